import type { PolicySectionContent } from '@brand/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { company } from '../company';
import { headerPicture } from '../media/headerPicture';
import shieldUrl from '../media/privacy-shield.svg';

const m = {
  title: msg({ id: 'privacy.title', message: 'Privacy notice' }),
  lead: msg({
    id: 'privacy.lead',
    message:
      'How {company} handles personal data on this website: what we collect and why, who helps us, how long we keep it, and your rights.',
  }),
  updated: msg({ id: 'privacy.updated', message: 'Last updated: {date}' }),
  contents: msg({ id: 'privacy.contents', message: 'Contents' }),

  controllerTitle: msg({ id: 'privacy.controller.title', message: 'Who is responsible' }),
  controller: msg({
    id: 'privacy.controller.text',
    message:
      '{companyName}, {address}, is responsible for the processing of personal data described here, under the Swiss Federal Act on Data Protection (FADP) and, where it applies, the EU General Data Protection Regulation (GDPR).',
  }),
  controllerContact: msg({
    id: 'privacy.controller.contact',
    message:
      'For any question about your data, write to {email}, or by post to the address above, marked “Data protection”.',
  }),

  visitTitle: msg({ id: 'privacy.visit.title', message: 'When you visit the website' }),
  visitLogs: msg({
    id: 'privacy.visit.logs',
    message:
      'Like every web server, the one that delivers our pages records technical access data — IP address, date and time, the page requested and the browser — to deliver the site and keep it secure. These logs are deleted after {days, plural, one {# day} other {# days}}.',
  }),
  visitNoTracking: msg({
    id: 'privacy.visit.noTracking',
    message:
      'We use no analytics, no advertising and no social-media plug-ins, and no cookies to follow you. Fonts and pictures come from our own server.',
  }),
  visitSettings: msg({
    id: 'privacy.visit.settings',
    message:
      'On the home page, your browser asks our content service, Supabase, for the address of the background video (see “Staff sign-in and site settings”); the video itself is loaded from that address.',
  }),

  enquiryTitle: msg({ id: 'privacy.enquiry.title', message: 'When you send an enquiry' }),
  enquiryData: msg({
    id: 'privacy.enquiry.data',
    message:
      'The contact form asks for your name, email address, company and message. We use them only to answer your enquiry and, if it leads to business, to prepare and carry out the contract (Article 6(1)(b) GDPR); answering other questions is our legitimate interest (Article 6(1)(f) GDPR).',
  }),
  enquiryEmailJs: msg({
    id: 'privacy.enquiry.emailjs',
    message:
      'Your browser sends the form to EmailJS (EmailJS Pte. Ltd., Singapore), which forwards it as an email to our mailbox. EmailJS processes the data on our behalf under a data processing agreement, on servers outside Switzerland and the EU/EEA; the transfer is safeguarded by the European Commission’s standard contractual clauses, which the Swiss Federal Data Protection and Information Commissioner recognises.',
  }),
  enquiryEmail: msg({
    id: 'privacy.enquiry.email',
    message:
      'If you write to us by email instead, we receive what your email contains, and handle it the same way.',
  }),

  staffTitle: msg({ id: 'privacy.staff.title', message: 'Staff sign-in and site settings' }),
  staff: msg({
    id: 'privacy.staff.text',
    message:
      'The sign-in page is for our staff only. It sends the email address and password to Supabase (Supabase Inc., USA), which checks them and keeps the signed-in session. Supabase also holds the site’s settings, such as the address of the home page’s video. It processes this data on our behalf; the project’s data is stored in {region}, and any access from outside Switzerland and the EU/EEA is safeguarded by standard contractual clauses.',
  }),

  storageTitle: msg({ id: 'privacy.storage.title', message: 'What your browser stores' }),
  storageIntro: msg({
    id: 'privacy.storage.intro',
    message:
      'We set no cookies of our own. The site keeps only what it needs to work, in your browser’s storage, where you can delete it at any time:',
  }),
  storageLanguage: msg({
    id: 'privacy.storage.language',
    message:
      'Your choice of language (“i18nextLng”, local storage), so your next visit opens in it; kept until you delete it. If an earlier version of this site left an “i18next” cookie, it is updated with your choice and expires after one year.',
  }),
  storageDraft: msg({
    id: 'privacy.storage.draft',
    message:
      'Your unsent enquiry (“contact-draft”, session storage), so that a reload loses nothing; deleted once the message is sent or the tab is closed.',
  }),
  storageSent: msg({
    id: 'privacy.storage.sent',
    message:
      'The times of your recent sends (“enquiries-sent”, local storage), no content: the form accepts at most three enquiries in ten minutes, and older times no longer count.',
  }),
  storageFonts: msg({
    id: 'privacy.storage.fonts',
    message:
      'A note that our fonts are in your browser’s cache (“brand-fonts”, local storage); no personal data.',
  }),
  storageRedirect: msg({
    id: 'privacy.storage.redirect',
    message:
      'The address you asked for, when a page has to be reloaded (“redirect”, session storage); deleted as soon as the page has opened.',
  }),
  storageSession: msg({
    id: 'privacy.storage.session',
    message: 'For staff only: the signed-in session (Supabase, local storage), until signing out.',
  }),
  storageNoBanner: msg({
    id: 'privacy.storage.noBanner',
    message:
      'None of this follows you across websites or is passed to third parties, which is why this site asks for no cookie consent.',
  }),

  retentionTitle: msg({ id: 'privacy.retention.title', message: 'How long we keep data' }),
  retention: msg({
    id: 'privacy.retention.text',
    message:
      'We keep an enquiry as long as we need it to answer and follow it up. Correspondence that becomes part of our business records is kept for ten years, as Swiss law requires (Article 958f of the Code of Obligations); other enquiries are deleted after {years, plural, one {# year} other {# years}} at the latest.',
  }),

  recipientsTitle: msg({ id: 'privacy.recipients.title', message: 'Who receives your data' }),
  recipients: msg({
    id: 'privacy.recipients.text',
    message:
      'We do not sell your data or pass it on for advertising. Apart from the service providers named here, which process it only on our instructions, we disclose it only where the law obliges us to.',
  }),

  rightsTitle: msg({ id: 'privacy.rights.title', message: 'Your rights' }),
  rights: msg({
    id: 'privacy.rights.text',
    message:
      'Under the FADP and, where it applies, the GDPR, you may ask us which of your data we hold (access), have it corrected or deleted, restrict or object to its processing, receive the data you gave us in a common format (portability), and withdraw a consent at any time with effect for the future.',
  }),
  rightsHow: msg({
    id: 'privacy.rights.how',
    message: 'Write to {email}. We answer within 30 days and may ask you to confirm your identity.',
  }),
  rightsComplaint: msg({
    id: 'privacy.rights.complaint',
    message:
      'You may also complain to the Federal Data Protection and Information Commissioner (FDPIC, www.edoeb.admin.ch) or, in the EU, to the data protection authority of your country.',
  }),

  securityTitle: msg({ id: 'privacy.security.title', message: 'Security' }),
  security: msg({
    id: 'privacy.security.text',
    message:
      'The site is served over HTTPS only, so the form and the sign-in travel encrypted. Only the staff who answer enquiries can read them.',
  }),

  changesTitle: msg({ id: 'privacy.changes.title', message: 'Changes to this notice' }),
  changes: msg({
    id: 'privacy.changes.text',
    message:
      'We update this notice when the website or the law changes; the date at the top shows the version in force.',
  }),
};

