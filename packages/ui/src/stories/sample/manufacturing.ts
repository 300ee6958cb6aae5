import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ManufacturingSectionContent } from '../../sections/Manufacturing/types';
import type { Art } from './art';
import { titledItems } from './items';
import { pageLink } from './navigation';

/** The Manufacturing section's sample copy. */
export const manufacturingMessages = {
  eyebrow: msg({ id: 'stories.manufacturing.eyebrow', message: 'Manufacturing' }),
  title: msg({ id: 'stories.manufacturing.title', message: 'Made in our own workshops' }),
  lead: msg({
    id: 'stories.manufacturing.lead',
    message:
      'Owning every step, from the sawn log to the packed brush, lets us promise quality and delivery dates we can keep.',
  }),
  description: msg({
    id: 'stories.manufacturing.description',
    message:
      'We make brushes in Biel and Porto and turn our wooden parts in the Emmental: machines for the repeat work, people for the details.',
  }),
  capabilities: {
    machinery: msg({ id: 'stories.manufacturing.machinery.title', message: 'Modern machines' }),
    machineryText: msg({
      id: 'stories.manufacturing.machinery.text',
      message: 'Automatic tufting machines and CNC lathes make large batches with the same precision.',
    }),
    quality: msg({ id: 'stories.manufacturing.quality.title', message: 'Checked by hand' }),
    qualityText: msg({
      id: 'stories.manufacturing.quality.text',
      message: 'Every batch is inspected by someone who knows how a good brush should feel.',
    }),
    resources: msg({ id: 'stories.manufacturing.resources.title', message: 'Careful with resources' }),
    resourcesText: msg({
      id: 'stories.manufacturing.resources.text',
      message: 'Offcuts heat our buildings, and the sawdust becomes bedding for farm animals.',
    }),
  },
  heritage: {
    title: msg({ id: 'stories.manufacturing.heritage.title', message: 'Our workshops' }),
    latheAlt: msg({
      id: 'stories.manufacturing.heritage.latheAlt',
      message: 'Illustration: a lathe turning a broom handle',
    }),
    latheCaption: msg({
      id: 'stories.manufacturing.heritage.latheCaption',
      message: 'Turning handles in Langnau im Emmental.',
    }),
    workshopAlt: msg({
      id: 'stories.manufacturing.heritage.workshopAlt',
      message: 'Illustration: a tufting machine beside a crate of finished brushes',
    }),
    workshopCaption: msg({
      id: 'stories.manufacturing.heritage.workshopCaption',
      message: 'The brush workshop in Biel.',
    }),
  },
  process: {
    title: msg({ id: 'stories.manufacturing.process.title', message: 'How a brush is made' }),
    intro: msg({
      id: 'stories.manufacturing.process.intro',
      message: 'Two tracks meet at assembly: the wooden body and the bristles.',
    }),
    wood: msg({ id: 'stories.manufacturing.process.wood', message: 'Wooden parts' }),
    drying: msg({ id: 'stories.manufacturing.process.drying.title', message: 'Drying' }),
    dryingText: msg({
      id: 'stories.manufacturing.process.drying.text',
      message: 'Sawn beech dries until its moisture is below twelve per cent.',
    }),
    turning: msg({ id: 'stories.manufacturing.process.turning.title', message: 'Turning' }),
    turningText: msg({
      id: 'stories.manufacturing.process.turning.text',
      message: 'CNC lathes turn handles and bodies, which are then sanded smooth.',
    }),
    finishing: msg({ id: 'stories.manufacturing.process.finishing.title', message: 'Finishing' }),
    finishingText: msg({
      id: 'stories.manufacturing.process.finishing.text',
      message: 'Parts are oiled, waxed or left untreated, as ordered.',
    }),
    brush: msg({ id: 'stories.manufacturing.process.brush', message: 'Brushes' }),
    tufting: msg({ id: 'stories.manufacturing.process.tufting.title', message: 'Tufting' }),
    tuftingText: msg({
      id: 'stories.manufacturing.process.tufting.text',
      message: 'Machines set the tufts of fibre into the drilled body.',
    }),
    trimming: msg({ id: 'stories.manufacturing.process.trimming.title', message: 'Trimming' }),
    trimmingText: msg({
      id: 'stories.manufacturing.process.trimming.text',
      message: 'The bristles are cut to an even length and shape.',
    }),
    packing: msg({ id: 'stories.manufacturing.process.packing.title', message: 'Inspection and packing' }),
    packingText: msg({
      id: 'stories.manufacturing.process.packing.text',
      message: 'Each batch is checked, labelled and packed for its customer.',
    }),
  },
  quality: {
    title: msg({ id: 'stories.manufacturing.checks.title', message: 'Quality checks' }),
    description: msg({
      id: 'stories.manufacturing.checks.description',
      message: 'Every batch passes the same checks before it leaves the workshop.',
    }),
    moisture: msg({
      id: 'stories.manufacturing.checks.moisture',
      message: 'Wood moisture measured before turning',
    }),
    pull: msg({ id: 'stories.manufacturing.checks.pull', message: 'Tuft pull-out strength tested' }),
    dimensions: msg({
      id: 'stories.manufacturing.checks.dimensions',
      message: 'Dimensions checked against the drawing',
    }),
    finish: msg({
      id: 'stories.manufacturing.checks.finish',
      message: 'Finish inspected by eye and by hand',
    }),
  },
  facilities: {
    title: msg({ id: 'stories.manufacturing.sites.title', message: 'Our sites' }),
    intro: msg({
      id: 'stories.manufacturing.sites.intro',
      message: 'Three production sites and a distribution centre, connected by rail.',
    }),
    biel: msg({ id: 'stories.manufacturing.sites.biel.role', message: 'Headquarters and brush making' }),
    bielText: msg({
      id: 'stories.manufacturing.sites.biel.text',
      message: 'Management, product design and our largest brush workshop.',
    }),
    langnau: msg({ id: 'stories.manufacturing.sites.langnau.role', message: 'Wood turning' }),
    langnauText: msg({
      id: 'stories.manufacturing.sites.langnau.text',
      message: 'Our joinery turns handles and wooden parts from local timber.',
    }),
    porto: msg({ id: 'stories.manufacturing.sites.porto.role', message: 'Brooms and dustpans' }),
    portoText: msg({
      id: 'stories.manufacturing.sites.porto.text',
      message: 'Moulding and assembly of brooms and dustpans for southern Europe.',
    }),
    olten: msg({ id: 'stories.manufacturing.sites.olten.role', message: 'Distribution centre' }),
    oltenText: msg({
      id: 'stories.manufacturing.sites.olten.text',
      message: 'Our warehouse on the rail network ships to eighteen countries.',
    }),
  },
  learnMore: msg({ id: 'stories.manufacturing.learnMore', message: 'How we make it' }),
  promo: {
    title: msg({ id: 'stories.manufacturing.promo.title', message: 'Visit the workshop' }),
    text: msg({
      id: 'stories.manufacturing.promo.text',
      message: 'We welcome buyers in Biel and Langnau. Tell us when you would like to come.',
    }),
    visit: msg({ id: 'stories.manufacturing.promo.visit', message: 'Arrange a visit' }),
  },
};

