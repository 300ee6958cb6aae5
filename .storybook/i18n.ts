import { i18n, type Messages } from '@lingui/core';
// The brand writes Swiss German: its stories show the library's Swiss catalog (`de-CH`).
import { messages as uiDe } from '../packages/ui/src/i18n/locales/de-CH.ts';
import { messages as uiEn } from '../packages/ui/src/i18n/locales/en.ts';
import { messages as uiEs } from '../packages/ui/src/i18n/locales/es.ts';
import { messages as uiFr } from '../packages/ui/src/i18n/locales/fr.ts';
import { messages as uiIt } from '../packages/ui/src/i18n/locales/it.ts';
import { type UiLocale, uiLocales } from '../packages/ui/src/i18n/locales.ts';
import { messages as storiesDe } from '../packages/ui/src/stories/locales/de.ts';
import { messages as storiesEn } from '../packages/ui/src/stories/locales/en.ts';
import { messages as storiesEs } from '../packages/ui/src/stories/locales/es.ts';
import { messages as storiesFr } from '../packages/ui/src/stories/locales/fr.ts';
import { messages as storiesIt } from '../packages/ui/src/stories/locales/it.ts';

/**
 * Every catalog Storybook shows — the library's own and the stories' sample content — loaded up front so that
 * switching the locale toolbar is instant. Never the brand's content: the library's stories bring their own.
 */
export const catalogs: Record<UiLocale, Messages[]> = {
  en: [uiEn, storiesEn],
  de: [uiDe, storiesDe],
  fr: [uiFr, storiesFr],
  it: [uiIt, storiesIt],
  es: [uiEs, storiesEs],
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
