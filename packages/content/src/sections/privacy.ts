import type { PolicySectionContent } from '@brand/ui';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { company } from '../company';
import { factMarker } from '../factCopy';
import { listLocale } from '../inSentence';
import { headerPicture } from '../media/headerPicture';
import shieldUrl from '../media/privacy-shield.svg';
import { privacyMessages as m } from './privacyMessages';

/** The browser-storage keys the notice describes, as the site's code names them (checked by a test). */
export const privacyStorageKeys = [
  'i18nextLng',
  'i18next',
  'contact-draft',
  'enquiries-sent',
  'redirect',
] as const;

/** What the notice needs from the site's build. */
export type PrivacyOptions = {
  /**
   * The https origins the hero video may come from besides the site's own (the build's
   * `VITE_VIDEO_HOSTS`): the notice names them, and the video host among the recipients only when there
   * are any (docs/adr/0060).
   */
  videoHosts: readonly string[];
};

/**
 * The locale a language's dates are written in: the site's English is British (glossary/en.json), so its
 * dates are too ("26 November 2026", not Intl's default American order).
 */
const dateLocales: Record<string, string> = { en: 'en-GB' };

/**
 * The privacy notice (nFADP Art. 19–21, GDPR Art. 13): the controller, the law that applies, what a visit,
 * an enquiry and the staff sign-in process and on which legal basis, what the browser stores and why no
 * banner is needed, every recipient, transfers abroad, retention, rights, the right to object on its own
 * (GDPR Art. 21(4)), security and changes. Facts (names, countries, periods, region, the version's date)
 * come from `company`, each marked while it is a sample; dates, numbers and country names are written for
 * the locale.
 */
