import { i18n, type Messages } from '@lingui/core';
import { messages as contentDe } from '../packages/content/src/locales/de.ts';
import { messages as contentEn } from '../packages/content/src/locales/en.ts';
import { messages as contentEs } from '../packages/content/src/locales/es.ts';
import { messages as contentFr } from '../packages/content/src/locales/fr.ts';
import { messages as contentIt } from '../packages/content/src/locales/it.ts';
import { messages as sectionsDe } from '../packages/content/src/sections/locales/de.ts';
import { messages as sectionsEn } from '../packages/content/src/sections/locales/en.ts';
import { messages as sectionsEs } from '../packages/content/src/sections/locales/es.ts';
import { messages as sectionsFr } from '../packages/content/src/sections/locales/fr.ts';
import { messages as sectionsIt } from '../packages/content/src/sections/locales/it.ts';
import { messages as uiDe } from '../packages/ui/src/i18n/locales/de.ts';
import { messages as uiEn } from '../packages/ui/src/i18n/locales/en.ts';
import { messages as uiEs } from '../packages/ui/src/i18n/locales/es.ts';
import { messages as uiFr } from '../packages/ui/src/i18n/locales/fr.ts';
import { messages as uiIt } from '../packages/ui/src/i18n/locales/it.ts';
import { type UiLocale, uiLocales } from '../packages/ui/src/i18n/locales.ts';

/** Every catalog Storybook shows, loaded up front so that switching the locale toolbar is instant. */
const catalogs: Record<UiLocale, Messages[]> = {
  en: [uiEn, contentEn, sectionsEn],
  de: [uiDe, contentDe, sectionsDe],
  fr: [uiFr, contentFr, sectionsFr],
  it: [uiIt, contentIt, sectionsIt],
  es: [uiEs, contentEs, sectionsEs],
};

for (const locale of uiLocales) {
  i18n.load(locale, Object.assign({}, ...catalogs[locale]));
}
i18n.activate('en');

export const localeNames: Record<UiLocale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
};

export { i18n };
