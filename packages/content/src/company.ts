/**
 * The company's facts: the same in every language, so they are data, not messages. Texts place them
 * through placeholders (`{units}`), which keeps every translation's figures identical to the source.
 * Facts only the company can give are listed in `unconfirmedFacts` (facts.ts) until it supplies them: the
 * pages mark them as samples, and a build meant for deployment refuses them (docs/adr/0036).
 */
export const company = {
  name: 'Rhein Brush & Wood AG',
  shortName: 'Rhein Brush & Wood',
  founded: 1993,
  /**
   * Within how many working days the sales team answers an enquiry: the contact form's confirmation
   * says so (issue 37 §3). A sample until the company commits to it (`facts.ts`).
   */
  replyWorkingDays: 2,
  email: 'info@rhein-brush-wood.ch',
  phone: '+41 61 000 00 00',
  address: {
    street: 'Hafenstrasse 12',
    postalCode: '4057',
    city: 'Basel',
    countryCode: 'CH',
  },
  /**
   * The four sites (SPEC §1 and §2, the manufacturing page): what each does. Every text that counts or
   * names them takes them from here: the counts through `figures`, the description through the one
   * message `company.sites` (sites.ts).
   */
  sites: [
    // `opened`: the year the site began its work (the about page's timeline); a claim compares a site only
    // with years it was open (claims.test.ts).
    { id: 'basel', countryCode: 'CH', roles: ['headquarters', 'production'], opened: 1993 },
    { id: 'france', countryCode: 'FR', roles: ['production'], opened: 2004 },
    { id: 'germany', countryCode: 'DE', roles: ['distribution'], opened: 2023 },
    { id: 'sri-lanka', countryCode: 'LK', roles: ['production'], opened: 2013 },
  ],
  legal: {
    /** The commercial register that keeps the entry (the message `legal.registerOffice` names it). */
    registerOffice: 'Basel-Stadt',
    /** The UID (enterprise identification number, IDE/IDI), the number of the register entry. */
    uid: 'CHE-000.000.000',
    /**
     * The persons entered in the register as authorised to represent the company, with their function in
     * the AG (board chair, chief executive) and the grammatical gender their title takes.
     */
    representatives: [
      { name: 'Anna Muster', role: 'chair', gender: 'female' },
      { name: 'Marco Beispiel', role: 'ceo', gender: 'male' },
    ],
  },
  /** What stands behind the climate and resource claims (docs/adr/0035). */
  claims: {
    /** Shipping: its emissions are offset (never "neutral" or "net zero"), through whom, since when. */
    offsetting: { provider: 'Beispiel Klimaschutz AG', since: 2023 },
    /** The energy figure (`figures.energyReduction`): energy per unit produced, this year against that. */
    energy: { baselineYear: 2010, year: 2025 },
  },
  /** Who processes personal data for the website on the company's behalf (the privacy notice names them). */
  processors: {
    /** Serves the pages; keeps the access logs. */
    webHost: { name: 'Beispiel Hosting AG', countryCode: 'CH' },
    /** The sales mailbox: receives the enquiry notifications and the e-mails visitors write. */
    mailbox: { name: 'Beispiel Mail AG', countryCode: 'CH' },
    /**
     * Serves the home page's background video (the address in the site settings), from the origins the
     * build names (`VITE_VIDEO_HOSTS`, docs/adr/0060).
     */
    videoHost: { name: 'Beispiel Media AG', countryCode: 'CH' },
    /** Enquiries, site settings, staff sign-in. The project's data stays in `region`. */
    supabase: {
      name: 'Supabase Inc.',
      countryCode: 'US',
      region: {
        /** The city as each language names it in running text. */
        city: {
          en: 'Frankfurt am Main',
          de: 'Frankfurt am Main',
          fr: 'Francfort-sur-le-Main',
          it: 'Francoforte sul Meno',
          es: 'Fráncfort del Meno',
        },
        countryCode: 'DE',
      },
    },
    /**
     * Receives each stored enquiry's fields from the visitor's browser and e-mails them to the sales
     * mailbox. The company is in Singapore; its servers are in `serverCountryCode`.
     */
    emailjs: { name: 'EmailJS Pte. Ltd.', countryCode: 'SG', serverCountryCode: 'US' },
  },
  privacy: {
    /**
     * The company's own sites in the EU (establishments, not separate companies): they make the GDPR
     * apply under its Art. 3(1), so no EU representative is needed (Art. 27(1) asks one only of controllers
     * under Art. 3(2); docs/adr/0037, 0060).
     */
    euEstablishments: ['FR', 'DE'],
    /** How long the web host keeps its access logs (IP address, time, page), in days. */
    logRetentionDays: 14,
    /** How long Supabase keeps its request and sign-in logs, in days. */
    supabaseLogRetentionDays: 7,
    /** How long the video host keeps its access logs (IP address, time, video requested), in days. */
    videoHostLogRetentionDays: 14,
    /** How long EmailJS keeps its history of the notifications it sent, in days. */
    emailjsHistoryDays: 30,
    /**
     * How long an enquiry is kept after receipt, in months: then `public.purge_enquiries()` deletes it
     * (AGREEMENTS: 12 months, a decision of the project, not a placeholder).
     */
    enquiryRetentionMonths: 12,
    /** The date of the privacy notice's current version (ISO). */
    updated: '2026-11-26',
  },
  /**
   * Per product family, the minimum order quantity (units) and the lead time of a first order (weeks,
   * from the approved sample): the figures the FAQ points to and each family's card shows. Samples until
   * the company supplies them (`orderTerms` in `unconfirmedFacts`, facts.ts): a public build refuses them.
   */
  orderTerms: {
    recycledBrushes: { minimumOrder: 1000, leadTimeWeeks: [6, 8] },
    naturalBrushes: { minimumOrder: 1000, leadTimeWeeks: [8, 10] },
    dustpans: { minimumOrder: 2000, leadTimeWeeks: [6, 8] },
    woodenHandles: { minimumOrder: 5000, leadTimeWeeks: [4, 6] },
    woodComponents: { minimumOrder: 5000, leadTimeWeeks: [6, 10] },
  },
} as const;

