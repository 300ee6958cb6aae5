import { loadPageMessages } from 'virtual:page-messages';
import type { I18n } from '@lingui/core';
import { oncePerKey } from '../once';
import { newSiteI18n } from './instance';
import type { SiteLocale } from './locales';

/**
 * One Lingui instance per language, holding the messages of the pages shown in that language so far.
 * A page's messages come in a chunk of their own per language (site/build/pageMessages.ts): those its
 * modules name, the layout's and the widgets'. Only the visited page's are downloaded; a client
 * navigation adds the next page's, fetched together with its chunk (routes.ts). Instances are never
 * re-activated, so a page rendered in one language cannot change under a concurrent render in another
 * (the prerenderer renders them all). The dev server and the prerenderer load whole catalogs.
 */
const instances = new Map<SiteLocale, I18n>();
const loaded = new Set<string>();

const instanceOf = (locale: SiteLocale): I18n => {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = newSiteI18n(locale);
    instances.set(locale, i18n);
  }
  return i18n;
};

const key = (locale: SiteLocale, page: string) => `${locale}/${page}`;

/** Adds a page's messages to its language's instance, once (again after a failure). */
const loadPage = oncePerKey(async (pageKey: string): Promise<void> => {
  const [locale, page] = pageKey.split('/') as [SiteLocale, string];
  instanceOf(locale).load(locale, await loadPageMessages(page, locale));
  loaded.add(pageKey);
});

/**
 * A language's instance with the messages of a page (its module under src/pages, `Home`). A failed load
 * is forgotten, so the next call tries again.
 */
export const loadI18n = async (locale: SiteLocale, page: string): Promise<I18n> => {
  await loadPage(key(locale, page));
  return instanceOf(locale);
};

/** The language's instance if it holds the page's messages already. */
export const peekI18n = (locale: SiteLocale, page: string): I18n | undefined =>
  loaded.has(key(locale, page)) ? instances.get(locale) : undefined;
