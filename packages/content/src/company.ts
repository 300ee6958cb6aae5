/**
 * The company's facts: the same in every language, so they are data, not messages. Texts place them
 * through placeholders (`{units}`), which keeps every translation's figures identical to the source.
 * Facts only the company can give are listed in `unconfirmedFacts` below until it supplies them.
 */
export const company = {
  name: 'Rhein Brush & Wood AG',
  shortName: 'Rhein Brush & Wood',
  founded: 1993,
  email: 'info@rhein-brush-wood.ch',
  phone: '+41 61 000 00 00',
  address: {
    street: 'Hafenstrasse 12',
    postalCode: '4057',
    city: 'Basel',
    countryCode: 'CH',
  },
  legal: {
    /** The company's UID (enterprise identification number), its commercial register number. */
    commercialRegister: 'CHE-000.000.000',
    vatNumber: 'CHE-000.000.000 MWST',
    /** The persons authorised to represent the company, with their function (messages name it). */
    representatives: [
      { name: 'Anna Muster', role: 'chair' },
      { name: 'Marco Beispiel', role: 'ceo' },
    ],
  },
  privacy: {
    /** How long the web host keeps its access logs (IP address, time, page), in days. */
    logRetentionDays: 14,
    /** Where the Supabase project (staff sign-in, site settings) keeps its data. */
    supabaseRegion: { city: 'Frankfurt am Main', countryCode: 'DE' },
    /** How long an enquiry that led to no business is kept, in years. */
    enquiryRetentionYears: 2,
    /** The date of the privacy notice's current version (ISO). */
    updated: '2026-11-24',
  },
} as const;

/** A representative's function in the company. */
export type RepresentativeRole = (typeof company.legal.representatives)[number]['role'];

/**
 * The facts above that are still placeholders, by path in `company`: shown on the site as they are, until
 * the company gives the registered values and takes them off this list. The production build warns while
 * any remains (`site/vite.config.ts`).
 */
export const unconfirmedFacts = [
  'phone',
  'legal.commercialRegister',
  'legal.vatNumber',
  'legal.representatives',
  'privacy.logRetentionDays',
  'privacy.supabaseRegion',
  'privacy.enquiryRetentionYears',
] as const;

/** A fact's value, by its path in `company` (`legal.vatNumber`). */
export const factValue = (path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], company);

/**
 * The warning a production build prints while placeholders remain, naming each with its current value;
 * undefined once every fact is confirmed.
 */
export const unconfirmedFactsWarning = (facts: readonly string[] = unconfirmedFacts): string | undefined =>
  facts.length
    ? `@brand/content: ${facts.length === 1 ? '1 company fact is a placeholder' : `${facts.length} company facts are placeholders`}, shown on the legal notice and privacy pages as they are — ${facts
        .map((path) => `${path} (${JSON.stringify(factValue(path))})`)
        .join(
          ', ',
        )}. Put the registered values in packages/content/src/company.ts and take them off unconfirmedFacts.`
    : undefined;

/** Figures claimed in the copy (SPEC §1 and §9), as shown. */
export const figures = {
  yearsOfExperience: '30+',
  productsPerMonth: '2.3M+',
  unitsPerYear: '27M+',
  productionLocations: '4',
  privateLabelPartners: '60+',
  products: '300+',
  countriesServed: '12+',
  treeReplanting: '100%',
  certifiedWood: '100%',
  energyReduction: '65%',
  wasteToLandfill: '0',
  handleLength: '60–180 cm',
  handleDiameter: '23.5–28 mm',
  woodMoisture: '8–12%',
} as const;

/**
 * The counts behind the compact figures, for running text: "more than {partnerCount, number} partners"
 * rather than "60+ partners" (stat tiles keep the compact form above).
 */
export const figureCounts = {
  privateLabelPartners: 60,
} as const;

/** Placeholder values for messages that mention the figures. */
export type Figures = typeof figures;

/** Values of the page-head messages' placeholders (`{company}`, `{units}` …): the same in every language. */
export const seoPlaceholders = {
  company: company.shortName,
  companyName: company.name,
  founded: company.founded,
  locations: figures.productionLocations,
  units: figures.unitsPerYear,
  years: figures.yearsOfExperience,
  certified: figures.certifiedWood,
  replanting: figures.treeReplanting,
  energy: figures.energyReduction,
  partners: figures.privateLabelPartners,
} as const;