/** The browser-storage keys the notice describes, as the site's code names them (checked by a test). */
export const privacyStorageKeys = [
  'i18nextLng',
  'i18next',
  'contact-draft',
  'enquiries-sent',
  'brand-fonts',
  'redirect',
] as const;

/**
 * The privacy notice (nFADP and GDPR): the controller, what a visit, an enquiry and the staff sign-in
 * process and with whom, what the browser stores and for how long, retention, recipients, rights,
 * security and changes. Facts (address, e-mail, log and retention periods, Supabase region, date of
 * the version) come from `company`; dates, numbers and the region's country are formatted for the locale.
 */
export const privacyContent = (i18n: I18n): PolicySectionContent => {
  const t = i18n._.bind(i18n);
  const { address, email, name, privacy } = company;
  const cities: Record<string, string> = privacy.supabaseRegion.city;
  const region = `${cities[i18n.locale] ?? cities.en} (${
    new Intl.DisplayNames([i18n.locale], { type: 'region' }).of(privacy.supabaseRegion.countryCode) ??
    privacy.supabaseRegion.countryCode
  })`;
  const date = i18n.date(new Date(`${privacy.updated}T12:00:00Z`), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Zurich',
  });
  const postal = `${address.street}, ${address.postalCode} ${address.city}`;
  return {
    title: t(m.title),
    lead: t({ ...m.lead, values: { company: company.shortName } }),
    updated: t({ ...m.updated, values: { date } }),
    contentsLabel: t(m.contents),
    picture: headerPicture(shieldUrl),
    parts: [
      {
        id: 'controller',
        heading: t(m.controllerTitle),
        paragraphs: [
          t({ ...m.controller, values: { companyName: name, address: postal } }),
          t({ ...m.controllerContact, values: { email } }),
        ],
      },
      {
        id: 'visit',
        heading: t(m.visitTitle),
        paragraphs: [
          t({ ...m.visitLogs, values: { days: privacy.logRetentionDays } }),
          t(m.visitNoTracking),
          t(m.visitSettings),
        ],
      },
      {
        id: 'enquiries',
        heading: t(m.enquiryTitle),
        paragraphs: [t(m.enquiryData), t(m.enquiryEmailJs), t(m.enquiryEmail)],
      },
      { id: 'staff', heading: t(m.staffTitle), paragraphs: [t({ ...m.staff, values: { region } })] },
      {
        id: 'browser-storage',
        heading: t(m.storageTitle),
        paragraphs: [t(m.storageIntro)],
        items: [
          t(m.storageLanguage),
          t(m.storageDraft),
          t(m.storageSent),
          t(m.storageFonts),
          t(m.storageRedirect),
          t(m.storageSession),
        ],
        after: t(m.storageNoBanner),
      },
      {
        id: 'retention',
        heading: t(m.retentionTitle),
        paragraphs: [t({ ...m.retention, values: { years: privacy.enquiryRetentionYears } })],
      },
      { id: 'recipients', heading: t(m.recipientsTitle), paragraphs: [t(m.recipients)] },
      {
        id: 'rights',
        heading: t(m.rightsTitle),
        paragraphs: [t(m.rights), t({ ...m.rightsHow, values: { email } }), t(m.rightsComplaint)],
      },
      { id: 'security', heading: t(m.securityTitle), paragraphs: [t(m.security)] },
      { id: 'changes', heading: t(m.changesTitle), paragraphs: [t(m.changes)] },
    ],
  };
};
