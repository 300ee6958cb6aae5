import { describe, expect, it } from 'vitest';
import { claimCopy, type ShownClaim } from './claimCopy';
import { type Claim, type ClaimPage, claims, describeUnconfirmedClaims, unconfirmedClaims } from './claims';
import { company } from './company';
import { contentI18n, contentLocales } from './contentI18n.fixture';
import { productionClaims } from './productionClaimCopy';
import { aboutContent } from './sections/about';
import { contactContent } from './sections/contact';
import { faqContent } from './sections/faq';
import { heroContent } from './sections/hero';
import { homeTeasers } from './sections/home';
import { homeProducts } from './sections/homeProducts';
import { manufacturingContent } from './sections/manufacturing';
import { privateLabelContent } from './sections/privateLabel';
import { productsContent } from './sections/products';
import { sustainabilityContent } from './sections/sustainability';

const shown = [
  'certifiedWood',
  'forestRegeneration',
  'eudrInformation',
  'offsetShipping',
  'energyReduction',
  'zeroLandfill',
  'recycledPlastic',
] as const satisfies readonly ShownClaim[];

const locales = contentLocales;
const i18nFor = contentI18n;

/** What each page prints, as the site renders it (site/src/pages). */
const pageTexts = (i18n: Parameters<typeof aboutContent>[0]): Record<ClaimPage, string> => ({
  '/': JSON.stringify([heroContent(i18n), homeTeasers(i18n), homeProducts(i18n), contactContent(i18n)]),
  '/about': JSON.stringify(aboutContent(i18n)),
  '/products': JSON.stringify(productsContent(i18n)),
  '/manufacturing': JSON.stringify(manufacturingContent(i18n)),
  '/private-label': JSON.stringify(privateLabelContent(i18n)),
  '/sustainability': JSON.stringify(sustainabilityContent(i18n)),
  '/faq': JSON.stringify(faqContent(i18n)),
});

