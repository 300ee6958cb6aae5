import {
  company,
  legalContent,
  loadContentMessages,
  privacyContent,
  privacyStorageKeys,
} from '@brand/content';
import type { PolicyPart } from '@brand/ui';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { draftKey } from './hooks/useEnquiryDraft';
import { siteLocales } from './i18n/locales';
import { sentKey } from './ports/enquiries';
import { languageCookie, storageKey } from './startup/protocol';

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
      const notice = privacyContent(await i18nFor(locale));
      const all = notice.parts.flatMap(texts).join('\n');
      for (const key of keysInCode)
        expect(all, `${locale}: ${key}`).toMatch(new RegExp(`[«“„"]\\s?${key}\\s?[»”“"]`));
      expect(all).toContain('info@rhein-brush-wood.ch');
      expect(all).toContain('Hafenstrasse 12, 4057 Basel');
      for (const processor of Object.values(company.processors)) expect(all).toContain(processor.name);
      expect(all).toContain(company.processors.supabase.region.city[locale]);
      expect(notice.updated).toMatch(/2026/);
      // No message is missing: a missing one would show its id.
      expect(all).not.toMatch(/privacy\.[a-z]+\.[a-z]+/);
      expect(notice.parts.map((part) => part.id)).toEqual([
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
        'security',
        'changes',
      ]);
    });
  }

  it('says the same thing in all five languages: each paragraph states the same numbers and names', async () => {
    const english = privacyContent(await i18nFor('en')).parts;
    for (const locale of siteLocales) {
      const parts = privacyContent(await i18nFor(locale)).parts;
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

  it('states the enquiry storage and retention the project decided: Supabase, 12 months, then a purge job', async () => {
    const retention = privacyContent(await i18nFor('en')).parts.find((part) => part.id === 'retention');
    expect(retention?.items?.[0]).toBe(
      'Enquiries in our database: 12 months after receipt; then a purge job deletes them automatically. We delete their notifications and your emails in our mailbox on the same schedule.',
    );
    const de = privacyContent(await i18nFor('de')).parts.find((part) => part.id === 'retention');
    expect(de?.items?.[0]).toMatch(/^Anfragen in unserer Datenbank: 12 Monate nach Eingang/);
    // Art. 958f CO covers accounting vouchers, and a plain enquiry is not one.
    expect(retention?.items?.[1]).toMatch(/accounting vouchers.+958f.+A plain enquiry is not one\./);
  });

  it('marks the facts the company has not confirmed as samples', async () => {
    const notice = privacyContent(await i18nFor('de'));
    const recipients = notice.parts.find((part) => part.id === 'recipients')?.items ?? [];
    expect(recipients[0]).toMatch(/^Beispiel Hosting AG \[Musterangabe\] \(Schweiz\)/);
    expect(recipients[2]).toContain('Server: Vereinigte Staaten [Musterangabe]');
  });

  it('writes the date and the region (the city as the language names it) in each language', async () => {
    expect(privacyContent(await i18nFor('de')).updated).toBe('Stand: 26. November 2026');
    expect(privacyContent(await i18nFor('fr')).updated).toBe('Dernière mise à jour\u00a0: 26 novembre 2026');
    const supabase = (locale: (typeof siteLocales)[number]) =>
      i18nFor(locale).then(
        (i18n) => privacyContent(i18n).parts.find((part) => part.id === 'recipients')?.items?.[1],
      );
    expect(await supabase('de')).toContain('Frankfurt am Main (Deutschland)');
    expect(await supabase('it')).toContain('Francoforte sul Meno (Germania)');
    expect(await supabase('fr')).toContain('Francfort-sur-le-Main (Allemagne)');
    expect(await supabase('es')).toContain('Fráncfort del Meno (Alemania)');
  });
});

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
