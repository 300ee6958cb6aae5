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
    /**
     * Where the Supabase project (staff sign-in, site settings) keeps its data: the city as each language
     * names it in running text, the country as an ISO code (`Intl.DisplayNames` names it).
     */
    supabaseRegion: {
      city: {
        en: 'Frankfurt am Main',
        de: 'Frankfurt am Main',
        fr: 'Francfort-sur-le-Main',
        it: 'Francoforte sul Meno',
        es: 'Fráncfort del Meno',
      },
      countryCode: 'DE',
    },
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

/**
 * A figure claimed in the copy: a number or a range, with its unit, and whether it is a floor ("30+":
 * more than 30). Printed for the visitor's locale by `figures.ts`, never written into a message.
 */
export type Figure = {
  /** The number, or the two ends of a range. */
  value: number | readonly [number, number];
  /** `percent` (values in percent: 100 → "100 %") or a unit Intl knows (`millimeter`, `centimeter`). */
  unit?: 'percent' | 'millimeter' | 'centimeter';
  /** The value is a floor: "more than 60 partners" in sentences, "60+" on a stat tile. */
  atLeast?: boolean;
};

/** Figures claimed in the copy (SPEC §1 and §9). */
export const figures = {
  yearsOfExperience: { value: 30, atLeast: true },
  productsPerMonth: { value: 2_300_000, atLeast: true },
  unitsPerYear: { value: 27_000_000, atLeast: true },
  productionLocations: { value: 4 },
  privateLabelPartners: { value: 60, atLeast: true },
  products: { value: 300, atLeast: true },
  countriesServed: { value: 12, atLeast: true },
  treeReplanting: { value: 100, unit: 'percent' },
  certifiedWood: { value: 100, unit: 'percent' },
  energyReduction: { value: 65, unit: 'percent' },
  wasteToLandfill: { value: 0 },
  handleLength: { value: [60, 180], unit: 'centimeter' },
  handleDiameter: { value: [23.5, 28], unit: 'millimeter' },
  woodMoisture: { value: [8, 12], unit: 'percent' },
} as const satisfies Record<string, Figure>;

/** The name of a figure. */
export type FigureKey = keyof typeof figures;

/** The figures, each as text: a tile's compact value or a sentence's words, for one locale. */
export type Figures = Record<FigureKey, string>;

/** Values of the page-head messages' placeholders (`{company}`, `{units}` …), with the figures as words. */
export const seoPlaceholders = (text: Figures) =>
  ({
    company: company.shortName,
    companyName: company.name,
    founded: company.founded,
    locations: text.productionLocations,
    units: text.unitsPerYear,
    years: text.yearsOfExperience,
    certified: text.certifiedWood,
    replanting: text.treeReplanting,
    energy: text.energyReduction,
    partners: text.privateLabelPartners,
  }) as const;
