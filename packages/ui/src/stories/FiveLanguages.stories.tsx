import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { expect, waitFor } from 'storybook/test';
import { type UiLocale, uiLocales } from '../i18n/locales';
import { messages as uiDe } from '../i18n/locales/de';
import { messages as uiEn } from '../i18n/locales/en';
import { messages as uiEs } from '../i18n/locales/es';
import { messages as uiFr } from '../i18n/locales/fr';
import { messages as uiIt } from '../i18n/locales/it';
import { defaultLanguages } from '../primitives/LanguageMenu/languages';
import { ToastProvider } from '../primitives/Toast/ToastProvider';
import { AboutSection } from '../sections/About/AboutSection';
import { ContactSection } from '../sections/Contact/ContactSection';
import { HeaderSection } from '../sections/Header/HeaderSection';
import { HeroSection } from '../sections/Hero/HeroSection';
import { ProductsSection } from '../sections/Products/ProductsSection';
import { vars } from '../theme/contract.css';
import { messages as storiesDe } from './locales/de';
import { messages as storiesEn } from './locales/en';
import { messages as storiesEs } from './locales/es';
import { messages as storiesFr } from './locales/fr';
import { messages as storiesIt } from './locales/it';
import { asText } from './messages';
import { PhoneFrame } from './PhoneFrame';
import { aboutSample } from './sample/about';
import { contactSample } from './sample/contact';
import { heroMessages, heroSample } from './sample/hero';
import { headerSample } from './sample/layout';
import { productsSample } from './sample/products';
import { useArt } from './useSample';

const catalogs: Record<UiLocale, Messages> = {
  en: { ...uiEn, ...storiesEn },
  de: { ...uiDe, ...storiesDe },
  fr: { ...uiFr, ...storiesFr },
  it: { ...uiIt, ...storiesIt },
  es: { ...uiEs, ...storiesEs },
};

/** One Lingui instance per language, so the five columns can speak five languages at once. */
const languages = Object.fromEntries(
  uiLocales.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: catalogs[locale] } })]),
) as Record<UiLocale, I18n>;

/** The pages the view can show, each as a phone shows its first screens. */
const pages = ['Home', 'Products', 'Contact'] as const;
type Page = (typeof pages)[number];

/** A page's sections with the sample content in one language. */
function PageIn({ page, i18n }: { page: Page; i18n: I18n }) {
  const art = useArt(document.documentElement.dataset.theme);
  const header = <HeaderSection {...headerSample(i18n, art)} locale={i18n.locale} currentPath="/" />;
  if (page === 'Products')
    return (
      <>
        {header}
        <ProductsSection {...productsSample(i18n, art)} headingLevel={1} subtitle crossPromotion />
      </>
    );
  if (page === 'Contact')
    return (
      <ToastProvider>
        {header}
        <ContactSection
          {...contactSample(i18n, art)}
          headingLevel={1}
          subtitle
          crossPromotion
          onSubmit={async () => {}}
        />
      </ToastProvider>
    );
  return (
    <>
      {header}
      <HeroSection {...heroSample(i18n, art)} />
      <AboutSection {...aboutSample(i18n, art)} headingLevel={2} />
    </>
  );
}

const phone = { width: 390, height: 844 };
const gap = 16;

/** The five columns, each a phone's screen in one language, scaled to fit the width side by side. */
function FiveLanguages({ page }: { page: Page }) {
  const row = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.6);
  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    const resize = () => setScale(Math.min(1, (element.clientWidth - gap * 4) / (phone.width * 5)));
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={row} style={{ display: 'flex', gap, alignItems: 'flex-start' }}>
      {uiLocales.map((locale) => (
        <Column key={locale} locale={locale}>
          <PhoneFrame title={`${page} · ${name(locale)}`} lang={locale} scale={scale} {...phone}>
            <I18nProvider i18n={languages[locale]}>
              <AriaI18nProvider locale={locale}>
                <PageIn page={page} i18n={languages[locale]} />
              </AriaI18nProvider>
            </I18nProvider>
          </PhoneFrame>
        </Column>
      ))}
    </div>
  );
}

const name = (locale: UiLocale) =>
  defaultLanguages.find((language) => language.code === locale)?.name ?? locale;

function Column({ locale, children }: { locale: UiLocale; children: ReactNode }) {
  return (
    <figure style={{ margin: 0, display: 'grid', gap: vars.space.xs }}>
      <figcaption
        lang={locale}
        style={{
          fontFamily: vars.font.family.body,
          fontSize: vars.font.size.sm,
          fontWeight: vars.font.weight.semibold,
          color: vars.color.onSurfaceMuted,
        }}
      >
        {name(locale)}
      </figcaption>
      <div
        style={{ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, overflow: 'hidden' }}
      >
        {children}
      </div>
    </figure>
  );
}

const meta = {
  title: 'Sections/In five languages',
  component: FiveLanguages,
  args: { page: 'Home' },
  argTypes: { page: { control: 'inline-radio', options: pages } },
  parameters: { layout: 'padded', docs: { story: { inline: true } } },
  tags: ['!autodocs'],
} satisfies Meta<typeof FiveLanguages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frames' documents once their stylesheets and fonts are ready (the screenshot waits for them). */
const framesReady = async (canvasElement: HTMLElement) => {
  const frames = [...canvasElement.querySelectorAll<HTMLIFrameElement>('iframe[data-phone-frame]')];
  await expect(frames).toHaveLength(uiLocales.length);
  for (const frame of frames) {
    const inner = frame.contentDocument as Document;
    await waitFor(() =>
      expect(
        [...inner.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
      ).toBe(true),
    );
    await inner.fonts.ready;
  }
  return frames;
};

/**
 * The home page's first screens on a phone in the five languages side by side: the header, the hero and About,
 * with the same sample content translated. Where German runs longest and where French and Italian wrap, at a
 * glance. The control shows the Products and Contact pages the same way.
 */
export const Home: Story = {
  name: 'On a phone',
  play: async ({ canvasElement }) => {
    const frames = await framesReady(canvasElement);
    for (const [index, locale] of uiLocales.entries()) {
      const inner = (frames[index] as HTMLIFrameElement).contentDocument as Document;
      await expect(inner.documentElement.lang).toBe(locale);
      await expect(inner.querySelector('h1')).toHaveTextContent(
        asText(languages[locale]._(heroMessages.title)),
      );
    }
  },
};