describe('the register of claims', () => {
  it('gives every claim its scope, its evidence and the pages that show it', () => {
    for (const [id, claim] of Object.entries(claims)) {
      expect(claim.claim, id).not.toBe('');
      expect(Object.keys(claim.scope).length, id).toBeGreaterThan(0);
      for (const field of ['standard', 'report', 'date', 'holder'] as const)
        expect(claim.evidence[field], `${id}.evidence.${field}`).not.toBe('');
      expect(claim.evidence.date, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(claim.pages.length, id).toBeGreaterThan(0);
    }
  });

  it('holds every claim unconfirmed until the company supplies the evidence (licence codes are samples)', () => {
    expect(unconfirmedClaims()).toEqual(Object.keys(claims));
    expect(claims.certifiedWood.evidence.code).toBe('FSC-C000000; PEFC/00-00-000');
    expect(describeUnconfirmedClaims()).toContain('energyReduction (/sustainability, /manufacturing)');
  });

  it('lists exactly the pages that print each claim', async () => {
    const i18n = await i18nFor('en');
    const texts = pageTexts(i18n);
    const claim = claimCopy(i18n, productionClaims);
    for (const id of shown) {
      // A page shows a claim when it prints its qualifier, or its licence codes (the products' specifications).
      const codes = 'code' in claims[id].evidence ? claims[id].evidence.code.split('; ') : [];
      const printedOn = (Object.keys(texts) as ClaimPage[]).filter(
        (page) =>
          texts[page].includes(JSON.stringify(claim(id).qualifier).slice(1, -1)) ||
          (codes.length > 0 && codes.every((code) => texts[page].includes(code))),
      );
      expect([...claims[id].pages].sort(), id).toEqual(printedOn.sort());
    }
  });
});

describe('a comparison over time', () => {
  /** The sites of a claim that did not exist yet in the year it compares with. */
  const notYetOpen = (register: Record<string, Claim>) =>
    Object.entries(register).flatMap(([id, claim]) =>
      (claim.scope.sites ?? []).flatMap((site) => {
        const opened = company.sites.find((known) => known.id === site)?.opened;
        return opened === undefined || (claim.scope.since !== undefined && opened > claim.scope.since)
          ? [`${id}: ${site} (opened ${opened ?? 'never'}, compared with ${claim.scope.since})`]
          : [];
      }),
    );

  it('compares only sites that were open in the year it compares with (the lawyer, 29 November: H2)', () => {
    expect(notYetOpen(claims)).toEqual([]);
  });

  it('is caught when a site opened after the base year: the energy claim over three sites since 2010', () => {
    const planted = {
      energyReduction: {
        ...claims.energyReduction,
        scope: { sites: ['basel', 'france', 'sri-lanka'], since: 2010 },
      },
    };
    expect(notYetOpen(planted)).toEqual(['energyReduction: sri-lanka (opened 2013, compared with 2010)']);
  });
});

describe('a claim on a page', () => {
  for (const locale of locales)
    it(`in ${locale}, comes with its qualifier, marked while it is unconfirmed`, async () => {
      const i18n = await i18nFor(locale);
      const claim = claimCopy(i18n, productionClaims);
      const marker = {
        en: '[unconfirmed claim]',
        de: '[unbestätigte Angabe]',
        fr: '[allégation non confirmée]',
        it: '[dichiarazione non confermata]',
        es: '[declaración no confirmada]',
      }[locale];
      for (const id of shown) {
        const { statement, qualifier } = claim(id);
        expect(statement, id).not.toBe('');
        expect(qualifier.endsWith(` ${marker}`), `${id}: ${qualifier}`).toBe(true);
      }
      // The evidence is printed beside the claim: the licence codes, the offset's tonnes and legs.
      expect(claim('certifiedWood').qualifier).toContain('FSC-C000000');
      expect(claim('certifiedWood').qualifier).toContain('PEFC/00-00-000');
      expect(claim('offsetShipping').qualifier).toMatch(/1[.,’\u00a0\u202f]?200/);
      // How the tonnes were calculated, and where the production waste went instead of landfill.
      expect(claim('offsetShipping').qualifier).toContain('ISO 14083 (GLEC Framework)');
      expect(claim('zeroLandfill').qualifier).toMatch(/72\s?%.*28\s?%/);
    });

  it('is never a badge: the sustainability pillars carry none, and every tile says what its figure is of', async () => {
    const i18n = await i18nFor('en');
    const content = sustainabilityContent(i18n);
    for (const pillar of content.pillars) expect(pillar.badges, pillar.id).toEqual([]);
    expect(content.metrics.items.map((item) => item.label)).toEqual([
      'of the wood in our handles, wood components and brush bodies, bought as FSC- or PEFC-certified material',
      'less energy per unit at our production sites in Basel and France than in 2010 [sample value] (figures for 2025 [sample value])',
      'tonnes of production waste from our three production sites sent to landfill (2025)',
    ]);
    const sourcing = content.pillars.find((pillar) => pillar.id === 'sourcing');
    expect(sourcing?.claims?.map((claim) => claim.statement)).toEqual([
      'We buy 100% of the wood for our handles, wood components and brush bodies as FSC- or PEFC-certified material.',
      'The certified share of our wood comes from forests managed to an FSC or PEFC forest management standard.',
      'EUDR due-diligence information with every delivery of our products that the EU Deforestation Regulation covers.',
    ]);
    for (const claim of sourcing?.claims ?? []) expect(claim.qualifier).toMatch(/\[unconfirmed claim\]$/);
  });
});

describe('the way from a figure to its proof', () => {
  it('every figure that links to a proof leads to a claim shown in full on the sustainability page', async () => {
    for (const locale of locales) {
      const i18n = await i18nFor(locale);
      const page = sustainabilityContent(i18n);
      const anchors = new Set(page.pillars.flatMap((pillar) => (pillar.claims ?? []).map((c) => c.id)));
      expect(page.evidence, locale).toBeDefined();
      const figures = [...page.metrics.items, ...aboutContent(i18n).stats.items];
      const proofs = figures.flatMap((figure) => (figure.proof ? [figure.proof.href] : []));
      expect(proofs.length, locale).toBe(4);
      for (const href of proofs) {
        const [path, anchor] = href.split('#');
        expect(path, href).toBe('/sustainability');
        expect(anchors.has(anchor), `${locale}: ${href}`).toBe(true);
      }
    }
  });

  it('every figure in percent or tonnes of a claim has its proof link (a bare "100 %" is a short form)', async () => {
    const i18n = await i18nFor('en');
    for (const figure of [...sustainabilityContent(i18n).metrics.items, ...aboutContent(i18n).stats.items])
      if (/%|tonne|certified|landfill/i.test(`${figure.value} ${figure.label}`))
        expect(figure.proof, `${figure.value} ${figure.label}`).toBeDefined();
  });
});
