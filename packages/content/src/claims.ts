/**
 * The register of claims: every environmental, origin and performance claim the site makes, with what it
 * covers exactly, what stands behind it and whether the company has confirmed it (docs/adr/0059). The
 * copy that states a claim lives in `claimCopy.ts` (its statement and the qualifier that goes with it
 * wherever it is shown); this file is plain data, so the build can read it like `facts.ts`.
 *
 * A build for a public address fails while any claim here is unconfirmed, naming it and the pages that
 * show it (`site/build/deployment.ts`); a local build prints each such claim marked as unconfirmed.
 * The evidence is a sample until the company supplies it: "FSC-C000000" is no licence code.
 */

import { figures } from './company.ts';

/** A page of the site, by its path without the language prefix. */
export type ClaimPage =
  | '/'
  | '/products'
  | '/sustainability'
  | '/about'
  | '/manufacturing'
  | '/private-label'
  | '/faq';

/** What a claim covers: which products, which sites, which transport legs, since when. */
export type ClaimScope = {
  /** The products (or parts of them) the claim is about. */
  products?: string;
  /** The sites (`company.sites` ids) it is about. */
  sites?: readonly string[];
  /** The transport legs it is about. */
  legs?: string;
  /** The year it holds from. */
  since?: number;
};

/** What stands behind a claim. */
export type ClaimEvidence = {
  /** The standard, scheme or law the claim rests on. */
  standard: string;
  /** The certificate or licence code, when there is one. */
  code?: string;
  /** The audit, report or calculation that proves it. */
  report: string;
  /** The date of that audit or report (ISO). */
  date: string;
  /** Who holds the certificate or made the report. */
  holder: string;
  /** The certification claims the evidence can carry (FSC 100 %, FSC Mix, PEFC certified). */
  claimTypes?: readonly string[];
  /** The quantity the report states, when the claim gives one (tonnes of CO₂e offset). */
  tonnes?: number;
  /** How the quantity was calculated (the shipping's emissions: ISO 14083, the GLEC Framework). */
  method?: string;
  /** Where what the claim is about went instead, in percent (production waste: recycled, burned for energy). */
  shares?: Readonly<Record<string, number>>;
};

/** One claim of the register. */
export type Claim = {
  /** What is claimed, exactly, in English (the messages in `claimCopy.ts` say it in each language). */
  claim: string;
  scope: ClaimScope;
  evidence: ClaimEvidence;
  /** Whether the company has confirmed the claim and its evidence. */
  confirmed: boolean;
  /** The pages that show the claim. */
  pages: readonly ClaimPage[];
};

/**
 * The claims. Each is shown only through its statement and qualifier (`claimCopy.ts`); none has a short
 * form (a badge, a bare "100 %"). Set `confirmed` once the company has supplied the evidence.
 */
