import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProofSectionContent } from '../../sections/Proof/types';
import { company, telHref } from './company';

/** The proof page's sample copy (Lindenmatt AG, the stories' fictional company). */
export const proofMessages = {
  title: msg({ id: 'stories.proof.title', message: 'Certificates, audits and references' }),
  lead: msg({
    id: 'stories.proof.lead',
    message: 'What you can check before a first call: our certificates, our audits and the people to call.',
  }),
  certificates: msg({ id: 'stories.proof.certificates', message: 'Certificates' }),
  certificatesIntro: msg({
    id: 'stories.proof.certificatesIntro',
    message: 'Each certificate with its code, the body that issued it and its validity.',
  }),
  fsc: msg({ id: 'stories.proof.fsc', message: 'FSC chain of custody' }),
  iso: msg({ id: 'stories.proof.iso', message: 'ISO 9001 quality management' }),
  standard: msg({ id: 'stories.proof.standard', message: 'Standard' }),
  code: msg({ id: 'stories.proof.code', message: 'Licence code' }),
  certifier: msg({ id: 'stories.proof.certifier', message: 'Certified by' }),
  validUntil: msg({ id: 'stories.proof.validUntil', message: 'Valid until' }),
  document: msg({ id: 'stories.proof.document', message: 'Open the certificate (PDF)' }),
  claim: msg({ id: 'stories.proof.claim', message: 'Our claim on certified wood' }),
  sample: msg({ id: 'stories.proof.sample', message: 'Sample: not yet confirmed by the company' }),
  contacts: msg({ id: 'stories.proof.contacts', message: 'Sales contacts' }),
  contactsIntro: msg({
    id: 'stories.proof.contactsIntro',
    message: 'The people who answer your enquiry, with their direct lines.',
  }),
  markets: msg({ id: 'stories.proof.markets', message: 'Looks after' }),
  marketsValue: msg({ id: 'stories.proof.marketsValue', message: 'Switzerland, Germany and Austria' }),
  phone: msg({ id: 'stories.proof.phone', message: 'Direct line' }),
  email: msg({ id: 'stories.proof.email', message: 'Email' }),
  fairs: msg({ id: 'stories.proof.fairs', message: 'Trade fairs' }),
  city: msg({ id: 'stories.proof.city', message: 'City' }),
  cityValue: msg({ id: 'stories.proof.cityValue', message: 'Cologne' }),
  stand: msg({ id: 'stories.proof.stand', message: 'Hall and stand' }),
  standValue: msg({ id: 'stories.proof.standValue', message: 'Hall 4, stand B12' }),
};

/** Two certificates (one a sample), a sales contact and a trade fair. */
export const proofSample = (i18n: I18n): ProofSectionContent => {
  const m = proofMessages;
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor);
  // Dates as the reader's language writes them (English as British English does).
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-GB' : i18n.locale, { dateStyle: 'long' }).format(
      new Date(`${iso}T12:00:00Z`),
    );
  // What each certificate states, in the page's order; both of the sample's come from the same body.
  const certificateFacts = (standard: string, code: string, validUntil: string) => [
    { label: t(m.standard), value: standard },
    { label: t(m.code), value: code },
    { label: t(m.certifier), value: 'Example Certification Ltd' },
    { label: t(m.validUntil), value: date(validUntil) },
  ];
  return {
    title: t(m.title),
    lead: t(m.lead),
    groups: [
      {
        id: 'certificates',
        title: t(m.certificates),
        intro: t(m.certificatesIntro),
        entries: [
          {
            id: 'fsc',
            title: t(m.fsc),
            facts: certificateFacts('FSC-STD-40-004', 'FSC-C000000', '2030-12-31'),
            links: [
              { label: t(m.document), href: '#fsc-certificate' },
              { label: t(m.claim), href: '#claim-wood' },
            ],
          },
          {
            id: 'iso-9001',
            title: t(m.iso),
            note: t(m.sample),
            facts: certificateFacts('ISO 9001:2015', '00000-QM', '2029-06-30'),
          },
        ],
      },
      {
        id: 'sales-contacts',
        title: t(m.contacts),
        intro: t(m.contactsIntro),
        entries: [
          {
            id: 'sales-dach',
            title: 'Lea Lindenmatt',
            facts: [
              { label: t(m.markets), value: t(m.marketsValue) },
              { label: t(m.phone), value: company.phone, href: telHref },
              { label: t(m.email), value: company.email, href: `mailto:${company.email}` },
            ],
          },
        ],
      },
      {
        id: 'trade-fairs',
        title: t(m.fairs),
        entries: [
          {
            id: 'fair',
            title: 'Internationale Eisenwarenmesse',
            facts: [
              { label: t(m.city), value: t(m.cityValue) },
              { label: t(m.stand), value: t(m.standValue) },
            ],
          },
        ],
      },
    ],
  };
};
