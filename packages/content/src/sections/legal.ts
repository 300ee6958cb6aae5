import type { LegalNoticeSectionContent } from '@brand/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { company } from '../company';
import { addressLines } from './navigation';

const messages = {
  title: msg({ id: 'legal.title', message: 'Legal notice' }),
  lead: msg({ id: 'legal.lead', message: 'The company responsible for this website and how to reach it.' }),
  companyName: msg({ id: 'legal.fields.companyName', message: 'Company name' }),
  address: msg({ id: 'legal.fields.address', message: 'Registered address' }),
  email: msg({ id: 'legal.fields.email', message: 'Email' }),
  commercialRegister: msg({ id: 'legal.fields.commercialRegister', message: 'Commercial register' }),
  vatNumber: msg({ id: 'legal.fields.vatNumber', message: 'VAT number' }),
};

/** The legal notice: translated labels, values from the company's facts. */
export const legalContent = (i18n: I18n): LegalNoticeSectionContent => ({
  title: i18n._(messages.title),
  lead: i18n._(messages.lead),
  fields: [
    { id: 'companyName', label: i18n._(messages.companyName), value: company.name },
    { id: 'address', label: i18n._(messages.address), value: addressLines(i18n).slice(1) },
    {
      id: 'email',
      label: i18n._(messages.email),
      value: company.email,
      href: `mailto:${company.email}`,
    },
    {
      id: 'commercialRegister',
      label: i18n._(messages.commercialRegister),
      value: company.legal.commercialRegister,
    },
    { id: 'vatNumber', label: i18n._(messages.vatNumber), value: company.legal.vatNumber },
  ],
});
