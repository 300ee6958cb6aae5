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

const render = (extras: boolean, more: Partial<SustainabilitySectionProps> = {}) =>
  renderToString(
    <I18nProvider i18n={i18n}>
      <SustainabilitySection {...props} {...more} extras={extras} />
    </I18nProvider>,
  );

/** The section with its claims in sight and a figure that links to its proof. */
const withEvidence: Partial<SustainabilitySectionProps> = {
  pillars: props.pillars.map((pillar) => ({
    ...pillar,
    claims: pillar.claims?.map((claim) => ({ ...claim, id: 'claim-certified-wood' })),
  })),
  metrics: {
    title: 'Figures',
    items: [
      {
        value: '100%',
        label: 'of our wood: certified',
        proof: { label: 'How we prove it', href: '#claim-certified-wood' },
      },
      { value: '12', label: 'countries served' },
    ],
  },
  evidence: { title: 'Our claims and their evidence', intro: 'Each claim in full.' },
};

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

describe('the proof of a figure', () => {
  it('stands in sight at the claim’s anchor, statement then qualifier, not again in the accordion', () => {
    const html = render(true, withEvidence);
    expect(html).toContain('Our claims and their evidence');
    expect(html).toMatch(
      /<li[^>]*id="claim-certified-wood"[^>]*>.*Our wood is certified\..*Certificate C-1, checked in 2025\..*<\/li>/s,
    );
    expect(html.match(/Our wood is certified\./g)).toHaveLength(1);
  });

  it('is linked from the figure that states the claim, the link naming the figure; other figures have none', () => {
    const html = render(true, withEvidence);
    const tile = html.match(/<dd[^>]*>(?:(?!<\/dd>).)*How we prove it.*?<\/dd>/s)?.[0] ?? '';
    expect(tile).toContain('href="#claim-certified-wood"');
    // The link's name ends with the figure and its label ("How we prove it – 100% of our wood: certified").
    expect(tile).toMatch(/How we prove it<span[^>]*>.*100%.*of our wood: certified.*<\/span>/s);
    expect(html.match(/How we prove it/g)).toHaveLength(1);
  });

  it('is there on the home page too (no details): the link still leads to the claim', () => {
    const html = render(false, withEvidence);
    expect(html).toContain('href="#claim-certified-wood"');
    expect(html).not.toContain('Our claims and their evidence');
  });
});
