// @vitest-environment node
// Node, not jsdom: proves the section prerenders without window or document.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SustainabilitySection, type SustainabilitySectionProps } from './SustainabilitySection';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const image = { src: '/pillar.svg', alt: '', width: 600, height: 400 };
const props: SustainabilitySectionProps = {
  title: 'Sustainability',
  lead: 'How we work.',
  description: 'Each claim with its scope.',
  pillars: [
    {
      id: 'sourcing',
      title: 'Sourcing',
      summary: 'Where the wood comes from.',
      description: 'Our supply chain is documented.',
      claims: [{ statement: 'Our wood is certified.', qualifier: 'Certificate C-1, checked in 2025.' }],
      badges: [],
      image,
    },
    {
      id: 'transport',
      title: 'Transport',
      summary: 'By river.',
      description: 'By barge.',
      badges: ['Rhine'],
      image,
    },
  ],
  metrics: { title: 'Figures', items: [{ value: '100%', label: 'of our wood: certified' }] },
  details: { title: 'In detail' },
  valueChain: { title: 'Chain', intro: 'From forest to shelf.', steps: [] },
  learnMore: { label: 'More', href: '/sustainability' },
  crossPromo: { title: 'Next', text: 'See more.', links: [] },
};

const render = (extras: boolean) =>
  renderToString(
    <I18nProvider i18n={i18n}>
      <SustainabilitySection {...props} extras={extras} />
    </I18nProvider>,
  );

describe('a claim in the sustainability section', () => {
  it('is printed with its qualifier beside it, in the pillar’s details', () => {
    const html = render(true);
    expect(html).toMatch(
      /<p[^>]*>Our wood is certified\.(?:<!-- -->)? (?:<!-- -->)?Certificate C-1, checked in 2025\.<\/p>/,
    );
  });

  it('is not printed on its own: without the details, neither the statement nor the qualifier shows', () => {
    const html = render(false);
    expect(html).not.toContain('Our wood is certified.');
    expect(html).not.toContain('Certificate C-1');
  });

  it('leaves out the badge list of a pillar that has no badges', () => {
    const html = render(false);
    expect(html.match(/<ul[^>]*class="[^"]*badges/g) ?? []).toHaveLength(1);
    expect(html).toContain('Rhine');
  });
});
