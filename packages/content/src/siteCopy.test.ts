import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { company } from './company';
import { loadContentMessages } from './loadContentMessages';
import { sitesText } from './siteCopy';

const locales = ['en', 'de', 'fr', 'it', 'es'] as const;

describe('the one description of the sites', () => {
  for (const locale of locales)
    it(`in ${locale}, names every site of company.sites, with Basel for the headquarters`, async () => {
      const i18n = setupI18n({ locale, messages: { [locale]: await loadContentMessages(locale, 'shell') } });
      const text = sitesText(i18n);
      const region = new Intl.DisplayNames([locale], { type: 'region' });
      for (const site of company.sites) {
        const place = site.countryCode === 'CH' ? /Bas[ei]l|Bâle/ : region.of(site.countryCode);
        expect(text, `${locale}: ${site.id}`).toMatch(place ?? site.countryCode);
      }
    });
});

describe('a product card’s quote link', () => {
  for (const locale of locales)
    it(`in ${locale}, its accessible name begins with its visible text (WCAG 2.5.3, label in name)`, async () => {
      const i18n = setupI18n({
        locale,
        messages: { [locale]: await loadContentMessages(locale, 'sections') },
      });
      const visible = i18n._('products.quote');
      const name = i18n._('products.quoteFor', { family: 'X' });
      expect(name.toLowerCase().startsWith(visible.toLowerCase()), `${visible} / ${name}`).toBe(true);
    });
});
