/**
 * The register of proof: what a buyer checks before a first call (issue 37 §4, docs/adr/0070) — the
 * certificates with their licence codes and documents, the social audits of the production sites, the
 * supply-chain due-diligence statement, the named sales contacts, references and trade fairs. Each item is
 * typed content the company fills in, and says which claims of the register (`claims.ts`) it proves.
 *
 * Nothing here is invented: every item is a sample until the company supplies it and sets `confirmed`.
 * A build for a public address fails while any item is unconfirmed, naming it (`site/build/deployment.ts`,
 * as it does for facts and claims); a local build shows each such item marked as a sample. Plain data and
 * functions, no messages: the build reads this file.
 */
import type { ClaimId } from './claims.ts';

/** What kind of proof an item is: the proof page groups the items by kind, in this order. */
export const proofKinds = [
  'certificate',
  'socialAudit',
  'dueDiligence',
  'salesContact',
  'reference',
  'tradeFair',
] as const;

/** The kind of a proof item. */
export type ProofKind = (typeof proofKinds)[number];

/**
 * A document a buyer can open (a certificate, an audit report, a statement), by its address on the site.
 * None is listed while the items are samples: a link to a document that does not exist helps nobody.
 */
export type ProofDocument = {
  /** Its address, under `/proof/` of the site's public files (`site/public/proof/`). */
  href: string;
  /** Its file type, printed beside the link ("PDF"). */
  format: 'PDF';
};

/** The schemes a certificate may be of: the proof page names each in the reader's language. */
export const certificateSchemes = ['fscCoc', 'pefcCoc', 'iso9001', 'iso14001'] as const;

/** A certificate: FSC/PEFC chain of custody, ISO 9001/14001 where held. */
export type CertificateProof = {
  kind: 'certificate';
  /** What it certifies ("FSC chain of custody"), named on the page in the reader's language. */
  scheme: (typeof certificateSchemes)[number];
  /** The standard certified to, as its owner writes it: "FSC-STD-40-004", "ISO 9001:2015". */
  standard: string;
  /** The certificate or licence code: "FSC-C000000". */
  code: string;
  /** Who certified it. */
  certifier: string;
  /** The sites (`company.sites` ids) it covers. */
  sites: readonly string[];
  /** Valid until (ISO date). */
  validUntil: string;
  document?: ProofDocument;
};

/** A social audit of a production site: amfori BSCI or SMETA. */
export type SocialAuditProof = {
  kind: 'socialAudit';
  scheme: 'amfori BSCI' | 'SMETA';
  /** The site (`company.sites` id) audited. */
  site: string;
  /** The audit's result as the scheme states it, in no language ("B"; SMETA: the pillars audited, "4"). */
  result: string;
  /** The audit date (ISO). */
  date: string;
  /** Who audited. */
  auditor: string;
  document?: ProofDocument;
};

/** The supply-chain due-diligence statement (EUDR, Swiss DDTrO, human rights). */
export type DueDiligenceProof = {
  kind: 'dueDiligence';
  /** The laws it answers, named on the page in the reader's language. */
  frameworks: readonly 'eudr'[];
  /** The reporting year it covers. */
  year: number;
  document?: ProofDocument;
};

/** A named sales contact with a direct line. */
export type SalesContactProof = {
  kind: 'salesContact';
  name: string;
  /** The countries the person looks after (ISO 3166 codes), named on the page in the reader's language. */
  markets: readonly string[];
  phone: string;
  email: string;
  /** The languages the person speaks (codes). */
  languages: readonly string[];
};

/** A reference customer or case study, named with the customer's consent. */
export type ReferenceProof = {
  kind: 'reference';
  customer: string;
  /** The country of the customer (ISO 3166 code). */
  countryCode: string;
  /** The product families made for it (`productFamilies.ts` ids), named in the reader's language. */
  families: readonly string[];
  /** How many products of its range the company makes. */
  products: number;
  /** Since when (year). */
  since: number;
};

/** A trade fair where the company exhibits. */
export type TradeFairProof = {
  kind: 'tradeFair';
  /** The fair's own name, the same in every language. */
  fair: string;
  /** The city, by language (`en` when a language has no name of its own for it). */
  city: { en: string } & Partial<Record<'de' | 'fr' | 'it' | 'es', string>>;
  /** The first day (ISO date). */
  date: string;
  /** Hall and stand, as the fair numbers them. */
  hall: string;
  stand: string;
};

/** One item of proof. */
export type ProofItem = (
  | CertificateProof
  | SocialAuditProof
  | DueDiligenceProof
  | SalesContactProof
  | ReferenceProof
  | TradeFairProof
) & {
  /** The claims of the register this item proves; a claim shown on a page links to it (its anchor). */
  proves?: readonly ClaimId[];
  /** Whether the company has supplied and confirmed the item. */
  confirmed: boolean;
};