/** The place names of the sites, the same in every language. */
export const siteNames = {
  biel: 'Biel/Bienne',
  langnau: 'Langnau im Emmental',
  porto: 'Porto',
  olten: 'Olten',
};

/** The Manufacturing section: capabilities, workshops, process, checks, sites and the banner. */
export const manufacturingSample = (i18n: I18n, art: Art): ManufacturingSectionContent => {
  const m = manufacturingMessages;
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor);
  const p = m.process;
  const f = m.facilities;
  return {
    eyebrow: t(m.eyebrow),
    title: t(m.title),
    lead: t(m.lead),
    description: t(m.description),
    capabilities: titledItems(i18n, m.capabilities, ['machinery', 'quality', 'resources']),
    heritage: {
      title: t(m.heritage.title),
      images: [
        {
          image: { src: art.lathe, alt: t(m.heritage.latheAlt), width: 720, height: 480 },
          caption: t(m.heritage.latheCaption),
        },
        {
          image: { src: art.workshop, alt: t(m.heritage.workshopAlt), width: 720, height: 480 },
          caption: t(m.heritage.workshopCaption),
        },
      ],
    },
    process: {
      title: t(p.title),
      intro: t(p.intro),
      tracks: [
        {
          id: 'wood',
          title: t(p.wood),
          steps: titledItems(i18n, p, ['drying', 'turning', 'finishing']),
        },
        {
          id: 'brush',
          title: t(p.brush),
          steps: titledItems(i18n, p, ['tufting', 'trimming', 'packing']),
        },
      ],
    },
    quality: {
      title: t(m.quality.title),
      description: t(m.quality.description),
      checks: [t(m.quality.moisture), t(m.quality.pull), t(m.quality.dimensions), t(m.quality.finish)],
    },
    facilities: {
      title: t(f.title),
      intro: t(f.intro),
      items: [
        { id: 'biel', name: siteNames.biel, role: t(f.biel), description: t(f.bielText) },
        { id: 'langnau', name: siteNames.langnau, role: t(f.langnau), description: t(f.langnauText) },
        { id: 'porto', name: siteNames.porto, role: t(f.porto), description: t(f.portoText) },
        { id: 'olten', name: siteNames.olten, role: t(f.olten), description: t(f.oltenText) },
      ],
    },
    learnMore: { label: t(m.learnMore), href: '/manufacturing' },
    related: [pageLink(i18n, 'contact')],
    crossPromo: {
      title: t(m.promo.title),
      text: t(m.promo.text),
      links: [{ label: t(m.promo.visit), href: '/contact' }, pageLink(i18n, 'about')],
    },
  };
};
