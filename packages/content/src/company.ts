/**
 * The company's facts: the same in every language, so they are data, not messages. Texts place them
 * through placeholders (`{units}`), which keeps every translation's figures identical to the source.
 * Legal identifiers are placeholders until the company supplies the registered values.
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
    commercialRegister: 'CHE-000.000.000',
    vatNumber: 'CHE-000.000.000 MWST',
  },
} as const;

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
