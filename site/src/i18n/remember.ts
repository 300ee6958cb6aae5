import { storageKey } from './detect';
import type { SiteLocale } from './locales';

/** Caches the active language under the old site's key (`i18nextLng`), so the next visit starts in it. */
export const rememberLocale = (locale: SiteLocale) => {
  try {
    window.localStorage.setItem(storageKey, locale);
  } catch {
    // storage disabled: the choice is simply not remembered
  }
};
