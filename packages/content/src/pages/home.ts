import type { MessageDescriptor } from '@lingui/core';
import { heroMessages, heroValues } from '../sections/hero';

/**
 * Copy of the home page's opening as ready-to-translate descriptors (figures filled in).
 * @deprecated Use `heroContent(i18n)` with the `HeroSection`; kept while the site's placeholder page uses it.
 */
export const homeIntro: Record<'eyebrow' | 'title' | 'subtitle' | 'cta', MessageDescriptor> = {
  eyebrow: { ...heroMessages.eyebrow, values: heroValues },
  title: heroMessages.title,
  subtitle: { ...heroMessages.subtitle, values: heroValues },
  cta: heroMessages.cta,
};
