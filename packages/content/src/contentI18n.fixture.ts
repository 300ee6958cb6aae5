// For tests: the brand copy of one locale, both catalogs (shell and sections), as the site loads them.
import type { UiLocale } from '@brand/ui';
import { setupI18n } from '@lingui/core';
import { loadContentMessages } from './loadContentMessages';

/** The site's languages, English first. */
export const contentLocales: readonly UiLocale[] = ['en', 'de', 'fr', 'it', 'es'];

/** A Lingui instance with every message of `@brand/content` in `locale`. */
export const contentI18n = async (locale: UiLocale) =>
  setupI18n({
    locale,
    messages: {
      [locale]: {
        ...(await loadContentMessages(locale, 'shell')),
        ...(await loadContentMessages(locale, 'sections')),
      },
    },
  });
