// Every component that speaks renders with no Lingui provider at all, in English (README §4): a partner
// who has not set up Lingui yet sees the library's own texts instead of a crash.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { type ReactElement, useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../primitives/Dialog/Dialog';
import { Drawer } from '../primitives/Drawer/Drawer';
import { Image } from '../primitives/Image/Image';
import { LanguageMenu } from '../primitives/LanguageMenu/LanguageMenu';
import { Link } from '../primitives/Link/Link';
import { Loading } from '../primitives/Loading/Loading';
import { Select } from '../primitives/Select/Select';
import { SkipLink } from '../primitives/SkipLink/SkipLink';
import { Spinner } from '../primitives/Spinner/Spinner';
import { ToastProvider } from '../primitives/Toast/ToastProvider';
import { ToastRegion } from '../primitives/Toast/ToastRegion';
import { useToast } from '../primitives/Toast/useToast';
import { ContactForm } from '../sections/Contact/ContactForm';
import { FooterSection } from '../sections/Footer/FooterSection';
import { HeaderSection } from '../sections/Header/HeaderSection';
import { HeroSection } from '../sections/Hero/HeroSection';
import { EnquiryDetail } from '../sections/Inbox/EnquiryDetail';
import { EnquiryInbox } from '../sections/Inbox/EnquiryInbox';
import type { InboxEnquiry } from '../sections/Inbox/types';
import { NotFoundSection } from '../sections/NotFound/NotFoundSection';
import { ProductsSection } from '../sections/Products/ProductsSection';
import { SignInForm } from '../sections/SignIn/SignInForm';
import { heroSample } from '../stories/sample/hero';
import { footerSample, headerSample } from '../stories/sample/layout';
import { productsSample } from '../stories/sample/products';
import { brandArt, sourceI18n } from '../stories/source';
import { compileEnglish } from './useUiLingui';

afterEach(cleanup);

// What jsdom lacks: decoding a picture (this one cannot load) and playing a video.
beforeAll(() => {
  HTMLImageElement.prototype.decode = () => Promise.reject(new Error('no picture in jsdom'));
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  HTMLMediaElement.prototype.pause = () => undefined;
});

const send = async () => undefined;
const enquiry: InboxEnquiry = {
  id: 'e1',
  name: 'Anna Keller',
  email: 'anna@example.ch',
  company: 'Keller AG',
  message: 'Brooms for our shops.',
  receivedAt: '2026-03-02T09:00:00Z',
  status: 'new',
};

/** Shows one toast as soon as it is mounted. */
function ShowToast() {
  const { toast } = useToast();
  useEffect(() => void toast({ title: 'Saved' }), [toast]);
  return null;
}

/** Each component, as a partner first renders it, and an English text of the library's it shows. */
const cases: [name: string, element: () => ReactElement, english: RegExp][] = [
  ['SkipLink', () => <SkipLink />, /Skip to main content/],
  ['Spinner', () => <Spinner />, /Loading/],
  ['Loading', () => <Loading />, /Loading/],
  ['Image', () => <Image src="" alt="" width={10} height={10} />, /Image not available/],
  [
    'Link',
    () => (
      <Link href="https://example.com" external>
        Shop
      </Link>
    ),
    /\(opens in a new tab\)/,
  ],
  [
    'Drawer',
    () => (
      <Drawer title="Menu" defaultOpen>
        Links
      </Drawer>
    ),
    /Close/,
  ],
  [
    'Dialog',
    () => (
      <Dialog title="Samples" defaultOpen>
        Up to three pieces
      </Dialog>
    ),
    /aria-label="Close"/,
  ],
  ['Select', () => <Select label="Family" options={[{ value: 'a', label: 'Brooms' }]} />, /Choose an option/],
  ['LanguageMenu', () => <LanguageMenu value="en" onChange={() => undefined} />, /Change language/],
  [
    'ToastRegion',
    () => (
      <ToastProvider>
        <ToastRegion />
      </ToastProvider>
    ),
    /Notifications \(F8\)/,
  ],
  [
    'Toast',
    () => (
      <ToastProvider>
        <ShowToast />
        <ToastRegion />
      </ToastProvider>
    ),
    /aria-label="Close"/,
  ],
  ['HeaderSection', () => <HeaderSection {...headerSample(sourceI18n, brandArt)} />, /Open menu/],
  ['FooterSection', () => <FooterSection {...footerSample(sourceI18n, brandArt)} year={2026} />, /Email/],
  ['ProductsSection', () => <ProductsSection {...productsSample(sourceI18n, brandArt)} />, /Key features/],
  [
    'HeroSection',
    () => <HeroSection {...heroSample(sourceI18n, brandArt)} videoUrl="/hero.mp4" />,
    /background video/,
  ],
  ['NotFoundSection', () => <NotFoundSection />, /Oops! Page not found/],
  [
    'ContactForm',
    () => (
      <ToastProvider>
        <ContactForm onSubmit={send} />
      </ToastProvider>
    ),
    /Send message/,
  ],
  [
    'SignInForm',
    () => (
      <ToastProvider>
        <SignInForm onSubmit={send} />
      </ToastProvider>
    ),
    /Sign in/,
  ],
  ['EnquiryInbox', () => <EnquiryInbox enquiries={[enquiry]} />, /Enquiries/],
  ['EnquiryDetail', () => <EnquiryDetail enquiry={enquiry} received="2 March 2026" />, /Reply by email/],
];

describe('without a Lingui provider', () => {
  it.each(cases)('%s renders in English', (_name, element, english) => {
    // The hero's video asks whether motion is welcome.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { container } = render(element());
    // An image that cannot load shows its fallback.
    const image = container.querySelector('img');
    if (image) fireEvent.error(image);
    // In the text or in a label (`aria-label`, the image's fallback), as the page carries it.
    expect(document.body.innerHTML).toMatch(english);
    vi.unstubAllGlobals();
  });
});

describe('the English without a provider', () => {
  it('fills in placeholders: the form’s messages name their limits', async () => {
    const { container } = render(
      <ToastProvider>
        <ContactForm onSubmit={send} />
      </ToastProvider>,
    );
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    expect(container.textContent).toContain('Name must be at least 2 characters');
    expect(container.textContent).toContain('Message must be at least 10 characters');
    expect(container.textContent).not.toContain('{');
  });

  it('handles every message of the library: plain text and {name} placeholders, no plural or select', () => {
    const catalog = readFileSync(join(import.meta.dirname, 'locales/en.po'), 'utf8');
    const english = [...catalog.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)];
    expect(english.length).toBeGreaterThan(50);
    // What the check catches: a plural would reach the page as ICU syntax.
    expect(compileEnglish('{count, plural, one {# item} other {# items}}').flat().join('')).toMatch(/[{}]/);
    for (const [, id, text = ''] of english)
      expect(compileEnglish(text).flat().join(''), id).not.toMatch(/[{}]/);
  });

  it('compiles a message’s English source as Lingui compiles a catalog', () => {
    expect(compileEnglish('Loading')).toEqual(['Loading']);
    expect(compileEnglish('Notifications ({hotkey})')).toEqual(['Notifications (', ['hotkey'], ')']);
    expect(compileEnglish('{unread} of {total}')).toEqual([['unread'], ' of ', ['total']]);
    expect(compileEnglish("We'll get back to you")).toEqual(["We'll get back to you"]);
  });
});
