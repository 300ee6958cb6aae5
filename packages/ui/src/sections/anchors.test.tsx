// @vitest-environment node
// Every page section takes its anchor (`id`): a German page links to `/#sortiment`, not to `/#products`.
// Without one each keeps its own, as the brand's site links to them.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../primitives/Toast/ToastProvider';
import { aboutSample } from '../stories/sample/about';
import { contactSample } from '../stories/sample/contact';
import { faqSample } from '../stories/sample/faq';
import { heroSample } from '../stories/sample/hero';
import { legalSample, policySample } from '../stories/sample/legal';
import { manufacturingSample } from '../stories/sample/manufacturing';
import { privateLabelSample } from '../stories/sample/privateLabel';
import { productsSample } from '../stories/sample/products';
import { proofSample } from '../stories/sample/proof';
import { sustainabilitySample } from '../stories/sample/sustainability';
import { brandArt, sourceI18n as i18n } from '../stories/source';
import { AboutSection } from './About/AboutSection';
import { ContactSection } from './Contact/ContactSection';
import { FaqSection } from './Faq/FaqSection';
import { HeroSection } from './Hero/HeroSection';
import { LegalNoticeSection } from './LegalNotice/LegalNoticeSection';
import { ManufacturingSection } from './Manufacturing/ManufacturingSection';
import { NotFoundSection } from './NotFound/NotFoundSection';
import { PolicySection } from './Policy/PolicySection';
import { PrivateLabelSection } from './PrivateLabel/PrivateLabelSection';
import { ProductsSection } from './Products/ProductsSection';
import { ProofSection } from './Proof/ProofSection';
import { SustainabilitySection } from './Sustainability/SustainabilitySection';

const send = async () => undefined;
const contact = contactSample(i18n, brandArt);

/** Each section with an anchor, its default (none for the hero), and how it renders with `id`. */
const sections: [name: string, byDefault: string | undefined, render: (id?: string) => ReactElement][] = [
  ['AboutSection', 'about', (id) => <AboutSection {...aboutSample(i18n, brandArt)} id={id} />],
  ['ProductsSection', 'products', (id) => <ProductsSection {...productsSample(i18n, brandArt)} id={id} />],
  [
    'ManufacturingSection',
    'manufacturing',
    (id) => <ManufacturingSection {...manufacturingSample(i18n, brandArt)} id={id} />,
  ],
  [
    'SustainabilitySection',
    'sustainability',
    (id) => <SustainabilitySection {...sustainabilitySample(i18n, brandArt)} id={id} />,
  ],
  [
    'PrivateLabelSection',
    'private-label',
    (id) => <PrivateLabelSection {...privateLabelSample(i18n)} id={id} />,
  ],
  ['FaqSection', 'faq', (id) => <FaqSection {...faqSample(i18n)} id={id} />],
  [
    'ContactSection (page)',
    'contact',
    (id) => (
      <ToastProvider>
        <ContactSection {...contact} subtitle onSubmit={send} id={id} />
      </ToastProvider>
    ),
  ],
  ['ContactSection (compact)', 'contact', (id) => <ContactSection {...contact} onSubmit={send} id={id} />],
  ['LegalNoticeSection', 'legal-notice', (id) => <LegalNoticeSection {...legalSample(i18n)} id={id} />],
  ['PolicySection', 'policy', (id) => <PolicySection {...policySample(i18n)} id={id} />],
  ['ProofSection', 'proof', (id) => <ProofSection {...proofSample(i18n)} id={id} />],
  ['NotFoundSection', 'not-found', (id) => <NotFoundSection id={id} />],
  ['HeroSection', undefined, (id) => <HeroSection {...heroSample(i18n, brandArt)} id={id} />],
];

/** The id of the section's root element (its first `<section>`). */
const anchorOf = (html: string) => /<section[^>]*?\sid="([^"]*)"/.exec(html)?.[1];

describe('section anchors', () => {
  it.each(sections)('%s takes its id', (_name, _default, render) => {
    expect(anchorOf(renderToString(render('unser-bereich')))).toBe('unser-bereich');
  });

  // `id={undefined}`, as a site passes an anchor it may not have: the section's own stays.
  it.each(sections)('%s keeps its own anchor without one', (_name, byDefault, render) => {
    expect(anchorOf(renderToString(render()))).toBe(byDefault);
  });
});
