import { languageCookie, storageKey } from '../protocol';
import type { SiteLocale } from './locales';

/**
 * Stores the language the visitor chose in the language menu under the old site's key (`i18nextLng` in
 * localStorage, SPEC §9: "choice cached in local storage"), so that an address without a language opens
 * in it next time. Only a choice is stored: detection (`?lng=`, the address, the browser) writes nothing
 * (docs/adr/0060). What the old site left and detection reads before localStorage — a sessionStorage
 * entry, the `i18next` cookie — would overrule the choice, so it is deleted, never rewritten.
 */
export const rememberLocale = (locale: SiteLocale) => {
  try {
    window.localStorage.setItem(storageKey.language, locale);
    window.sessionStorage.removeItem(storageKey.language);
  } catch {
    // storage disabled: the choice is simply not remembered
  }
  try {
    if (document.cookie.split(';').some((part) => part.trim().startsWith(`${languageCookie}=`)))
      // biome-ignore lint/suspicious/noDocumentCookie: deleting one fixed cookie; the Cookie Store API is async and not everywhere
      document.cookie = `${languageCookie}=; path=/; max-age=0; SameSite=Lax`;
  } catch {
    // cookies blocked (a sandboxed frame): nothing to delete
  }
};
