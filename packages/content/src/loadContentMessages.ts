import type { UiLocale } from '@brand/ui';
import type { Messages } from '@lingui/core';

const loaders: Record<UiLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en.ts'),
  de: () => import('./locales/de.ts'),
  fr: () => import('./locales/fr.ts'),
  it: () => import('./locales/it.ts'),
  es: () => import('./locales/es.ts'),
};

/** Loads the brand copy compiled for one locale (one chunk each). */
export const loadContentMessages = async (locale: UiLocale): Promise<Messages> =>
  (await loaders[locale]()).messages;