export const claims = {
  certifiedWood: {
    claim:
      'We buy the wood for our handles, wood components and brush bodies as FSC- or PEFC-certified material (FSC 100 %, FSC Mix or PEFC certified, as invoiced); FSC Mix and PEFC certified material may contain wood from controlled, uncertified sources.',
    scope: {
      products: 'wooden handles, wood components, wooden brush bodies',
      sites: ['basel', 'france', 'sri-lanka'],
    },
    evidence: {
      standard: 'FSC-STD-40-004 (chain of custody); PEFC ST 2002 (chain of custody)',
      code: 'FSC-C000000; PEFC/00-00-000',
      report: 'Chain-of-custody certificates; the claim on each supplier invoice',
      claimTypes: ['FSC 100 %', 'FSC Mix', 'PEFC certified'],
      date: '2026-01-01',
      holder: 'Rhein Brush & Wood AG',
    },
    confirmed: false,
    pages: ['/products', '/sustainability', '/about', '/manufacturing', '/private-label', '/faq'],
  },
  forestRegeneration: {
    claim:
      'The certified share of our wood comes from forests managed to the FSC or PEFC forest-management standard, which requires felled areas to regenerate, by planting or naturally; controlled wood comes from forests that are not certified.',
    scope: { products: 'certified wood' },
    evidence: {
      standard: 'FSC Principles and Criteria (FSC-STD-01-001), criterion 10.1; PEFC ST 1003',
      report: 'Forest-management certificates of the forests of origin (due-diligence records)',
      date: '2026-01-01',
      holder: 'The forest owners; our suppliers',
    },
    confirmed: false,
    pages: ['/sustainability', '/about', '/faq'],
  },
  eudrInformation: {
    claim:
      'With every delivery of our products within the scope of the EU Deforestation Regulation, we supply the due-diligence information it requires; from 30 December 2026 (Regulation (EU) 2025/2650, to be confirmed by counsel) it is a legal duty of every company placing them on the EU market.',
    scope: {
      products:
        'wood products listed in Annex I of Regulation (EU) 2023/1115: handles and brush bodies (HS 4417), wood components (HS 4421); not finished brushes (HS 9603)',
    },
    evidence: {
      standard: 'Regulation (EU) 2023/1115 (EUDR)',
      report: 'Due-diligence statements and their reference numbers',
      date: '2026-01-01',
      holder: 'Rhein Brush & Wood AG',
    },
    confirmed: false,
    pages: ['/sustainability', '/faq'],
  },
  offsetShipping: {
    claim:
      'We buy and retire certified emission reduction credits equal in tonnes to the calculated emissions of our shipping from Basel to the customer (not the transport to Basel); the shipping still emits them.',
    // Its legs run through the distribution centre, open since 2023: the claim starts then (the lawyer's
    // third read, M2), and a test holds its sites to their opening years.
    scope: {
      legs: 'barge from Basel to the distribution centre in Germany; road from there to the customer',
      sites: ['basel', 'germany'],
      since: 2023,
    },
    evidence: {
      standard: 'Gold Standard',
      report: 'Annual emissions calculation of the shipping and the retirement certificates',
      date: '2025-12-31',
      holder: 'Beispiel Klimaschutz AG',
      // Printed from the figures table (company.ts), like every figure.
      tonnes: figures.offsetTonnes.value,
      method: 'ISO 14083 (GLEC Framework)',
    },
    confirmed: false,
    pages: ['/sustainability', '/faq'],
  },
  energyReduction: {
    claim:
      'Energy per unit produced at our production sites in Basel and France, each against its own 2010 figure and weighted by 2025 output: 65 % less in 2025 than in 2010 (Sri Lanka opened in 2013).',
    scope: { sites: ['basel', 'france'], since: 2010 },
    evidence: {
      standard: 'ISO 50001 energy review (sample)',
      report: 'Energy audit 2025 (sample)',
      date: '2026-01-01',
      holder: 'Beispiel Audit AG',
    },
    confirmed: false,
    pages: ['/sustainability', '/manufacturing'],
  },
  zeroLandfill: {
    claim:
      'In 2025, none of the production waste of our production sites went to landfill: part was recycled, the rest incinerated with energy recovery.',
    scope: { sites: ['basel', 'france', 'sri-lanka'], since: 2025 },
    evidence: {
      standard: 'Waste records of each site (sample)',
      report: 'Waste audit 2025 (sample)',
      date: '2025-12-31',
      holder: 'Beispiel Audit AG',
      // Printed from the figures table (company.ts), like every figure.
      shares: {
        recycled: figures.wasteRecycledShare.value,
        burnedForEnergy: figures.wasteEnergyShare.value,
      },
    },
    confirmed: false,
    pages: ['/sustainability', '/manufacturing'],
  },
  recycledPlastic: {
    claim:
      'The bodies of our recycled-plastic brushes and our dustpans are made of 80 % recycled plastic by weight.',
    scope: { products: 'recycled-plastic brushes (bodies), dustpans' },
    evidence: {
      standard: 'EN 15343 (traceability of recycled plastics)',
      report: 'Supplier declarations of recycled content (sample)',
      date: '2026-01-01',
      holder: 'Our plastics suppliers',
    },
    confirmed: false,
    pages: ['/products'],
  },
  rhineBarge: {
    claim: 'Goods travel by barge on the Rhine from Basel to our distribution centre in Germany.',
    scope: { legs: 'Basel to the distribution centre in Germany' },
    evidence: {
      standard: 'Transport contracts',
      report: 'Shipping records',
      date: '2026-01-01',
      holder: 'Rhein Brush & Wood AG',
    },
    confirmed: false,
    pages: ['/sustainability', '/private-label', '/manufacturing', '/faq'],
  },
} as const satisfies Record<string, Claim>;

/** The name of a claim of the register. */
export type ClaimId = keyof typeof claims;

/** The claims the company has not confirmed yet. */
export const unconfirmedClaims = (register: Record<string, Claim> = claims): string[] =>
  Object.entries(register)
    .filter(([, claim]) => !claim.confirmed)
    .map(([id]) => id);

/** Each unconfirmed claim with the pages that show it: `offsetShipping (/sustainability, /faq)`. */
export const describeUnconfirmedClaims = (register: Record<string, Claim> = claims): string[] =>
  unconfirmedClaims(register).map((id) => `${id} (${register[id]?.pages.join(', ')})`);