export const privacyContent = (i18n: I18n, { videoHosts }: PrivacyOptions): PolicySectionContent => {
  const t = i18n._.bind(i18n);
  const fact = factMarker(i18n);
  const { address, email, name, privacy, processors } = company;
  const country = (code: string) =>
    new Intl.DisplayNames([listLocale(i18n.locale)], { type: 'region' }).of(code) ?? code;
  const cities: Record<string, string> = processors.supabase.region.city;
  const region = fact(
    'processors.supabase',
    `${cities[i18n.locale] ?? cities.en} (${country(processors.supabase.region.countryCode)})`,
  );
  const date = new Intl.DateTimeFormat(dateLocales[i18n.locale] ?? i18n.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Zurich',
  }).format(new Date(`${privacy.updated}T12:00:00Z`));
  const postal = fact('address', `${address.street}, ${address.postalCode} ${address.city}`);
  const mail = fact('email', email);
  /** A processor by its key in `company.processors`: its name (marked while a sample) and its country. */
  const processor = (key: keyof typeof processors) => ({
    name: fact(`processors.${key}`, processors[key].name),
    country: country(processors[key].countryCode),
  });
  const emailjsServers = fact('processors.emailjs', country(processors.emailjs.serverCountryCode));
  const euCountries = fact(
    'privacy.euEstablishments',
    new Intl.ListFormat(listLocale(i18n.locale), { type: 'conjunction' }).format(
      privacy.euEstablishments.map(country),
    ),
  );
  /** A period from `company.privacy` in a message's `{days}`: the whole text marked while it is a sample. */
  const period = (
    descriptor: MessageDescriptor,
    key: 'emailjsHistoryDays' | 'supabaseLogRetentionDays' | 'logRetentionDays' | 'videoHostLogRetentionDays',
    values: Record<string, string> = {},
  ) => fact(`privacy.${key}`, t({ ...descriptor, values: { ...values, days: privacy[key] } }));
  /** The video hosts as a list in running text ("https://a and https://b"); none: the site's own server. */
  const hosts = new Intl.ListFormat(listLocale(i18n.locale), { type: 'conjunction' }).format(videoHosts);
  const videoHost = videoHosts.length > 0;
  const emailjs = processor('emailjs');
  return {
    title: t(m.title),
    lead: t({ ...m.lead, values: { company: company.shortName } }),
    updated: t({ ...m.updated, values: { date } }),
    contentsLabel: t(m.contents),
    picture: headerPicture(shieldUrl),
    parts: [
      {
        id: 'controller',
        heading: t(m.controller.title),
        paragraphs: [
          t({ ...m.controller.text, values: { companyName: fact('name', name), address: postal } }),
          t({ ...m.controller.contact, values: { email: mail } }),
        ],
      },
      { id: 'law', heading: t(m.law.title), paragraphs: [t({ ...m.law.text, values: { euCountries } })] },
      {
        id: 'visit',
        heading: t(m.visit.title),
        paragraphs: [
          period(m.visit.logs, 'logRetentionDays', { webHost: processor('webHost').name }),
          t(m.visit.noTracking),
          videoHost
            ? t({ ...m.visit.video, values: { videoHost: processor('videoHost').name, hosts } })
            : t(m.visit.videoOwn),
        ],
      },
      {
        id: 'enquiries',
        heading: t(m.enquiry.title),
        paragraphs: [
          t(m.enquiry.fields),
          t({
            ...m.enquiry.storage,
            values: {
              mailbox: processor('mailbox').name,
              emailjs: emailjs.name,
              emailjsCountry: emailjs.country,
            },
          }),
          t(m.enquiry.purpose),
          t({ ...m.enquiry.email, values: { mailbox: processor('mailbox').name } }),
        ],
      },
      { id: 'staff', heading: t(m.staff.title), paragraphs: [t(m.staff.text)] },
      {
        id: 'browser-storage',
        heading: t(m.storage.title),
        paragraphs: [t(m.storage.intro)],
        items: [
          t(m.storage.language),
          t(m.storage.draft),
          t(m.storage.sent),
          t(m.storage.redirect),
          t(m.storage.session),
        ],
        after: t(m.storage.noBanner),
      },
      {
        id: 'recipients',
        heading: t(m.recipients.title),
        paragraphs: [t(m.recipients.intro)],
        items: [
          t({ ...m.recipients.webHost, values: processor('webHost') }),
          t({ ...m.recipients.supabase, values: { ...processor('supabase'), region } }),
          t({
            ...m.recipients.emailjs,
            values: { ...emailjs, serverCountry: emailjsServers },
          }),
          t({ ...m.recipients.mailbox, values: processor('mailbox') }),
          ...(videoHost
            ? [t({ ...m.recipients.videoHost, values: { ...processor('videoHost'), hosts } })]
            : []),
        ],
        after: t(m.recipients.after),
      },
      {
        id: 'transfers',
        heading: t(m.transfers.title),
        paragraphs: [
          t({
            ...m.transfers.text,
            values: {
              supabaseCountry: processor('supabase').country,
              emailjsCountry: emailjs.country,
              serverCountry: emailjsServers,
              email: mail,
            },
          }),
        ],
      },
      {
        id: 'retention',
        heading: t(m.retention.title),
        paragraphs: [t(m.retention.intro)],
        items: [
          t({ ...m.retention.enquiries, values: { months: privacy.enquiryRetentionMonths } }),
          t(m.retention.records),
          period(m.retention.emailjs, 'emailjsHistoryDays'),
          period(m.retention.supabase, 'supabaseLogRetentionDays'),
          period(m.retention.logs, 'logRetentionDays'),
          ...(videoHost ? [period(m.retention.videoHost, 'videoHostLogRetentionDays')] : []),
          t(m.retention.browser),
        ],
      },
      {
        id: 'rights',
        heading: t(m.rights.title),
        paragraphs: [
          t(m.rights.text),
          t({ ...m.rights.how, values: { email: mail } }),
          t(m.rights.automated),
          t(m.rights.complaint),
        ],
      },
      {
        // On its own, apart from the other rights, as GDPR Art. 21(4) asks.
        id: 'objection',
        heading: t(m.objection.title),
        paragraphs: [t(m.objection.text), t({ ...m.objection.how, values: { email: mail } })],
      },
      { id: 'security', heading: t(m.security.title), paragraphs: [t(m.security.text)] },
      { id: 'changes', heading: t(m.changes.title), paragraphs: [t(m.changes.text)] },
    ],
  };
};
