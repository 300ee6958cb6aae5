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
const sections = new Map<SiteLocale, Promise<void>>();
const sectionsLoaded = new Set<SiteLocale>();

/** Whether a language's instance already holds the long sections' copy. */
export const hasSections = (locale: SiteLocale): boolean => sectionsLoaded.has(locale);

/**
 * Adds the long sections' copy (brand catalog `sections`) to a language's instance, once; a failed load is
 * forgotten so the next call retries. Lingui re-renders what reads the instance.
 */
export const loadSections = (locale: SiteLocale): Promise<void> => {
  let pending = sections.get(locale);
  if (!pending) {
    pending = Promise.all([loadI18n(locale, 'shell'), loadContentMessages(locale, 'sections')]).then(
      ([i18n, messages]) => {
        i18n.load(locale, messages);
        sectionsLoaded.add(locale);
      },
    );
    pending.catch(() => sections.delete(locale));
    sections.set(locale, pending);
  }
  return pending;
};

/**
 * One Lingui instance per language, holding the library's, the brand's and the site's catalogs (only
 * the active language's catalogs are downloaded). `shell` leaves out the long sections' copy, for a first
 * page that does not show it (contact, sign-in); `all` (the default) includes it. Instances are never
 * re-activated, so a page rendered in one language cannot change under a concurrent render in another
 * (the prerenderer renders them all).
 */
export const loadI18n = async (locale: SiteLocale, content: 'shell' | 'all' = 'all'): Promise<I18n> => {
  let pending = loading.get(locale);
  if (!pending) {
    pending = Promise.all([
      loadUiMessages(locale),
      loadContentMessages(locale, 'shell'),
      siteLoaders[locale]().then((module) => module.messages),
    ]).then(([ui, shell, site]) => {
      const i18n = setupI18n({ locale, messages: { [locale]: { ...ui, ...shell, ...site } } });
      ready.set(locale, i18n);
      return i18n;
    });
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  if (content === 'all') await loadSections(locale);
  return pending;
};

/** The language's instance if its catalogs (with the sections' copy unless `shell`) are loaded. */
export const peekI18n = (locale: SiteLocale, content: 'shell' | 'all' = 'all'): I18n | undefined =>
  content === 'shell' || hasSections(locale) ? ready.get(locale) : undefined;
