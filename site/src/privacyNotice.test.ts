import { company } from '@brand/content/company.ts';
import { loadContentMessages } from '@brand/content/loadContentMessages.ts';
import { legalContent } from '@brand/content/sections/legal.ts';
import { type PrivacyOptions, privacyContent, privacyStorageKeys } from '@brand/content/sections/privacy.ts';
import type { PolicyPart } from '@brand/ui/sections/Policy/types.ts';
import { type I18n, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { draftKey } from './hooks/useEnquiryDraft';
import { siteLocales } from './i18n/locales';
import { sentKey } from './ports/enquiries';
import { languageCookie, storageKey } from './protocol';

/** The brand copy of one language, as the site loads it. */
const i18nFor = async (locale: (typeof siteLocales)[number]) => {
  const i18n = setupI18n();
  i18n.load(locale, {
    ...(await loadContentMessages(locale, 'shell')),
    ...(await loadContentMessages(locale, 'sections')),
  });
  i18n.activate(locale);
  return i18n;
};

/** A build's video host, as `VITE_VIDEO_HOSTS` names it. */
const videoHosts = ['https://media.rhein-brush-wood.ch'];

/** The notice as a build with a video host shows it (`options` replace its options). */
const notice = (i18n: I18n, options: Partial<PrivacyOptions> = {}) =>
  privacyContent(i18n, { videoHosts, ...options });

/** A part's texts joined, by its id. */
const partText = (content: ReturnType<typeof privacyContent>, id: string) =>
  texts(content.parts.find((part) => part.id === id) as PolicyPart).join('\n');

/** Every key of browser storage (and the one cookie) that the site's code writes or reads. */
const keysInCode = [...Object.values(storageKey), languageCookie, draftKey, sentKey];

/** A part's texts in reading order: paragraphs, list items, closing paragraph. */
const texts = (part: PolicyPart) => [
  ...part.paragraphs,
  ...(part.items ?? []),
  ...(part.after ? [part.after] : []),
];

/**
 * What a text states that must be the same in every language: its numbers (articles, periods, counts),
 * the names of the services and storage keys, the e-mail address. "Art. 6 Abs. 1 lit. f DSGVO",
 * "art. 6, par. 1, let. f, RGPD" and "Article 6(1)(f) GDPR" all state 6 and 1.
 */
const statements = (text: string) => ({
  numbers: [...text.matchAll(/\d+/g)].map((m) => m[0]).sort(),
  names: [
    ...text.matchAll(
      /Supabase|EmailJS|i18nextLng|i18next(?!Lng)|contact-draft|enquiries-sent|redirect|HTTPS|@/g,
    ),
  ]
    .map((m) => m[0])
    .sort(),
});

describe('the privacy notice', () => {
  it('names exactly the storage keys and the cookie the site uses', () => {
    expect(new Set(privacyStorageKeys)).toEqual(new Set(keysInCode));
  });

  for (const locale of siteLocales) {
    it(`in ${locale}, describes each of them, with the company's facts, every recipient and the version's date`, async () => {
      const content = notice(await i18nFor(locale));
      const all = content.parts.flatMap(texts).join('\n');
      for (const key of keysInCode)
        expect(all, `${locale}: ${key}`).toMatch(new RegExp(`[«“„"]\\s?${key}\\s?[»”“"]`));
      expect(all).toContain('info@rhein-brush-wood.ch');
      expect(all).toContain('Hafenstrasse 12, 4057 Basel');
      for (const processor of Object.values(company.processors)) expect(all).toContain(processor.name);
      expect(all).toContain(company.processors.supabase.region.city[locale]);
      expect(content.updated).toMatch(/2026/);
      expect(all).toContain(videoHosts[0]);
      // No message is missing: a missing one would show its id.
      expect(all).not.toMatch(/privacy\.[a-z]+\.[a-z]+/);
      expect(content.parts.map((part) => part.id)).toEqual([
        'controller',
        'law',
        'visit',
        'enquiries',
        'staff',
        'browser-storage',
        'recipients',
        'transfers',
        'retention',
        'rights',
        'objection',
        'security',
        'changes',
      ]);
    });
  }

  it('says the same thing in all five languages: each paragraph states the same numbers and names', async () => {
    const english = notice(await i18nFor('en')).parts;
    for (const locale of siteLocales) {
      const parts = notice(await i18nFor(locale)).parts;
      expect(
        parts.map((part) => [part.id, texts(part).length]),
        locale,
      ).toEqual(english.map((part) => [part.id, texts(part).length]));
      for (const [p, part] of parts.entries())
        for (const [t, text] of texts(part).entries())
          expect(statements(text), `${locale} ${part.id} #${t + 1}: ${text}`).toEqual(
            statements(texts(english[p] as PolicyPart)[t] as string),
          );
    }
  });

  it('states the enquiry storage and retention the project decided: Supabase, 12 months, then deleted automatically', async () => {
    const retention = notice(await i18nFor('en')).parts.find((part) => part.id === 'retention');
    expect(retention?.items?.[0]).toBe(
      'Enquiries in our database: 12 months after receipt, after which they are deleted automatically. We delete their notifications and your emails in our mailbox on the same schedule.',
    );
    const de = notice(await i18nFor('de')).parts.find((part) => part.id === 'retention');
    expect(de?.items?.[0]).toMatch(/^Anfragen in unserer Datenbank: 12 Monate nach Eingang/);
    // Art. 958f CO covers accounting vouchers, and a plain enquiry is not one.
    expect(retention?.items?.[1]).toMatch(
      /accounting vouchers.+958f.+An enquiry on its own is not an accounting voucher\./,
    );
  });

  it('marks the facts the company has not confirmed as samples', async () => {
    const content = notice(await i18nFor('de'));
    const recipients = content.parts.find((part) => part.id === 'recipients')?.items ?? [];
    expect(recipients[0]).toMatch(/^Beispiel Hosting AG \[Musterangabe\] \(Schweiz\)/);
    expect(recipients[2]).toContain('Server: Vereinigte Staaten [Musterangabe]');
  });

  it('writes the date and the region (the city as the language names it) in each language', async () => {
    expect(notice(await i18nFor('de')).updated).toBe('Stand: 26. November 2026');
    // The site's English is British (glossary/en.json), and so is its date.
    expect(notice(await i18nFor('en')).updated).toBe('Last updated: 26 November 2026');
    expect(notice(await i18nFor('fr')).updated).toBe('Dernière mise à jour\u00a0: 26 novembre 2026');
    const supabase = (locale: (typeof siteLocales)[number]) =>
      i18nFor(locale).then((i18n) => notice(i18n).parts.find((part) => part.id === 'recipients')?.items?.[1]);
    expect(await supabase('de')).toContain('Frankfurt am Main (Deutschland)');
    expect(await supabase('it')).toContain('Francoforte sul Meno (Germania)');
    expect(await supabase('fr')).toContain('Francfort-sur-le-Main (Allemagne)');
    expect(await supabase('es')).toContain('Fráncfort del Meno (Alemania)');
  });
});

describe('the privacy notice states (issue 33)', () => {
  it('the right to object in a part of its own, apart from the other rights (GDPR Art. 21(4))', async () => {
    for (const locale of siteLocales) {
      const content = notice(await i18nFor(locale));
      const objection = partText(content, 'objection');
      expect(objection, locale).toMatch(/21/);
      expect(objection, locale).toMatch(/30/);
      expect(objection, locale).toContain('info@rhein-brush-wood.ch');
    }
    const en = notice(await i18nFor('en'));
    expect(partText(en, 'objection')).toMatch(/you may object to that processing at any time/);
    expect(partText(en, 'rights')).not.toMatch(/object to it/);
  });

  it('that the language is stored only on a choice, and that the site sets no cookie', async () => {
    const storage = partText(notice(await i18nFor('en')), 'browser-storage');
    expect(storage).toContain('The site sets no cookies.');
    expect(storage).toContain('The language you choose in the language menu (“i18nextLng”, local storage)');
    expect(storage).toContain('Nothing is stored when the site only detects your language');
    expect(storage).toMatch(
      /“i18next” cookie in your browser, choosing a language deletes it.+the current site never sets that cookie/,
    );
    expect(storage).toContain('For staff who sign in only');
    expect(storage).not.toMatch(/written on every visit|updates an “i18next” cookie|of its own/);
    const de = partText(notice(await i18nFor('de')), 'browser-storage');
    expect(de).toContain('Die Website setzt kein Cookie.');
  });

  it('that the enquiry goes from the browser to EmailJS, a company in Singapore, under the FDPIC-recognised clauses', async () => {
    const en = notice(await i18nFor('en'));
    expect(partText(en, 'enquiries')).toMatch(
      /your browser send the same fields .+ to EmailJS, a service of EmailJS Pte\. Ltd\. \[sample value\] in Singapore/,
    );
    expect(partText(en, 'transfers')).toMatch(
      /EmailJS, a company in Singapore, receives the enquiry’s fields from your browser.+standard contractual clauses, which the FDPIC recognises/,
    );
    for (const [locale, singapore] of [
      ['de', 'Singapur'],
      ['fr', 'Singapour'],
      ['it', 'Singapore'],
      ['es', 'Singapur'],
    ] as const)
      expect(partText(notice(await i18nFor(locale)), 'transfers'), locale).toContain(singapore);
  });

  it('the video hosts, and how long the video host keeps its logs', async () => {
    const en = notice(await i18nFor('en'), {
      videoHosts: ['https://media.rhein-brush-wood.ch', 'https://cdn.rhein-brush-wood.ch'],
    });
    expect(partText(en, 'visit')).toContain(
      'at https://media.rhein-brush-wood.ch and https://cdn.rhein-brush-wood.ch, and from no other host',
    );
    expect(partText(en, 'retention')).toContain('Our video host: its access logs, 14 days. [sample value]');
    // Without video hosts, the video comes from the web host, and no video host is named.
    const own = notice(await i18nFor('en'), { videoHosts: [] });
    expect(partText(own, 'visit')).toContain('loads the video from our web host');
    expect(own.parts.flatMap(texts).join('\n')).not.toContain(company.processors.videoHost.name);
  });

  it('the Swiss data protection advisor in every language, and why no EU representative is needed', async () => {
    const advisor = {
      en: 'data protection advisor (FADP)',
      de: 'Datenschutzberater',
      fr: 'conseiller à la protection des données (LPD)',
      it: 'consulente per la protezione dei dati (LPD)',
      es: 'asesor de protección de datos (LPD)',
    };
    for (const locale of siteLocales) {
      const content = notice(await i18nFor(locale));
      expect(partText(content, 'controller'), locale).toContain(advisor[locale]);
      // Art. 3(1) through the establishments; Art. 27(1) asks a representative only under Art. 3(2).
      expect(statementsOf(partText(content, 'law')), locale).toEqual(['1', '1', '2', '27', '3', '3']);
    }
    expect(partText(notice(await i18nFor('en')), 'law')).toMatch(
      /branches of the company itself, not separate companies.+under Article 27\(1\) GDPR, only controllers without an establishment in the EU/,
    );
  });
});

/** The numbers a text states, sorted as `statements` sorts them. */
const statementsOf = (text: string) => statements(text).numbers;

describe('the legal notice', () => {
  it('carries the register office, the UID, the representatives and the three clauses in every language', async () => {
    for (const locale of siteLocales) {
      const legal = legalContent(await i18nFor(locale));
      expect(legal.fields.map((field) => field.id)).toEqual([
        'companyName',
        'address',
        'email',
        'phone',
        'commercialRegister',
        'vatNumber',
        'representatives',
      ]);
      const register = legal.fields.find((field) => field.id === 'commercialRegister')?.value;
      expect(register?.[0], locale).toMatch(/Basel-Stadt|Bâle-Ville|Basilea Città|Basilea-Ciudad/);
      expect(register?.[1], locale).toContain('CHE-000.000.000');
      const people = legal.fields.find((field) => field.id === 'representatives')?.value;
      expect(people, locale).toHaveLength(2);
      expect(legal.clauses?.map((clause) => clause.id)).toEqual(['liability', 'links', 'copyright']);
    }
  });

  it('writes the VAT number with the suffix of the register in the page’s language, MWST where it has none', async () => {
    const vat = async (locale: (typeof siteLocales)[number]) =>
      legalContent(await i18nFor(locale)).fields.find((field) => field.id === 'vatNumber')?.value;
    expect(await vat('de')).toMatch(/^CHE-000\.000\.000 MWST/);
    expect(await vat('fr')).toMatch(/^CHE-000\.000\.000 TVA/);
    expect(await vat('it')).toMatch(/^CHE-000\.000\.000 IVA/);
    expect(await vat('en')).toMatch(/^CHE-000\.000\.000 MWST/);
    expect(await vat('es')).toMatch(/^CHE-000\.000\.000 MWST/);
  });

  it('names each officer’s function as the register of an AG does, in the person’s grammatical gender', async () => {
    const people = async (locale: (typeof siteLocales)[number]) =>
      legalContent(await i18nFor(locale)).fields.find((field) => field.id === 'representatives')?.value;
    expect(await people('de')).toEqual([
      'Anna Muster, Präsidentin des Verwaltungsrates [Musterangabe]',
      'Marco Beispiel, Vorsitzender der Geschäftsleitung [Musterangabe]',
    ]);
    expect(await people('fr')).toEqual([
      'Anna Muster, présidente du conseil d’administration [donnée fictive]',
      'Marco Beispiel, président de la direction [donnée fictive]',
    ]);
    expect((await people('en'))?.[0]).toBe('Anna Muster, Chair of the Board of Directors [sample value]');
    expect((await people('es'))?.[1]).toBe('Marco Beispiel, director general [dato ficticio]');
  });
});
