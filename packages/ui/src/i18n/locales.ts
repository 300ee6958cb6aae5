/** The languages every message of the library is translated into; English is the fallback. */
export const uiLocales = ['en', 'de', 'fr', 'it', 'es'] as const;

/** A supported language code. */
export type UiLocale = (typeof uiLocales)[number];

/** Narrows any string to a supported locale. */
export const isUiLocale = (code: string): code is UiLocale => (uiLocales as readonly string[]).includes(code);
