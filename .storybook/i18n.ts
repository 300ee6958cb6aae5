import { i18n, type Messages } from '@lingui/core';
// …and, under "Deutsch (Deutschland)", the library's German as written in Germany (ß).
import { messages as uiDeDe } from '../packages/ui/src/i18n/locales/de.ts';
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

/**
 * The library's German as written in Germany, beside the stories' sample copy (Swiss, as the brand writes
 * it): the toolbar's "Deutsch (Deutschland)", so a designer can hold the library's `de` catalog against its
 * `de-CH` one (issue 36, finding 11). Loaded and activated as `de-DE`; the components get `de`.
 */
export const germanyGerman = 'de-DE';

for (const locale of uiLocales) {
  i18n.load(locale, Object.assign({}, ...catalogs[locale]));
}
i18n.load(germanyGerman, { ...storiesDe, ...uiDeDe });
i18n.activate('en');

/** The toolbar's languages: each `UiLocale`, and German twice (the brand's Swiss German, Germany's). */
export const toolbarLocales: { value: string; title: string; right: string }[] = [
  { value: 'en', title: 'English', right: 'en' },
  { value: 'de', title: 'Deutsch (Schweiz)', right: 'de-CH' },
  { value: germanyGerman, title: 'Deutsch (Deutschland)', right: 'de' },
  { value: 'fr', title: 'Français', right: 'fr' },
  { value: 'it', title: 'Italiano', right: 'it' },
  { value: 'es', title: 'Español', right: 'es' },
];

export { i18n };
