/** A language the menu offers: its code (BCP 47, e.g. `de`) and its name in that language. */
export type LanguageOption = {
  /** Language code, e.g. `de`; set as the item's `lang` and passed to `onChange`. */
  code: string;
  /** The language's own name (endonym), e.g. `Deutsch`; never translated. */
  name: string;
};

/** The site's five languages, named in their own language. */
export const defaultLanguages = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'it', name: 'Italiano' },
  { code: 'es', name: 'Español' },
] as const satisfies readonly LanguageOption[];

/** A code's language alone, lower-case: `de-DE` and `de-CH` are `de`, `EN` is `en`. */
const languageOf = (code: string) => code.split('-')[0]?.toLowerCase() ?? '';

/**
 * Finds the language to show: the active one, else the one of the active code's language (a regional
 * `de-DE` or `de-CH` shows Deutsch where the list offers `de`), else English, else the first.
 */
export const resolveActive = (
  languages: readonly LanguageOption[],
  value: string,
): LanguageOption | undefined =>
  languages.find((language) => language.code === value) ??
  languages.find((language) => language.code === languageOf(value)) ??
  languages.find((language) => language.code === 'en') ??
  languages[0];
