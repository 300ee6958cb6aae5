import { loadContentMessages } from '@brand/content';
import { isUiLocale, loadUiMessages, type UiLocale } from '@brand/ui';
import { i18n } from '@lingui/core';

/** The language asked for by `?lng=`, else the browser's, else English (full detection comes with the routes). */
export const detectLocale = (): UiLocale => {
  const asked = new URLSearchParams(window.location.search).get('lng') ?? navigator.language.slice(0, 2);
  return isUiLocale(asked) ? asked : 'en';
};

/** Loads the library's and the brand's catalogs for one language and makes it the active one. */
export const activateLocale = async (locale: UiLocale) => {
  const [ui, content] = await Promise.all([loadUiMessages(locale), loadContentMessages(locale)]);
  i18n.load(locale, { ...ui, ...content });
  i18n.activate(locale);
  document.documentElement.lang = locale;
};

export { i18n };
