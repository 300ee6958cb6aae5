import type { Messages } from '@lingui/core';
import type { Locale } from './content';

/**
 * The app's own Lingui messages, in Lingui's compiled form (what `lingui compile` writes: a message is a list
 * of parts), merged over the library's catalog so one i18n instance serves both. An app that extracts its
 * messages with Lingui imports its compiled catalog here instead.
 */
const appMessages: Record<Locale, Messages> = {
  en: {
    'partner.sent.title': ['Thank you!'],
    'partner.sent.text': ['Our customer service answers within two working days.'],
  },
  de: {
    'partner.sent.title': ['Vielen Dank!'],
    'partner.sent.text': ['Unser Kundendienst antwortet innert zwei Arbeitstagen.'],
  },
};

/** The library's catalogs: a Swiss partner, so its German is Switzerland's (`de-CH`, "Schliessen"). */
const uiCatalogs = {
  en: () => import('@brand/ui/locales/en'),
  de: () => import('@brand/ui/locales/de-CH'),
};

/** The library's catalog for a language, with the app's messages on top. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const { messages } = await uiCatalogs[locale]();
  return { ...messages, ...appMessages[locale] };
}
