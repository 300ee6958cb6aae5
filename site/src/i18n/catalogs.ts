import { loadContentMessages } from '@brand/content';
import { loadUiMessages } from '@brand/ui';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { oncePerKey } from '../once';
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
const sectionsLoaded = new Set<SiteLocale>();

/** Whether a language's instance already holds the long sections' copy. */
export const hasSections = (locale: SiteLocale): boolean => sectionsLoaded.has(locale);

/**
 * One Lingui instance per language, holding the library's, the brand's and the site's catalogs (only the
 * active language's catalogs are downloaded), without the long sections' copy.
 */
const loadShell = oncePerKey(async (locale: SiteLocale): Promise<I18n> => {
  const [ui, shell, site] = await Promise.all([
    loadUiMessages(locale),
    loadContentMessages(locale, 'shell'),
    siteLoaders[locale]().then((module) => module.messages),
  ]);
  const i18n = setupI18n({ locale, messages: { [locale]: { ...ui, ...shell, ...site } } });
  ready.set(locale, i18n);
  return i18n;
});

/**
 * Adds the long sections' copy (brand catalog `sections`) to a language's instance, once. Lingui
 * re-renders what reads the instance.
 */
export const loadSections = oncePerKey(async (locale: SiteLocale): Promise<void> => {
  const [i18n, messages] = await Promise.all([loadShell(locale), loadContentMessages(locale, 'sections')]);
  i18n.load(locale, messages);
  sectionsLoaded.add(locale);
});

/**
 * A language's instance with its catalogs: `shell` leaves out the long sections' copy, for a first page
 * that does not show it (contact, sign-in); `all` (the default) includes it. Instances are never
 * re-activated, so a page rendered in one language cannot change under a concurrent render in another
 * (the prerenderer renders them all). A failed load is forgotten, so the next call tries again.
 */
export const loadI18n = async (locale: SiteLocale, content: 'shell' | 'all' = 'all'): Promise<I18n> => {
  const i18n = await loadShell(locale);
  if (content === 'all') await loadSections(locale);
  return i18n;
};

/** The language's instance if its catalogs (with the sections' copy unless `shell`) are loaded. */
export const peekI18n = (locale: SiteLocale, content: 'shell' | 'all' = 'all'): I18n | undefined =>
  content === 'shell' || hasSections(locale) ? ready.get(locale) : undefined;
