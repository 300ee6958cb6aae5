import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import linguiConfig, { uiCatalog } from '../../lingui.config.ts';
import { siteLocales, uiCatalogOf } from '../src/i18n/locales.ts';
import { compiledMessages, siteCatalogs } from './pageMessages.ts';

const root = join(import.meta.dirname, '../..');
const catalogs = siteCatalogs(
  root,
  uiCatalog.path,
  (linguiConfig.catalogs ?? []).map((catalog) => catalog.path),
  uiCatalogOf,
);
const messagesOf = async (locale: string): Promise<Record<string, unknown>> =>
  Object.assign({}, ...(await Promise.all(catalogs(locale).map(compiledMessages))));

/**
 * Issue 35: the library's `de` became German as written in Germany (ß); the brand's site writes Swiss
 * German, so its German pages take the library's `de-CH`.
 */
describe('the catalogs of the site', () => {
  it('give the German pages the library’s Swiss German', async () => {
    expect(catalogs('de')[0]).toMatch(/packages\/ui\/src\/i18n\/locales\/de-CH\.ts$/);
    expect((await messagesOf('de'))['ui.drawer.close']).toEqual(['Schliessen']);
  });

  it('hold no ß in any German message the site shows', async () => {
    const withEszett = Object.entries(await messagesOf('de')).filter(([, message]) =>
      JSON.stringify(message).includes('ß'),
    );
    expect(withEszett).toEqual([]);
  });

  it('give every other language the library’s catalog of that language', () => {
    for (const locale of siteLocales.filter((code) => code !== 'de'))
      expect(catalogs(locale)[0]).toMatch(new RegExp(`/locales/${locale}\\.ts$`));
  });
});
