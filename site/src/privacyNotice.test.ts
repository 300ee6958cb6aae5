import {
  company,
  legalContent,
  loadContentMessages,
  privacyContent,
  privacyStorageKeys,
} from '@brand/content';
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

describe('the privacy notice', () => {
  it('names exactly the storage keys and the cookie the site uses', () => {
    expect(new Set(privacyStorageKeys)).toEqual(new Set(keysInCode));
  });

  for (const locale of siteLocales) {
    it(`in ${locale}, describes each of them, with the company's facts and the version's date`, async () => {
      const notice = privacyContent(await i18nFor(locale));
      const text = notice.parts.flatMap((part) => [
        ...part.paragraphs,
        ...(part.items ?? []),
        part.after ?? '',
      ]);
      const all = text.join('\n');
      for (const key of keysInCode)
        expect(all, `${locale}: ${key}`).toMatch(new RegExp(`[«“„"]\\s?${key}\\s?[»”“"]`));
      expect(all).toContain('info@rhein-brush-wood.ch');
      expect(all).toContain('Hafenstrasse 12, 4057 Basel');
      expect(all).toMatch(/EmailJS Pte\. Ltd\./);
      expect(all).toMatch(/Supabase Inc\./);
      expect(all).toContain(company.privacy.supabaseRegion.city[locale]);
      expect(notice.updated).toMatch(/2026/);
      expect(notice.updated).toMatch(/24/);
      // No message is missing: a missing one would show its id.
      expect(all).not.toMatch(/privacy\.[a-z]+\.[a-z]+/);
      expect(notice.parts.map((part) => part.id)).toEqual([
        'controller',
        'visit',
        'enquiries',
        'staff',
        'browser-storage',
        'retention',
        'recipients',
        'rights',
        'security',
        'changes',
      ]);
    });
  }

  it('writes the date and the region (the city as the language names it) in each language', async () => {
    expect(privacyContent(await i18nFor('de')).updated).toBe('Stand: 24. November 2026');
    expect(privacyContent(await i18nFor('fr')).updated).toBe('Dernière mise à jour\u00a0: 24 novembre 2026');
    const staff = (locale: (typeof siteLocales)[number]) =>
      i18nFor(locale).then((i18n) => privacyContent(i18n).parts.find((part) => part.id === 'staff'));
    expect((await staff('de'))?.paragraphs[0]).toContain('Frankfurt am Main (Deutschland)');
    expect((await staff('it'))?.paragraphs[0]).toContain('Francoforte sul Meno (Germania)');
    expect((await staff('fr'))?.paragraphs[0]).toContain('Francfort-sur-le-Main (Allemagne)');
    expect((await staff('es'))?.paragraphs[0]).toContain('Fráncfort del Meno (Alemania)');
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
});
