import { languageCookie } from '../protocol';
import { defaultLocale, isSiteLocale, type SiteLocale } from './locales';

/** Where a visitor's language may be found, in the order the old site (i18next) looked. */
export type DetectionSources = {
  /** `location.search`, for `?lng=`. */
  search: string;
  /** `document.cookie`, for the `i18next` cookie. */
  cookie: string;
  /** `localStorage.getItem('i18nextLng')`. */
  localStorage: string | null;
  /** `sessionStorage.getItem('i18nextLng')`. */
  sessionStorage: string | null;
  /** `navigator.languages` (or `[navigator.language]`). */
  navigator: readonly string[];
  /** `document.documentElement.lang`. */
  htmlLang: string | null;
};

export const fallbackLocale: SiteLocale = defaultLocale;

/** `de-CH` → `de`; anything else that is not one of the five languages → undefined. */
export const toLocale = (code: string | null | undefined): SiteLocale | undefined => {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0];
  return base && isSiteLocale(base) ? base : undefined;
};

const readCookie = (cookie: string, name: string): string | null => {
  for (const part of cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
};

/** Every candidate in detection order: query `lng`, cookie, localStorage, sessionStorage, navigator, html lang. */
export const candidates = (sources: DetectionSources): (string | null)[] => [
  new URLSearchParams(sources.search).get('lng'),
  readCookie(sources.cookie, languageCookie),
  sources.localStorage,
  sources.sessionStorage,
  ...sources.navigator,
  sources.htmlLang,
];

/**
 * The visitor's language: the first candidate that is one of the five languages, else English.
 * An unsupported or malformed value is skipped, as i18next did.
 */
export const detectLocale = (sources: DetectionSources): SiteLocale => {
  for (const candidate of candidates(sources)) {
    const locale = toLocale(candidate);
    if (locale) return locale;
  }
  return fallbackLocale;
};
