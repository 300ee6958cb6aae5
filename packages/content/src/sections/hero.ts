import type { HeroSectionContent } from '@brand/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { company } from '../company';
import { textFigures } from '../figureCopy';
import heroPosterUrl from '../media/hero-poster.svg';

/** The home hero's messages; figures come in through placeholders. */
const heroMessages = {
  eyebrow: msg({ id: 'home.hero.eyebrow', message: 'A Swiss company since {founded}' }),
  title: msg({ id: 'home.hero.title', message: 'Brushes, brooms and wood components from our own plants' }),
  subtitle: msg({
    id: 'home.hero.subtitle',
    message:
      'Recycled-plastic brushes ({share} recycled content by weight), natural-fibre brushes, dustpans, wooden handles and wood components from our production sites in Basel, France and Sri Lanka – and private-label manufacturing for {partners} partners.',
  }),
  cta: msg({ id: 'home.hero.cta', message: 'Request a quote' }),
  ctaProducts: msg({ id: 'home.hero.ctaProducts', message: 'Explore our products' }),
  posterAlt: msg({
    id: 'home.hero.posterAlt',
    message: 'Illustration: brushes, a broom, a dustpan and wooden handles on an oak workbench',
  }),
};

/**
 * Values of the hero's placeholders in the active language, as a sentence writes the figures: the production
 * sites ("three") and the floor of the partners ("more than 60").
 */
const heroValues = (i18n: I18n) => {
  const text = textFigures(i18n);
  return {
    founded: company.founded,
    productionSites: text.productionSites,
    partners: text.privateLabelPartners,
    // The recycled share of the brush bodies, as the register states it (claims.recycledPlastic).
    share: text.recycledPlasticShare,
  };
};

/** The home page's hero: eyebrow, title, subtitle, calls to action and the poster (the video URL comes from the site settings). */
export const heroContent = (i18n: I18n): HeroSectionContent => ({
  eyebrow: i18n._({ ...heroMessages.eyebrow, values: heroValues(i18n) }),
  title: i18n._(heroMessages.title),
  subtitle: i18n._({ ...heroMessages.subtitle, values: heroValues(i18n) }),
  poster: { src: heroPosterUrl, alt: i18n._(heroMessages.posterAlt), width: 1600, height: 900 },
  actions: [
    { label: i18n._(heroMessages.cta), href: '/contact#contact-form' },
    { label: i18n._(heroMessages.ctaProducts), href: '/products' },
  ],
});
