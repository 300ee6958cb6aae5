import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { dateLocale } from '../../i18n/locales';
import type { LegalNoticeSectionContent } from '../../sections/LegalNotice/types';
import type { PolicySectionContent } from '../../sections/Policy/types';
import { addressLines, company, telHref } from './company';

/** The legal notice's sample copy. */
export const legalMessages = {
  title: msg({ id: 'stories.legal.title', message: 'Legal notice' }),
  lead: msg({
    id: 'stories.legal.lead',
    message: 'Who is responsible for this website, and how to reach us.',
  }),
  companyName: msg({ id: 'stories.legal.companyName', message: 'Company name' }),
  address: msg({ id: 'stories.legal.address', message: 'Registered office' }),
  email: msg({ id: 'stories.legal.email', message: 'Email' }),
  phone: msg({ id: 'stories.legal.phone', message: 'Phone' }),
  register: msg({ id: 'stories.legal.register', message: 'Commercial register' }),
  registerValue: msg({
    id: 'stories.legal.registerValue',
    message: 'Commercial Register of the Canton of Bern, {number}',
  }),
  vat: msg({ id: 'stories.legal.vat', message: 'VAT number' }),
  representatives: msg({
    id: 'stories.legal.representatives',
    message: 'Authorised to represent the company',
  }),
  chair: msg({ id: 'stories.legal.chair', message: 'Lea Lindenmatt, Chair of the Board of Directors' }),
  director: msg({ id: 'stories.legal.director', message: 'Marco Rossi, Chief Executive Officer' }),
  liability: msg({ id: 'stories.legal.liability.title', message: 'Liability' }),
  liabilityText: msg({
    id: 'stories.legal.liability.text',
    message:
      'We check the content of this website with care but cannot guarantee that it is complete, correct or up to date.',
  }),
  links: msg({ id: 'stories.legal.links.title', message: 'Links to other websites' }),
  linksText: msg({
    id: 'stories.legal.links.text',
    message: 'We are not responsible for the content of the websites we link to.',
  }),
  copyright: msg({ id: 'stories.legal.copyright.title', message: 'Copyright' }),
  copyrightText: msg({
    id: 'stories.legal.copyright.text',
    message:
      'Texts, pictures and illustrations on this website belong to Lindenmatt AG unless stated otherwise.',
  }),
};

/** The legal notice: seven fields and three clauses. */
export const legalSample = (i18n: I18n): LegalNoticeSectionContent => {
  const m = legalMessages;
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor);
  return {
    title: t(m.title),
    lead: t(m.lead),
    fields: [
      { id: 'companyName', label: t(m.companyName), value: company.name },
      { id: 'address', label: t(m.address), value: addressLines(i18n) },
      { id: 'email', label: t(m.email), value: company.email, href: `mailto:${company.email}` },
      { id: 'phone', label: t(m.phone), value: company.phone, href: telHref },
      {
        id: 'commercialRegister',
        label: t(m.register),
        value: i18n._({ ...m.registerValue, values: { number: company.register } }),
      },
      { id: 'vatNumber', label: t(m.vat), value: company.vat },
      { id: 'representatives', label: t(m.representatives), value: [t(m.chair), t(m.director)] },
    ],
    clauses: [
      { id: 'liability', heading: t(m.liability), paragraphs: [t(m.liabilityText)] },
      { id: 'links', heading: t(m.links), paragraphs: [t(m.linksText)] },
      { id: 'copyright', heading: t(m.copyright), paragraphs: [t(m.copyrightText)] },
    ],
  };
};

/** The privacy notice's sample copy. */
export const policyMessages = {
  title: msg({ id: 'stories.policy.title', message: 'Privacy notice' }),
  lead: msg({
    id: 'stories.policy.lead',
    message: 'How Lindenmatt handles personal data on this website, and what your rights are.',
  }),
  updated: msg({ id: 'stories.policy.updated', message: 'Last updated: {date}' }),
  contents: msg({ id: 'stories.policy.contents', message: 'Contents' }),
  responsible: msg({ id: 'stories.policy.responsible.title', message: 'Who is responsible' }),
  responsibleText: msg({
    id: 'stories.policy.responsible.text',
    message:
      'Lindenmatt AG, Mattenstrasse 12, 2503 Biel/Bienne, Switzerland, is responsible for the processing described here.',
  }),
  responsibleContact: msg({
    id: 'stories.policy.responsible.contact',
    message: 'For any question about your data, write to {email}.',
  }),
  storage: msg({ id: 'stories.policy.storage.title', message: 'What your browser stores' }),
  storageText: msg({
    id: 'stories.policy.storage.text',
    message: 'We set no cookies. The website keeps only what it needs to work:',
  }),
  storageLanguage: msg({
    id: 'stories.policy.storage.language',
    message: 'Your language, until you delete it.',
  }),
  storageDraft: msg({
    id: 'stories.policy.storage.draft',
    message: 'Your unsent message, while the tab is open.',
  }),
  storageAfter: msg({
    id: 'stories.policy.storage.after',
    message: 'Each of these is strictly necessary for the site to work, so no consent banner is needed.',
  }),
  rights: msg({ id: 'stories.policy.rights.title', message: 'Your rights' }),
  rightsText: msg({
    id: 'stories.policy.rights.text',
    message:
      'You may ask what data we hold about you, have it corrected or deleted, object to its processing and receive it in a common format.',
  }),
  rightsComplaint: msg({
    id: 'stories.policy.rights.complaint',
    message: 'You may also complain to the Federal Data Protection and Information Commissioner (FDPIC).',
  }),
};

/** The privacy notice: title, lead, version line, contents and three parts. */
export const policySample = (i18n: I18n): PolicySectionContent => {
  const m = policyMessages;
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor);
  return {
    title: t(m.title),
    lead: t(m.lead),
    updated: i18n._({
      ...m.updated,
      values: {
        date: new Intl.DateTimeFormat(dateLocale(i18n.locale), { dateStyle: 'long' }).format(
          new Date(2026, 10, 24),
        ),
      },
    }),
    contentsLabel: t(m.contents),
    parts: [
      {
        id: 'responsible',
        heading: t(m.responsible),
        paragraphs: [
          t(m.responsibleText),
          i18n._({ ...m.responsibleContact, values: { email: 'privacy@lindenmatt.example' } }),
        ],
      },
      {
        id: 'browser-storage',
        heading: t(m.storage),
        paragraphs: [t(m.storageText)],
        items: [t(m.storageLanguage), t(m.storageDraft)],
        after: t(m.storageAfter),
      },
      { id: 'your-rights', heading: t(m.rights), paragraphs: [t(m.rightsText), t(m.rightsComplaint)] },
    ],
  };
};
