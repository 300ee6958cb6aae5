import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AboutSectionContent } from '../../sections/About/types';
import type { Art } from './art';

/** The About section's sample copy. */
export const aboutMessages = {
  eyebrow: msg({ id: 'stories.about.eyebrow', message: 'About us' }),
  title: msg({ id: 'stories.about.title', message: 'A family business from Biel' }),
  lead: msg({
    id: 'stories.about.lead',
    message:
      'Three generations have run Lindenmatt since 1968. From Biel and the Emmental we supply brushes, brooms and turned wooden parts to retailers, cleaning companies and manufacturers across Europe.',
  }),
  description: msg({
    id: 'stories.about.description',
    message:
      'We combine traditional brush making with modern machines, and we turn most of our wooden parts ourselves, from Swiss beech and ash.',
  }),
  imageAlt: msg({
    id: 'stories.about.imageAlt',
    message: 'Illustration: the workshop in Biel between the lake and the Jura hills',
  }),
  columns: {
    family: msg({ id: 'stories.about.columns.family.title', message: 'Three generations' }),
    familyText: msg({
      id: 'stories.about.columns.family.text',
      message:
        'Founded by Margrit and Hans Lindenmatt, run today by their grandchildren. Decisions are made in Biel, next to the workshop.',
    }),
    wood: msg({ id: 'stories.about.columns.wood.title', message: 'Our own wood' }),
    woodText: msg({
      id: 'stories.about.columns.wood.text',
      message:
        'Handles and wooden parts are turned in our joinery in the Emmental, from beech and ash bought within a hundred kilometres.',
    }),
    repair: msg({ id: 'stories.about.columns.repair.title', message: 'Made to be repaired' }),
    repairText: msg({
      id: 'stories.about.columns.repair.text',
      message: 'Many of our brushes take replacement heads, so the handle stays in use for years.',
    }),
  },
  stats: {
    title: msg({ id: 'stories.about.stats.title', message: 'Lindenmatt in figures' }),
    founded: msg({ id: 'stories.about.stats.founded', message: 'founded in Biel' }),
    sites: msg({ id: 'stories.about.stats.sites', message: 'production sites' }),
    units: msg({ id: 'stories.about.stats.units', message: 'brushes and parts a year' }),
    countries: msg({ id: 'stories.about.stats.countries', message: 'countries supplied' }),
  },
  timeline: {
    title: msg({ id: 'stories.about.timeline.title', message: 'Our story' }),
    lead: msg({ id: 'stories.about.timeline.lead', message: 'The milestones that made us who we are.' }),
    y1968: msg({ id: 'stories.about.timeline.1968.title', message: 'A workshop by the lake' }),
    y1968Text: msg({
      id: 'stories.about.timeline.1968.text',
      message: 'Margrit and Hans Lindenmatt start making hand brushes in a rented workshop in Biel.',
    }),
    y1985: msg({ id: 'stories.about.timeline.1985.title', message: 'Our own joinery' }),
    y1985Text: msg({
      id: 'stories.about.timeline.1985.text',
      message: 'We buy a small joinery in Langnau im Emmental and start turning our own handles.',
    }),
    y2004: msg({ id: 'stories.about.timeline.2004.title', message: 'The second generation' }),
    y2004Text: msg({
      id: 'stories.about.timeline.2004.text',
      message: 'Their daughter Ruth takes over and brings in the first automatic tufting machines.',
    }),
    y2011: msg({ id: 'stories.about.timeline.2011.title', message: 'Production in Porto' }),
    y2011Text: msg({
      id: 'stories.about.timeline.2011.text',
      message: 'Our broom and dustpan production opens in Porto, Portugal, close to our southern customers.',
    }),
    y2022: msg({ id: 'stories.about.timeline.2022.title', message: 'Replaceable heads' }),
    y2022Text: msg({
      id: 'stories.about.timeline.2022.text',
      message: 'Our best-selling brushes get replaceable heads: the handle stays, only the bristles change.',
    }),
  },
  values: {
    title: msg({ id: 'stories.about.values.title', message: 'What we stand for' }),
    lead: msg({ id: 'stories.about.values.lead', message: 'Four principles we apply to every order.' }),
    materials: msg({ id: 'stories.about.values.materials.title', message: 'Honest materials' }),
    materialsText: msg({
      id: 'stories.about.values.materials.text',
      message: 'Plain wood, natural fibres and recycled plastic, and no coatings that end up in the soil.',
    }),
    prices: msg({ id: 'stories.about.values.prices.title', message: 'Clear prices' }),
    pricesText: msg({
      id: 'stories.about.values.prices.text',
      message: 'A quote you can plan with, valid for three months.',
    }),
    deadlines: msg({ id: 'stories.about.values.deadlines.title', message: 'Reliable deadlines' }),
    deadlinesText: msg({
      id: 'stories.about.values.deadlines.text',
      message: 'We promise delivery dates we can keep, and tell you early if anything changes.',
    }),
    use: msg({ id: 'stories.about.values.use.title', message: 'Long use' }),
    useText: msg({
      id: 'stories.about.values.use.text',
      message: 'Products that can be repaired, refilled or taken back at the end of their life.',
    }),
  },
  learnMore: msg({ id: 'stories.about.learnMore', message: 'Read our story' }),
  learnMoreName: msg({ id: 'stories.about.learnMore.name', message: 'Read our story of three generations' }),
  promo: {
    title: msg({ id: 'stories.about.promo.title', message: 'See what we make' }),
    text: msg({
      id: 'stories.about.promo.text',
      message: 'From the hand brush to the turned handle: our range, and how we make it.',
    }),
    range: msg({ id: 'stories.about.promo.range', message: 'Browse the range' }),
    making: msg({ id: 'stories.about.promo.making', message: 'How we make it' }),
  },
};

