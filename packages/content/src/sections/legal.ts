import type { LegalNoticeSectionContent } from '@brand/ui';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { company, type RepresentativeRole } from '../company';
import { factMarker } from '../factCopy';
import { headerPicture } from '../media/headerPicture';
import documentUrl from '../media/legal-document.svg';
import { addressLines } from './navigation';

const messages = {
  title: msg({ id: 'legal.title', message: 'Legal notice' }),
  lead: msg({ id: 'legal.lead', message: 'The company responsible for this website and how to reach it.' }),
  companyName: msg({ id: 'legal.fields.companyName', message: 'Company name' }),
  address: msg({ id: 'legal.fields.address', message: 'Registered address' }),
  email: msg({ id: 'legal.fields.email', message: 'Email' }),
  phone: msg({ id: 'legal.fields.phone', message: 'Phone' }),
  commercialRegister: msg({ id: 'legal.fields.commercialRegister', message: 'Commercial register' }),
  registerOffice: msg({
    id: 'legal.registerOffice',
    message: 'Commercial Register of the Canton of Basel-Stadt',
  }),
  uid: msg({ id: 'legal.uid', message: 'Business identification number (UID): {uid}' }),
  vatNumber: msg({ id: 'legal.fields.vatNumber', message: 'VAT number' }),
  representatives: msg({
    id: 'legal.fields.representatives',
    message: 'Authorised to represent the company',
  }),
  liabilityTitle: msg({ id: 'legal.liability.title', message: 'Liability' }),
  liabilityContent: msg({
    id: 'legal.liability.content',
    message:
      'We take great care over the content of this website, but cannot guarantee that it is accurate, complete or up to date. Product descriptions, figures and specifications are not binding offers: an order is governed by our written order confirmation.',
  }),
  liabilityUse: msg({
    id: 'legal.liability.use',
    message:
      'As far as the law allows, we accept no liability for loss or damage arising from the use of this website, or from its being temporarily unavailable.',
  }),
  linksTitle: msg({ id: 'legal.links.title', message: 'Links to other websites' }),
  links: msg({
    id: 'legal.links.content',
    message:
      'Websites of third parties that we link to are the responsibility of their operators. We checked them when we added the links; we have no control over what they publish later.',
  }),
  copyrightTitle: msg({ id: 'legal.copyright.title', message: 'Copyright' }),
  copyright: msg({
    id: 'legal.copyright.content',
    message:
      'The texts, pictures, graphics and logos on this website belong to {companyName} or to the rights holders named with them. Any copying, alteration or use beyond viewing for private purposes requires our prior written permission.',
  }),
};

/** What each representative does for the company, as the legal notice names it. */
const roles: Record<RepresentativeRole, MessageDescriptor> = {
  chair: msg({
    id: 'legal.role.chair',
    message: '{gender, select, other {Chair of the Board of Directors}}',
  }),
  ceo: msg({ id: 'legal.role.ceo', message: '{gender, select, other {Chief Executive Officer}}' }),
};

/**
 * The suffix that makes the UID the VAT number, as the Swiss register writes it in the page's language:
 * MWST, TVA or IVA (the Federal Tax Administration uses no other). English and Spanish are not languages
 * of the register, so they show the suffix of the entry itself, kept in German by the register of
 * Basel-Stadt: "CHE-… MWST" (docs/adr/0036).
 */
const vatSuffix: Record<string, string> = { de: 'MWST', fr: 'TVA', it: 'IVA', en: 'MWST', es: 'MWST' };

/**
 * The legal notice: the company's name, registered address, e-mail and phone, its entry in the commercial
 * register (office and UID), VAT number and the persons authorised to represent it with their function as
 * the register enters it, then the liability, links and copyright clauses. Labels and clauses are
 * translated; values come from the company's facts, each marked while it is a sample.
 */
export const legalContent = (i18n: I18n): LegalNoticeSectionContent => {
  const fact = factMarker(i18n);
  const { legal } = company;
  const [street, ...restOfAddress] = addressLines(i18n).slice(1);
  return {
    title: i18n._(messages.title),
    lead: i18n._(messages.lead),
    picture: headerPicture(documentUrl),
    fields: [
      { id: 'companyName', label: i18n._(messages.companyName), value: fact('name', company.name) },
      {
        id: 'address',
        label: i18n._(messages.address),
        value: [fact('address', street ?? ''), ...restOfAddress],
      },
      {
        id: 'email',
        label: i18n._(messages.email),
        value: fact('email', company.email),
        href: `mailto:${company.email}`,
      },
      {
        id: 'phone',
        label: i18n._(messages.phone),
        value: fact('phone', company.phone),
        href: `tel:${company.phone.replace(/\s+/g, '')}`,
      },
      {
        id: 'commercialRegister',
        label: i18n._(messages.commercialRegister),
        value: [
          fact('legal.registerOffice', i18n._(messages.registerOffice)),
          fact('legal.uid', i18n._({ ...messages.uid, values: { uid: legal.uid } })),
        ],
      },
      {
        id: 'vatNumber',
        label: i18n._(messages.vatNumber),
        value: fact('legal.uid', `${legal.uid} ${vatSuffix[i18n.locale] ?? vatSuffix.en}`),
      },
      {
        id: 'representatives',
        label: i18n._(messages.representatives),
        value: legal.representatives.map(({ name, role, gender }) =>
          fact('legal.representatives', `${name}, ${i18n._({ ...roles[role], values: { gender } })}`),
        ),
      },
    ],
    clauses: [
      {
        id: 'liability',
        heading: i18n._(messages.liabilityTitle),
        paragraphs: [i18n._(messages.liabilityContent), i18n._(messages.liabilityUse)],
      },
      { id: 'links', heading: i18n._(messages.linksTitle), paragraphs: [i18n._(messages.links)] },
      {
        id: 'copyright',
        heading: i18n._(messages.copyrightTitle),
        paragraphs: [i18n._({ ...messages.copyright, values: { companyName: company.name } })],
      },
    ],
  };
};
