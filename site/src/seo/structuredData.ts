import { company } from '@brand/content/company.ts';

/** A schema.org JSON-LD item. */
export type JsonLd = Record<string, unknown>;

/** The company as schema.org sees it (SPEC §2: founded 1993, country CH), with its Basel address and e-mail. */
export const organization = (siteUrl: string, logoUrl: string): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  '@id': `${siteUrl}/#organization`,
  name: company.shortName,
  legalName: company.name,
  url: `${siteUrl}/`,
  logo: logoUrl,
  foundingDate: String(company.founded),
  email: company.email,
  telephone: company.phone,
  address: {
    '@type': 'PostalAddress',
    streetAddress: company.address.street,
    postalCode: company.address.postalCode,
    addressLocality: company.address.city,
    addressCountry: company.address.countryCode,
  },
});

/** The trail from the home page to this one, each step with its translated name and absolute URL. */
export const breadcrumbs = (trail: readonly { name: string; url: string }[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((step, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: step.name,
    item: step.url,
  })),
});

/** Questions and answers, for the page that shows the FAQ. */
export const faqPage = (
  items: readonly { question: string; answer: string | readonly string[] }[],
  language: string,
): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  inLanguage: language,
  mainEntity: items.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: {
      '@type': 'Answer',
      text: typeof item.answer === 'string' ? item.answer : item.answer.join('\n\n'),
    },
  })),
});

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are escaped, so no text in the data can
 * close the script element or open markup; the soft hyphens the build puts into the copy (docs/adr/0047)
 * are for line breaks on a page, not for search engines, and are left out.
 */
export const serializeJsonLd = (data: JsonLd | readonly JsonLd[]): string =>
  JSON.stringify(data)
    .replaceAll('\u00AD', '')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