/** The years of the timeline, in the order the content lists them. */
export const aboutYears = [1968, 1985, 2004, 2011, 2022] as const;

/** The About section: introduction, three columns, figures, timeline, values and the banner. */
export const aboutSample = (i18n: I18n, art: Art): AboutSectionContent => {
  const m = aboutMessages;
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor);
  return {
    eyebrow: t(m.eyebrow),
    title: t(m.title),
    lead: t(m.lead),
    description: t(m.description),
    image: { src: art.about, alt: t(m.imageAlt), width: 480, height: 360 },
    columns: [
      { title: t(m.columns.family), text: t(m.columns.familyText) },
      { title: t(m.columns.wood), text: t(m.columns.woodText) },
      { title: t(m.columns.repair), text: t(m.columns.repairText) },
    ],
    stats: {
      title: t(m.stats.title),
      items: [
        { value: '1968', label: t(m.stats.founded) },
        { value: '3', label: t(m.stats.sites) },
        { value: i18n.number(14_000_000, { notation: 'compact' }), label: t(m.stats.units) },
        { value: '18', label: t(m.stats.countries) },
      ],
    },
    timeline: {
      title: t(m.timeline.title),
      lead: t(m.timeline.lead),
      entries: [
        { year: 1968, title: t(m.timeline.y1968), description: t(m.timeline.y1968Text) },
        { year: 1985, title: t(m.timeline.y1985), description: t(m.timeline.y1985Text) },
        { year: 2004, title: t(m.timeline.y2004), description: t(m.timeline.y2004Text) },
        { year: 2011, title: t(m.timeline.y2011), description: t(m.timeline.y2011Text) },
        { year: 2022, title: t(m.timeline.y2022), description: t(m.timeline.y2022Text) },
      ],
    },
    values: {
      title: t(m.values.title),
      lead: t(m.values.lead),
      items: [
        { title: t(m.values.materials), text: t(m.values.materialsText) },
        { title: t(m.values.prices), text: t(m.values.pricesText) },
        { title: t(m.values.deadlines), text: t(m.values.deadlinesText) },
        { title: t(m.values.use), text: t(m.values.useText) },
      ],
    },
    learnMore: { label: t(m.learnMore), href: '/about', ariaLabel: t(m.learnMoreName) },
    crossPromo: {
      title: t(m.promo.title),
      text: t(m.promo.text),
      links: [
        { label: t(m.promo.range), href: '/products' },
        { label: t(m.promo.making), href: '/manufacturing' },
      ],
    },
  };
};