/** A representative's function in the company. */
export type RepresentativeRole = (typeof company.legal.representatives)[number]['role'];

/** A site's part in the company's work. */
export type SiteRole = (typeof company.sites)[number]['roles'][number];

/** How many sites have a role. */
const sitesWith = (role: SiteRole) =>
  company.sites.filter((site) => (site.roles as readonly SiteRole[]).includes(role)).length;

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

/** Figures claimed in the copy (SPEC §1 and §9); each claim's scope is in the messages that use it. */
export const figures = {
  yearsOfExperience: { value: 30, atLeast: true },
  productsPerMonth: { value: 2_300_000, atLeast: true },
  unitsPerYear: { value: 27_000_000, atLeast: true },
  /** The four sites (SPEC §1's "4 production locations"): three make, one distributes. */
  sites: { value: company.sites.length },
  productionSites: { value: sitesWith('production') },
  privateLabelPartners: { value: 60, atLeast: true },
  products: { value: 300, atLeast: true },
  countriesServed: { value: 12, atLeast: true },
  certifiedWood: { value: 100, unit: 'percent' },
  /** Less energy per unit produced, `claims.energy.year` against `claims.energy.baselineYear`. */
  energyReduction: { value: 65, unit: 'percent' },
  /** Of the plastic in the bodies of recycled-plastic brushes and dustpans, the recycled share (a sample). */
  recycledPlasticShare: { value: 80, unit: 'percent' },
  /** Tonnes of CO₂e of our shipping offset in the last report (`claims.offsetShipping`, a sample). */
  offsetTonnes: { value: 1200 },
  /** Production waste of our own plants sent to landfill. */
  wasteToLandfill: { value: 0 },
  /** Of that production waste, the share recycled and the share burned for energy (`claims.zeroLandfill`, samples). */
  wasteRecycledShare: { value: 72, unit: 'percent' },
  wasteEnergyShare: { value: 28, unit: 'percent' },
  handleLength: { value: [60, 180], unit: 'centimeter' },
  handleDiameter: { value: [23.5, 28], unit: 'millimeter' },
  woodMoisture: { value: [8, 12], unit: 'percent' },
  /** Each product family's minimum order (pieces) and lead time (weeks): `company.orderTerms`, a sample. */
  minimumOrderRecycledBrushes: { value: company.orderTerms.recycledBrushes.minimumOrder },
  minimumOrderNaturalBrushes: { value: company.orderTerms.naturalBrushes.minimumOrder },
  minimumOrderDustpans: { value: company.orderTerms.dustpans.minimumOrder },
  minimumOrderWoodenHandles: { value: company.orderTerms.woodenHandles.minimumOrder },
  minimumOrderWoodComponents: { value: company.orderTerms.woodComponents.minimumOrder },
  leadTimeRecycledBrushes: { value: company.orderTerms.recycledBrushes.leadTimeWeeks },
  leadTimeNaturalBrushes: { value: company.orderTerms.naturalBrushes.leadTimeWeeks },
  leadTimeDustpans: { value: company.orderTerms.dustpans.leadTimeWeeks },
  leadTimeWoodenHandles: { value: company.orderTerms.woodenHandles.leadTimeWeeks },
  leadTimeWoodComponents: { value: company.orderTerms.woodComponents.leadTimeWeeks },
  /** The smallest minimum order of the range, and the shortest and longest lead time (the FAQ's answers). */
  minimumOrderFrom: {
    value: Math.min(...Object.values(company.orderTerms).map((terms) => terms.minimumOrder)),
  },
  leadTimeWeeks: {
    value: [
      Math.min(...Object.values(company.orderTerms).map((terms) => terms.leadTimeWeeks[0])),
      Math.max(...Object.values(company.orderTerms).map((terms) => terms.leadTimeWeeks[1])),
    ],
  },
  /** Automated lines for wooden handles (commissioned 2021) and brush-filling machines added in Sri Lanka (2025). */
  handleLines: { value: 3 },
  fillingMachines: { value: 5 },
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
    locations: text.sites,
    productionSites: text.productionSites,
    units: text.unitsPerYear,
    years: text.yearsOfExperience,
    partners: text.privateLabelPartners,
  }) as const;
