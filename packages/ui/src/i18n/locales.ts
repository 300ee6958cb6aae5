/** The languages every message of the library is translated into; English is the fallback. */
export const uiLocales = ['en', 'de', 'fr', 'it', 'es'] as const;

/** A supported language code. */
export type UiLocale = (typeof uiLocales)[number];

/**
 * The library's catalogs (`@brand/ui/locales/<catalog>`): one per language, German twice — `de` for
 * Germany (ß: "Schließen") and `de-CH` for Switzerland (ss: "Schliessen", as the brand writes).
 */
export const uiCatalogLocales = ['en', 'de', 'de-CH', 'fr', 'it', 'es'] as const;

/** One of `uiCatalogLocales`. */
export type UiCatalogLocale = (typeof uiCatalogLocales)[number];

/** Narrows any string to a supported locale. */
export const isUiLocale = (code: string): code is UiLocale => (uiLocales as readonly string[]).includes(code);

/**
 * The locale whose date conventions a language uses. The English copy is British (glossary en.json), so
 * its dates are too: "26 November 2026", not the "November 26, 2026" that `en` prints (issue 33). Give it
 * to `setupI18n({ locales })` so that `i18n.date` follows, and to any `Intl.DateTimeFormat`.
 */
export const dateLocale = (locale: string): string => (locale === 'en' ? 'en-GB' : locale);
