import { dateLocale } from '@brand/ui/i18n/locales.ts';
import { type I18n, setupI18n } from '@lingui/core';
import type { SiteLocale } from './locales';

/**
 * A new, empty Lingui instance for a language. Its dates follow the language's conventions, British
 * English for `en` ("26 November 2026", not "November 26, 2026"), as the English copy is British (issue 33).
 */
export const newSiteI18n = (locale: SiteLocale): I18n =>
  setupI18n({ locale, locales: [dateLocale(locale)], messages: { [locale]: {} } });