/**
 * The items, by id (the id is the item's anchor on the proof page: `/proof#fsc-coc`). All samples: the
 * codes, names, numbers and dates are placeholders of the reserved kinds ("FSC-C000000", "+41 61 000 …",
 * example.ch) until the company supplies the real ones.
 */
export const proof = {
  'fsc-coc': {
    kind: 'certificate',
    scheme: 'fscCoc',
    standard: 'FSC-STD-40-004',
    code: 'FSC-C000000',
    certifier: 'Beispiel Zertifizierung AG',
    sites: ['basel', 'france', 'sri-lanka'],
    validUntil: '2030-12-31',
    // A chain-of-custody certificate tracks certified material: it proves what we buy, not how the
    // forests are managed (the forest owners hold those certificates).
    proves: ['certifiedWood'],
    confirmed: false,
  },
  'pefc-coc': {
    kind: 'certificate',
    scheme: 'pefcCoc',
    standard: 'PEFC ST 2002',
    code: 'PEFC/00-00-000',
    certifier: 'Beispiel Zertifizierung AG',
    sites: ['basel', 'france', 'sri-lanka'],
    validUntil: '2030-12-31',
    // A chain-of-custody certificate tracks certified material: it proves what we buy, not how the
    // forests are managed (the forest owners hold those certificates).
    proves: ['certifiedWood'],
    confirmed: false,
  },
  'iso-9001': {
    kind: 'certificate',
    scheme: 'iso9001',
    standard: 'ISO 9001:2015',
    code: '00000-QM',
    certifier: 'Beispiel Zertifizierung AG',
    sites: ['basel'],
    validUntil: '2029-06-30',
    confirmed: false,
  },
  'iso-14001': {
    kind: 'certificate',
    scheme: 'iso14001',
    standard: 'ISO 14001:2015',
    code: '00000-UM',
    certifier: 'Beispiel Zertifizierung AG',
    sites: ['basel'],
    validUntil: '2029-06-30',
    // It covers Basel alone, so it proves no claim about more sites (proof.test.ts): the energy and waste
    // audits the register names are to be added as items of their own once the company supplies them.
    confirmed: false,
  },
  'bsci-sri-lanka': {
    kind: 'socialAudit',
    scheme: 'amfori BSCI',
    site: 'sri-lanka',
    result: 'B',
    date: '2026-01-01',
    auditor: 'Beispiel Audit AG',
    confirmed: false,
  },
  'smeta-france': {
    kind: 'socialAudit',
    scheme: 'SMETA',
    site: 'france',
    result: '4',
    date: '2026-01-01',
    auditor: 'Beispiel Audit AG',
    confirmed: false,
  },
  'due-diligence': {
    kind: 'dueDiligence',
    frameworks: ['eudr'],
    year: 2025,
    proves: ['eudrInformation'],
    confirmed: false,
  },
  'sales-dach': {
    kind: 'salesContact',
    name: 'Anna Muster',
    markets: ['DE', 'AT', 'CH'],
    phone: '+41 61 000 00 01',
    email: 'anna.muster@example.ch',
    languages: ['de', 'en'],
    confirmed: false,
  },
  'sales-west': {
    kind: 'salesContact',
    name: 'Luc Exemple',
    markets: ['FR', 'BE', 'NL', 'LU', 'IT', 'ES'],
    phone: '+41 61 000 00 02',
    email: 'luc.exemple@example.ch',
    languages: ['fr', 'it', 'es', 'en'],
    confirmed: false,
  },
  'reference-retailer': {
    kind: 'reference',
    customer: 'Beispiel Handels GmbH',
    countryCode: 'DE',
    families: ['recycledBrushes', 'dustpans'],
    products: 40,
    since: 2019,
    confirmed: false,
  },
  'fair-ambiente': {
    kind: 'tradeFair',
    fair: 'Ambiente',
    city: {
      en: 'Frankfurt am Main',
      fr: 'Francfort-sur-le-Main',
      it: 'Francoforte sul Meno',
      es: 'Fráncfort del Meno',
    },
    date: '2027-02-05',
    hall: '0',
    stand: 'A00',
    confirmed: false,
  },
} as const satisfies Record<string, ProofItem>;

/** The id of a proof item: its anchor on the proof page. */
export type ProofId = keyof typeof proof;

/** The items of proof the company has not confirmed yet. */
export const unconfirmedProof = (register: Record<string, ProofItem> = proof): string[] =>
  Object.entries(register)
    .filter(([, item]) => !item.confirmed)
    .map(([id]) => id);

/** Each unconfirmed item with its kind: `fsc-coc (certificate)`. */
export const describeUnconfirmedProof = (register: Record<string, ProofItem> = proof): string[] =>
  unconfirmedProof(register).map((id) => `${id} (${register[id]?.kind})`);

/** The items that prove a claim, in register order: where the claim's "proof" link points. */
export const proofOf = (claim: ClaimId, register: Record<string, ProofItem> = proof): string[] =>
  Object.entries(register)
    .filter(([, item]) => item.proves?.includes(claim))
    .map(([id]) => id);
