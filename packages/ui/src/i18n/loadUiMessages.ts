import type { Messages } from '@lingui/core';
import type { UiCatalogLocale } from './locales';

const loaders: Record<UiCatalogLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en.ts'),
  de: () => import('./locales/de.ts'),
  'de-CH': () => import('./locales/de-CH.ts'),
  fr: () => import('./locales/fr.ts'),
  it: () => import('./locales/it.ts'),
  es: () => import('./locales/es.ts'),
};

/**
 * Loads the library's compiled messages for one locale (one small chunk each), to be merged with the
 * app's own before `i18n.load` and `i18n.activate`: `de` is German as written in Germany, `de-CH` as
 * written in Switzerland.
 */
export const loadUiMessages = async (locale: UiCatalogLocale): Promise<Messages> =>
  (await loaders[locale]()).messages;
