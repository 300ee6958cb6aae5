import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { seoPlaceholders } from '../company';
import { textFigures } from '../figureCopy';

/** The site's pages that set their own head (meta title, description and keywords). */
export const pageKeys = [
  'home',
  'about',
  'products',
  'manufacturing',
  'sustainability',
  'private-label',
  'proof',
  'contact',
  'faq',
  'legal-notice',
  'privacy',
  'login',
  'admin',
  'not-found',
] as const;

/** A page that sets its own head. */
export type PageKey = (typeof pageKeys)[number];

/** What a page puts in its head: title, description (at most 160 characters) and keywords (comma-separated). */
export type PageSeo = { title: string; description: string; keywords: string };

type PageMessages = { title: MessageDescriptor; description: MessageDescriptor; keywords: MessageDescriptor };

const messages: Record<PageKey, PageMessages> = {
  home: {
    title: msg({ id: 'seo.home.title', message: '{company} | Brushes, brooms and wood components' }),
    description: msg({
      id: 'seo.home.description',
      message:
        'Brushes, dustpans, wooden handles and wood components from our production sites in Basel, France and Sri Lanka: a Basel company founded in {founded} that also makes private-label products.',
    }),
    keywords: msg({
      id: 'seo.home.keywords',
      message:
        'brush manufacturer, brooms, dustpans, wooden handles, wood components, private label, Basel, France, Sri Lanka',
    }),
  },
  about: {
    title: msg({ id: 'seo.about.title', message: 'About us | {company}' }),
    description: msg({
      id: 'seo.about.description',
      message:
        'Brushes and wood products since {founded}: {productionSites} production sites and a distribution centre, {units} units a year, {years} years of experience.',
    }),
    keywords: msg({
      id: 'seo.about.keywords',
      message: 'about us, company history, brush manufacturer, production sites, Basel',
    }),
  },
  products: {
    title: msg({ id: 'seo.products.title', message: 'Products | {company}' }),
    description: msg({
      id: 'seo.products.description',
      message:
        'Brushes, brooms, dustpans, wooden handles and wood components for retail and industry, with each product’s materials and the evidence behind our claims.',
    }),
    keywords: msg({
      id: 'seo.products.keywords',
      message:
        'recycled-plastic brushes, natural-fibre brushes, dustpans, wooden handles, wood components, FSC, PEFC',
    }),
  },
  manufacturing: {
    title: msg({ id: 'seo.manufacturing.title', message: 'Manufacturing | {company}' }),
    description: msg({
      id: 'seo.manufacturing.description',
      message:
        'Modern machinery, quality control and certified wood: how we make {units} units a year at {productionSites} production sites.',
    }),
    keywords: msg({
      id: 'seo.manufacturing.keywords',
      message: 'brush manufacturing, wood processing, handle production, quality control, factory',
    }),
  },
  sustainability: {
    title: msg({ id: 'seo.sustainability.title', message: 'Sustainability | {company}' }),
    description: msg({
      id: 'seo.sustainability.description',
      message:
        'Where our certified wood comes from, our production sites’ energy and waste figures with their scope, and transport by barge on the Rhine.',
    }),
    keywords: msg({
      id: 'seo.sustainability.keywords',
      message: 'sustainability, certified wood, FSC, PEFC, EUDR due-diligence information, Rhine barge',
    }),
  },
  'private-label': {
    title: msg({ id: 'seo.privateLabel.title', message: 'Private label | {company}' }),
    description: msg({
      id: 'seo.privateLabel.description',
      message:
        'Your brand, our production: product development, flexible manufacturing, quality control and distribution, trusted by {partners} partners.',
    }),
    keywords: msg({
      id: 'seo.privateLabel.keywords',
      message: 'private label, OEM manufacturing, own brand, contract manufacturing, brushes',
    }),
  },
  contact: {
    title: msg({ id: 'seo.contact.title', message: 'Contact | {company}' }),
    description: msg({
      id: 'seo.contact.description',
      message:
        'Ask for a quote or start a private-label project: write to our team in Basel, Switzerland, and we will get back to you.',
    }),
    keywords: msg({
      id: 'seo.contact.keywords',
      message: 'contact, request a quote, enquiry, Basel, brush manufacturer',
    }),
  },
  faq: {
    title: msg({ id: 'seo.faq.title', message: 'Frequently asked questions | {company}' }),
    description: msg({
      id: 'seo.faq.description',
      message:
        'Answers for buyers: minimum order quantities, certified wood and the EUDR, lead times, handles made to measure and shipping.',
    }),
    keywords: msg({
      id: 'seo.faq.keywords',
      message: 'FAQ, minimum order quantity, lead time, FSC, PEFC, EUDR, wooden handles, shipping',
    }),
  },
  proof: {
    title: msg({ id: 'seo.proof.title', message: 'Certificates, audits and references | {company}' }),
    description: msg({
      id: 'seo.proof.description',
      message:
        '{companyName}: certificate codes, social audits, due diligence, sales contacts, references and the trade fairs where we exhibit.',
    }),
    keywords: msg({
      id: 'seo.proof.keywords',
      message:
        'FSC certificate, PEFC certificate, ISO 9001, amfori BSCI, SMETA, EUDR due diligence, references, trade fairs',
    }),
  },
  'legal-notice': {
    title: msg({ id: 'seo.legalNotice.title', message: 'Legal notice | {company}' }),
    description: msg({
      id: 'seo.legalNotice.description',
      message:
        'Legal notice of {companyName}: registered address, email, commercial register and VAT number.',
    }),
    keywords: msg({
      id: 'seo.legalNotice.keywords',
      message: 'legal notice, company details, commercial register, VAT number',
    }),
  },
  privacy: {
    title: msg({ id: 'seo.privacy.title', message: 'Privacy notice | {company}' }),
    description: msg({
      id: 'seo.privacy.description',
      message:
        'How {companyName} handles personal data: the contact form and EmailJS, staff sign-in, browser storage, retention and your rights under the FADP and GDPR.',
    }),
    keywords: msg({
      id: 'seo.privacy.keywords',
      message: 'privacy notice, data protection, FADP, GDPR, personal data',
    }),
  },
  login: {
    title: msg({ id: 'seo.login.title', message: 'Staff sign-in | {company}' }),
    description: msg({ id: 'seo.login.description', message: 'Sign-in for the staff of {company}.' }),
    keywords: msg({ id: 'seo.login.keywords', message: 'sign-in, staff' }),
  },
  admin: {
    title: msg({ id: 'seo.admin.title', message: 'Administration | {company}' }),
    description: msg({
      id: 'seo.admin.description',
      message: 'Website administration for the staff of {company}.',
    }),
    keywords: msg({ id: 'seo.admin.keywords', message: 'administration, site settings' }),
  },
  'not-found': {
    title: msg({ id: 'seo.notFound.title', message: 'Page not found | {company}' }),
    description: msg({
      id: 'seo.notFound.description',
      message: 'This page does not exist or has moved. Return to the home page of {company}.',
    }),
    keywords: msg({ id: 'seo.notFound.keywords', message: 'page not found' }),
  },
};

/** Each page's meta title, description (at most 160 characters) and keywords, translated. */
export const seoContent = (i18n: I18n): Record<PageKey, PageSeo> => {
  const values = seoPlaceholders(textFigures(i18n));
  const entries = pageKeys.map((key): [PageKey, PageSeo] => {
    const page = messages[key];
    return [
      key,
      {
        title: i18n._({ ...page.title, values }),
        description: i18n._({ ...page.description, values }),
        keywords: i18n._(page.keywords),
      },
    ];
  });
  return Object.fromEntries(entries) as Record<PageKey, PageSeo>;
};
