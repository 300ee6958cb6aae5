import type { UiCatalogLocale, UiLocale } from '@brand/ui/i18n/locales.ts';

/**
 * The site's languages, English first (the source and the fallback). Kept here rather than imported from
 * `@brand/ui` so that the inline start-up script (src/startup/head.ts) carries no library code.
 */
export const siteLocales = ['en', 'de', 'fr', 'it', 'es'] as const satisfies readonly UiLocale[];

export type SiteLocale = (typeof siteLocales)[number];

/**
 * The library's catalog a language of the site takes: the brand writes Swiss German, so its German pages
 * show the library's `de-CH` (ss, "Schliessen"), not its `de` for Germany (ß).
 */
export const uiCatalogOf = (locale: SiteLocale): UiCatalogLocale => (locale === 'de' ? 'de-CH' : locale);

export const defaultLocale: SiteLocale = 'en';

export const isSiteLocale = (value: unknown): value is SiteLocale =>
  typeof value === 'string' && (siteLocales as readonly string[]).includes(value);
