import type { UiLocale } from '@brand/ui';
import type { Messages } from '@lingui/core';

/**
 * The brand copy comes in two catalogs per locale (lingui.config.ts): `shell`, what any page may show up
 * front (navigation, footer, head and its share picture's hero text, contact and FAQ), and `sections`, the long copy of the home page and
 * the section pages. A page loads only what it shows; each is its own chunk.
 */
export type ContentPart = 'shell' | 'sections';

type Loader = () => Promise<{ messages: Messages }>;

const loaders: Record<ContentPart, Record<UiLocale, Loader>> = {
  shell: {
    en: () => import('./locales/en.ts'),
    de: () => import('./locales/de.ts'),
    fr: () => import('./locales/fr.ts'),
    it: () => import('./locales/it.ts'),
    es: () => import('./locales/es.ts'),
  },
  sections: {
    en: () => import('./sections/locales/en.ts'),
    de: () => import('./sections/locales/de.ts'),
    fr: () => import('./sections/locales/fr.ts'),
    it: () => import('./sections/locales/it.ts'),
    es: () => import('./sections/locales/es.ts'),
  },
};

/** Loads one part of the brand copy, compiled for one locale. */
export const loadContentMessages = async (locale: UiLocale, part: ContentPart): Promise<Messages> =>
  (await loaders[part][locale]()).messages;
