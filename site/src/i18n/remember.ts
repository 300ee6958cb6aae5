import { languageCookie, storageKey } from '../startup/protocol';
import type { SiteLocale } from './locales';

/** A year, in seconds: how long a rewritten `i18next` cookie is kept. */
const cookieAge = 60 * 60 * 24 * 365;

/**
 * Caches the active language under the old site's key (`i18nextLng` in localStorage), so the next visit
 * starts in it. Where the old site left an `i18next` cookie or a sessionStorage entry — both read before
 * localStorage — they are brought in line too, or they would overrule the visitor's latest choice.
 */
export const rememberLocale = (locale: SiteLocale) => {
  try {
    window.localStorage.setItem(storageKey.language, locale);
    if (window.sessionStorage.getItem(storageKey.language) !== null)
      window.sessionStorage.setItem(storageKey.language, locale);
  } catch {
    // storage disabled: the choice is simply not remembered
  }
  try {
    if (document.cookie.split(';').some((part) => part.trim().startsWith(`${languageCookie}=`)))
      // biome-ignore lint/suspicious/noDocumentCookie: one fixed, unescaped value; the Cookie Store API is async and not everywhere
      document.cookie = `${languageCookie}=${locale}; path=/; max-age=${cookieAge}; SameSite=Lax`;
  } catch {
    // cookies blocked (a sandboxed frame): nothing to bring in line
  }
};
