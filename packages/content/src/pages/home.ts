import { msg } from '@lingui/core/macro';

/** Copy of the home page's opening, as Lingui descriptors translated in the content catalogs. */
export const homeIntro = {
  eyebrow: msg({ id: 'home.hero.eyebrow', message: 'Swiss manufacturer since 1993' }),
  title: msg({ id: 'home.hero.title', message: 'Brushes, brooms and wood components, made to last' }),
  subtitle: msg({
    id: 'home.hero.subtitle',
    message:
      'Recycled and natural-fibre brushes, dustpans, wooden handles and wood components from four production sites — and private-label manufacturing for more than 60 partners.',
  }),
  cta: msg({ id: 'home.hero.cta', message: 'Request a quote' }),
};
