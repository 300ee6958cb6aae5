import type { Messages } from '@lingui/core';
import type { UiLocale } from './locales';

const loaders: Record<UiLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en.ts'),
  de: () => import('./locales/de.ts'),
  fr: () => import('./locales/fr.ts'),
  it: () => import('./locales/it.ts'),
  es: () => import('./locales/es.ts'),
};

/**
 * Loads the library's compiled messages for one locale (one small chunk each), to be merged with the
 * app's own before `i18n.load` and `i18n.activate`.
 */
export const loadUiMessages = async (locale: UiLocale): Promise<Messages> =>
  (await loaders[locale]()).messages;
