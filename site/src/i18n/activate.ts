import { loadContentMessages } from '@brand/content';
import { loadUiMessages, type UiLocale } from '@brand/ui';
import { i18n } from '@lingui/core';
import { detectLocale, storageKey } from './detect';

const read = (storage: () => Storage, key: string): string | null => {
  try {
    return storage().getItem(key);
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
};

/** The visitor's language from this browser's query, cookie, storages, preferences and document. */
export const detectBrowserLocale = (): UiLocale =>
  detectLocale({
    search: window.location.search,
    cookie: document.cookie,
    localStorage: read(() => window.localStorage, storageKey),
    sessionStorage: read(() => window.sessionStorage, storageKey),
    navigator: navigator.languages?.length ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.getAttribute('lang'),
  });

/** Loads the library's and the brand's catalogs for one language and makes it the active one. */
export const activateLocale = async (locale: UiLocale) => {
  const [ui, content] = await Promise.all([loadUiMessages(locale), loadContentMessages(locale)]);
  i18n.load(locale, { ...ui, ...content });
  i18n.activate(locale);
  document.documentElement.lang = locale;
  try {
    window.localStorage.setItem(storageKey, locale);
  } catch {
    // the choice is simply not remembered
  }
};

export { i18n };
