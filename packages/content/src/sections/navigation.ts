import type { FooterSectionContent, HeaderSectionContent, LinkContent, PrivacyNoteContent } from '@brand/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { company } from '../company';
import { factMarker } from '../factCopy';
import logoUrl from '../media/logo.svg';

const messages = {
  about: msg({ id: 'nav.about', message: 'About' }),
  products: msg({ id: 'nav.products', message: 'Products' }),
  manufacturing: msg({ id: 'nav.manufacturing', message: 'Manufacturing' }),
  sustainability: msg({ id: 'nav.sustainability', message: 'Sustainability' }),
  privateLabel: msg({ id: 'nav.privateLabel', message: 'Private label' }),
  contact: msg({ id: 'header.contact.label', message: 'Contact us' }),
  contactAria: msg({ id: 'header.contact.ariaLabel', message: 'Contact us about your project' }),
  tagline: msg({
    id: 'footer.tagline',
    message:
      'Brushes, brooms, dustpans, wooden handles and wood components since {founded}, for your brand or ours.',
  }),
  companyTitle: msg({ id: 'footer.company.title', message: 'Company' }),
  productsTitle: msg({ id: 'footer.products.title', message: 'Our products' }),
  recycledBrushes: msg({ id: 'footer.products.recycledBrushes', message: 'Recycled-plastic brushes' }),
  naturalBrushes: msg({ id: 'footer.products.naturalBrushes', message: 'Natural-fibre brushes' }),
  dustpans: msg({ id: 'footer.products.dustpans', message: 'Dustpans' }),
  woodenHandles: msg({ id: 'footer.products.woodenHandles', message: 'Wooden handles' }),
  woodComponents: msg({ id: 'footer.products.woodComponents', message: 'Wood components' }),
  contactTitle: msg({ id: 'footer.contact.title', message: 'Get in touch' }),
  country: msg({ id: 'footer.contact.country', message: 'Switzerland' }),
  copyright: msg({ id: 'footer.copyright', message: '© {year} {company}. All rights reserved.' }),
  legalNotice: msg({ id: 'footer.legalNotice', message: 'Legal notice' }),
  faq: msg({ id: 'footer.faq', message: 'Frequently asked questions' }),
  proof: msg({ id: 'footer.proof', message: 'Certificates and references' }),
  privacyNotice: msg({ id: 'footer.privacyNotice', message: 'Privacy notice' }),
  privacyNoteText: msg({ id: 'forms.privacyNote.text', message: 'Read how we handle your data in our' }),
  privacyNoteLink: msg({ id: 'forms.privacyNote.link', message: 'privacy notice' }),
};

/** The note beside the contact and sign-in forms' buttons that leads to the privacy notice. */
export const privacyNote = (i18n: I18n): PrivacyNoteContent => ({
  text: i18n._(messages.privacyNoteText),
  link: { label: i18n._(messages.privacyNoteLink), href: '/privacy' },
});

/** The site's languages, each named in its own language (names are never translated). */
export const languages = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'it', name: 'Italiano' },
  { code: 'es', name: 'Español' },
] as const;

const logo = { label: company.shortName, href: '/', src: logoUrl };

/** The postal address as `addressLines`, the name and the street marked while they are samples. */
export const markedAddressLines = (i18n: I18n): string[] => {
  const fact = factMarker(i18n);
  const [name = '', street = '', ...rest] = addressLines(i18n);
  return [fact('name', name), fact('address', street), ...rest];
};

/** The company pages in navigation order (header, drawer and footer). */
const pageLinks = (i18n: I18n): LinkContent[] => [
  { label: i18n._(messages.about), href: '/about' },
  { label: i18n._(messages.products), href: '/products' },
  { label: i18n._(messages.manufacturing), href: '/manufacturing' },
  { label: i18n._(messages.sustainability), href: '/sustainability' },
  { label: i18n._(messages.privateLabel), href: '/private-label' },
];

/** The postal address as lines: company, street, postcode and city, country (translated). */
export const addressLines = (i18n: I18n): string[] => [
  company.name,
  company.address.street,
  `${company.address.postalCode} ${company.address.city}`,
  i18n._(messages.country),
];

/** The header's copy: logo, main navigation, contact call to action and languages. */
export const headerContent = (i18n: I18n): HeaderSectionContent => ({
  logo,
  navItems: pageLinks(i18n),
  contact: { label: i18n._(messages.contact), href: '/contact', ariaLabel: i18n._(messages.contactAria) },
  languages,
});

/** The footer's copy: tagline, company links (with the FAQ) and product links, contact block, copyright, legal and privacy notices. */
export const footerContent = (i18n: I18n): FooterSectionContent => ({
  logo,
  tagline: i18n._({ ...messages.tagline, values: { founded: company.founded } }),
  // The FAQ and the proof page have no place in the header: buyers find them here (the FAQ also under the
  // contact page and on the home page, the proof items where the claims link to their evidence).
  companyLinks: {
    title: i18n._(messages.companyTitle),
    links: [
      ...pageLinks(i18n),
      { label: i18n._(messages.proof), href: '/proof' },
      { label: i18n._(messages.faq), href: '/faq' },
    ],
  },
  productLinks: {
    title: i18n._(messages.productsTitle),
    links: [
      { label: i18n._(messages.recycledBrushes), href: '/products#recycled-brushes' },
      { label: i18n._(messages.naturalBrushes), href: '/products#natural-brushes' },
      { label: i18n._(messages.dustpans), href: '/products#dustpans' },
      { label: i18n._(messages.woodenHandles), href: '/products#wooden-handles' },
      { label: i18n._(messages.woodComponents), href: '/products#wood-components' },
    ],
  },
  contact: {
    title: i18n._(messages.contactTitle),
    addressLines: markedAddressLines(i18n),
    email: { label: factMarker(i18n)('email', company.email), href: `mailto:${company.email}` },
    phone: {
      label: factMarker(i18n)('phone', company.phone),
      href: `tel:${company.phone.replace(/\s+/g, '')}`,
    },
  },
  // `{year}` stays in the text: the footer puts in the `year` it is given (the site passes the current one).
  copyright: i18n._({ ...messages.copyright, values: { year: '{year}', company: company.name } }),
  legalNotice: { label: i18n._(messages.legalNotice), href: '/legal-notice' },
  privacyNotice: { label: i18n._(messages.privacyNotice), href: '/privacy' },
});
