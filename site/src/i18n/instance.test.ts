import { company } from '@brand/content/company.ts';
import { loadContentMessages } from '@brand/content/loadContentMessages.ts';
import { privacyContent } from '@brand/content/sections/privacy.ts';
import { describe, expect, it } from 'vitest';
import { newSiteI18n } from './instance';

/** A language's instance as the site makes it, with the brand copy loaded. */
const i18nFor = async (locale: 'en' | 'de') => {
  const i18n = newSiteI18n(locale);
  i18n.load(locale, {
    ...(await loadContentMessages(locale, 'shell')),
    ...(await loadContentMessages(locale, 'sections')),
  });
  return i18n;
};

describe('the site’s dates', () => {
  it('are British in English: the privacy notice says "26 November 2026", not "November 26, 2026"', async () => {
    const [year, month, day] = company.privacy.updated.split('-').map(Number);
    const english = privacyContent(await i18nFor('en'), { videoHosts: [] }).updated ?? '';
    expect(english).toContain(`${day} November ${year}`);
    expect(english).not.toMatch(/November \d+, \d{4}/);
    expect(month).toBe(11);
  });

  it('keep each other language’s own order: "26. November 2026" in German', async () => {
    expect(privacyContent(await i18nFor('de'), { videoHosts: [] }).updated).toContain('26. November 2026');
  });
});
