import { loadContentMessages } from '@brand/content';
import { loadUiMessages } from '@brand/ui';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { SiteLocale } from './locales';

/** The site's own messages (sign-in, admin), compiled by `lingui compile` next to their .po sources. */
const siteLoaders: Record<SiteLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.ts'),
  de: () => import('../locales/de.ts'),
  fr: () => import('../locales/fr.ts'),
  it: () => import('../locales/it.ts'),
  es: () => import('../locales/es.ts'),
};

const ready = new Map<SiteLocale, I18n>();
const loading = new Map<SiteLocale, Promise<I18n>>();

/**
 * One Lingui instance per language, holding the library's, the brand's and the site's catalogs (only
 * the active language's catalogs are downloaded). Instances are never re-activated, so a page rendered in
 * one language cannot change under a concurrent render in another (the prerenderer renders them all).
 */
export const loadI18n = (locale: SiteLocale): Promise<I18n> => {
  const existing = ready.get(locale);
  if (existing) return Promise.resolve(existing);
  let pending = loading.get(locale);
  if (!pending) {
    pending = Promise.all([
      loadUiMessages(locale),
      loadContentMessages(locale),
      siteLoaders[locale]().then((module) => module.messages),
    ]).then(([ui, content, site]) => {
      const i18n = setupI18n({ locale, messages: { [locale]: { ...ui, ...content, ...site } } });
      ready.set(locale, i18n);
      loading.delete(locale);
      return i18n;
    });
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
};

/** The language's instance if its catalogs are already loaded. */
export const peekI18n = (locale: SiteLocale): I18n | undefined => ready.get(locale);
