import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HeroSectionContent } from '../../sections/Hero/types';
import { aboutMessages } from './about';
import type { Art } from './art';
import { sustainabilityMessages } from './sustainability';

/** The hero's sample copy. */
export const heroMessages = {
  eyebrow: msg({ id: 'stories.hero.eyebrow', message: 'Brush makers in Biel since 1968' }),
  title: msg({ id: 'stories.hero.title', message: 'Brushes and wooden parts that last for years' }),
  subtitle: msg({
    id: 'stories.hero.subtitle',
    message:
      'Hand brushes, brooms and turned wooden parts from our workshops in Biel and the Emmental, for retailers, cleaning companies and manufacturers.',
  }),
  quote: msg({ id: 'stories.hero.quote', message: 'Ask for a quote' }),
  range: msg({ id: 'stories.hero.range', message: 'See the range' }),
  posterAlt: msg({
    id: 'stories.hero.posterAlt',
    message: 'Illustration: a brush workshop by a lake, at the foot of wooded hills',
  }),
  longTitle: msg({
    id: 'stories.hero.longTitle',
    message:
      'Hand brushes, scrubbing brushes, brooms, dustpans and turned wooden components from our own workshops',
  }),
  longSubtitle: msg({
    id: 'stories.hero.longSubtitle',
    message:
      'Brushes of recycled plastic and natural fibres, dustpans, broom handles and turned components from three production sites, and private-label manufacturing for retailers in eighteen countries.',
  }),
};

/** The home page's hero: eyebrow, title, subtitle, two calls to action and the poster. */
export const heroSample = (i18n: I18n, art: Art): HeroSectionContent => ({
  eyebrow: i18n._(heroMessages.eyebrow),
  title: i18n._(heroMessages.title),
  subtitle: i18n._(heroMessages.subtitle),
  poster: { src: art.hero, alt: i18n._(heroMessages.posterAlt), width: 1600, height: 900 },
  actions: [
    { label: i18n._(heroMessages.quote), href: '/contact' },
    { label: i18n._(heroMessages.range), href: '/products' },
  ],
});

/** The hero with the longest title and subtitle of the sample, in each language. */
export const longHeroSample = (i18n: I18n, art: Art): HeroSectionContent => ({
  ...heroSample(i18n, art),
  title: i18n._(heroMessages.longTitle),
  subtitle: i18n._(heroMessages.longSubtitle),
});

/**
 * The hero with the company's key figures under its actions (the home page's): the founding year, the
 * brushes a year, the countries and the certified wood with the link to its proof.
 */
export const heroFiguresSample = (i18n: I18n, art: Art): HeroSectionContent => ({
  ...heroSample(i18n, art),
  figures: [
    { value: '1968', label: i18n._(aboutMessages.stats.founded) },
    { value: i18n.number(14_000_000, { notation: 'compact' }), label: i18n._(aboutMessages.stats.units) },
    { value: '18', label: i18n._(aboutMessages.stats.countries) },
    {
      value: i18n.number(1, { style: 'percent' }),
      label: i18n._(sustainabilityMessages.metrics.certified),
      proof: { label: i18n._(sustainabilityMessages.evidence.proof), href: '/sustainability#claim-wood' },
    },
  ],
});
