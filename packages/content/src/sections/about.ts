import type { AboutSectionContent } from '@brand/ui';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { claimCopy, claimSentence } from '../claimCopy';
import { company, type Figures } from '../company';
import { textFigures } from '../figureCopy';
import aboutImageUrl from '../media/about-basel-rhine.svg';
import { sitesText } from '../siteCopy';
import { companyFigures } from './companyFigures';

/** Every placeholder the About copy may use, the figures as the language writes them. */
const placeholdersFor = (text: Figures, sites: string, claim: ReturnType<typeof claimCopy>) => ({
  founded: company.founded,
  years: text.yearsOfExperience,
  units: text.unitsPerYear,
  locations: text.sites,
  sites,
  countries: text.countriesServed,
  moisture: text.woodMoisture,
  // Counts to twelve in words, as the language writes them ("three", "drei").
  lines: text.handleLines,
  machines: text.fillingMachines,
  // Claims in full, each with its qualifier (docs/adr/0059).
  certifiedWood: claimSentence(claim('certifiedWood')),
  forestRegeneration: claimSentence(claim('forestRegeneration')),
});

const messages = {
  eyebrow: msg({ id: 'about.eyebrow', message: 'About us' }),
  title: msg({ id: 'about.title', message: 'A Swiss company since {founded}' }),
  lead: msg({
    id: 'about.lead',
    message:
      'Headquartered in Basel, we make brushes, brooms, dustpans, wooden handles and wood components for retailers, wholesalers and industrial partners in {countries} countries. Our {locations} sites – {sites} – give us the capacity to deliver consistent quality at scale.',
  }),
  description: msg({
    id: 'about.description',
    message:
      'Since {founded} we have combined traditional brush-making with modern, automated production. Today we make {units} units a year – from plastic with declared recycled content, natural fibres and wood bought as FSC- or PEFC-certified material.',
  }),
  imageAlt: msg({
    id: 'about.image.alt',
    message: 'Illustration: a workshop on the Rhine, surrounded by forest, with a cargo barge on the river',
  }),
  heritageTitle: msg({ id: 'about.columns.heritage.title', message: 'Heritage' }),
  heritageText: msg({
    id: 'about.columns.heritage.text',
    message:
      'For {years} years we have been building up our brush-making know-how in Basel, and we share it across our {locations} sites. Every product benefits from what we have learned since {founded}.',
  }),
  craftsmanshipTitle: msg({ id: 'about.columns.craftsmanship.title', message: 'Craftsmanship' }),
  craftsmanshipText: msg({
    id: 'about.columns.craftsmanship.text',
    message:
      'Automated lines for consistency, skilled hands for the details. Before machining, we check that the moisture content of our wood is within {moisture}, and we test our products before they leave the plant.',
  }),
  responsibilityTitle: msg({ id: 'about.columns.responsibility.title', message: 'Our materials' }),
  responsibilityText: msg({
    id: 'about.columns.responsibility.text',
    message:
      'Plastic with declared recycled content, natural fibres and certified wood. {certifiedWood} {forestRegeneration}',
  }),
  statsTitle: msg({ id: 'about.stats.title', message: 'Our company in figures' }),
  timelineTitle: msg({ id: 'about.timeline.title', message: 'Our journey' }),
  timelineLead: msg({
    id: 'about.timeline.lead',
    message: 'From our founding in Basel to our {locations} sites today: the milestones that shaped us.',
  }),
  t1993Title: msg({ id: 'about.timeline.1993.title', message: 'Founded in Basel' }),
  t1993Text: msg({
    id: 'about.timeline.1993.description',
    message:
      'Our company is founded in Basel, Switzerland, to make brushes and brooms for households and professionals.',
  }),
  t2004Title: msg({ id: 'about.timeline.2004.title', message: 'Production in France' }),
  t2004Text: msg({
    id: 'about.timeline.2004.description',
    message: 'We open our production site in France, our first site outside Switzerland.',
  }),
  t2008Title: msg({ id: 'about.timeline.2008.title', message: 'Recycled and certified materials' }),
  t2008Text: msg({
    id: 'about.timeline.2008.description',
    message: 'We begin to build our range on recycled plastics, natural fibres and certified wood.',
  }),
  t2013Title: msg({ id: 'about.timeline.2013.title', message: 'Production in Sri Lanka' }),
  t2013Text: msg({
    id: 'about.timeline.2013.description',
    message: 'Our production site in Sri Lanka opens and extends our capacity for brushes and brooms.',
  }),
  t2018Title: msg({ id: 'about.timeline.2018.title', message: 'Our own wood processing' }),
  t2018Text: msg({
    id: 'about.timeline.2018.description',
    message:
      'We start processing wood ourselves, from certified timber to finished handles and components – quality under our own control.',
  }),
  t2021Title: msg({ id: 'about.timeline.2021.title', message: 'Automated handle lines' }),
  t2021Text: msg({
    id: 'about.timeline.2021.description',
    message:
      'We commission {lines} automated lines for wooden handles, for consistent quality at high volumes.',
  }),
  t2023Title: msg({ id: 'about.timeline.2023.title', message: 'Distribution centre in Germany' }),
  t2023Text: msg({
    id: 'about.timeline.2023.description',
    message:
      'Our distribution centre in Germany opens and shortens delivery routes to our customers in Europe.',
  }),
  t2025Title: msg({ id: 'about.timeline.2025.title', message: 'New brush-filling machines' }),
  t2025Text: msg({
    id: 'about.timeline.2025.description',
    message:
      'In Sri Lanka, {machines} new brush-filling machines expand our capacity for high-quality brushes.',
  }),
  valuesTitle: msg({ id: 'about.values.title', message: 'What we stand for' }),
  valuesLead: msg({
    id: 'about.values.lead',
    message: 'The principles behind every brush, handle and component we make.',
  }),
  qualityTitle: msg({ id: 'about.values.quality.title', message: 'Quality, batch by batch' }),
  qualityText: msg({
    id: 'about.values.quality.text',
    message: 'Products built for daily, demanding use, each batch tested against its specification.',
  }),
  resourcesTitle: msg({ id: 'about.values.resources.title', message: 'Materials we can document' }),
  resourcesText: msg({
    id: 'about.values.resources.text',
    message:
      'Plastic with declared recycled content, natural fibres and certified wood; the figures and the evidence for them are on our sustainability page.',
  }),
  partnershipTitle: msg({ id: 'about.values.partnership.title', message: 'Reliable partnership' }),
  partnershipText: msg({
    id: 'about.values.partnership.text',
    message:
      'Clear communication, agreed deadlines and long-term relationships with retailers, wholesalers and private-label partners.',
  }),
  precisionTitle: msg({ id: 'about.values.precision.title', message: 'Made to specification' }),
  precisionText: msg({
    id: 'about.values.precision.text',
    message:
      'Precise dimensions, careful checks and dependable delivery, from the first sample to the last pallet.',
  }),
  learnMore: msg({ id: 'about.learnMore', message: 'More about us' }),
  crossPromoTitle: msg({ id: 'about.crossPromo.title', message: 'Discover what we make' }),
  crossPromoText: msg({
    id: 'about.crossPromo.text',
    message:
      'Explore our brushes, dustpans, wooden handles and wood components – and see how we manufacture them.',
  }),
  crossPromoProducts: msg({ id: 'about.crossPromo.products', message: 'Explore our products' }),
  crossPromoManufacturing: msg({ id: 'about.crossPromo.manufacturing', message: 'See our manufacturing' }),
};

/** The About section's copy in the active locale: introduction, columns, figures, timeline and values. */
export const aboutContent = (i18n: I18n): AboutSectionContent => {
  const placeholders = placeholdersFor(textFigures(i18n), sitesText(i18n), claimCopy(i18n));
  const t = (descriptor: MessageDescriptor) => i18n._({ ...descriptor, values: placeholders });
  const entry = (year: number, title: MessageDescriptor, description: MessageDescriptor) => ({
    year,
    title: t(title),
    description: t(description),
  });
  return {
    eyebrow: t(messages.eyebrow),
    title: t(messages.title),
    lead: t(messages.lead),
    description: t(messages.description),
    image: { src: aboutImageUrl, alt: t(messages.imageAlt), width: 480, height: 360 },
    columns: [
      { title: t(messages.heritageTitle), text: t(messages.heritageText) },
      { title: t(messages.craftsmanshipTitle), text: t(messages.craftsmanshipText) },
      { title: t(messages.responsibilityTitle), text: t(messages.responsibilityText) },
    ],
    stats: {
      title: t(messages.statsTitle),
      items: companyFigures(i18n),
    },
    timeline: {
      title: t(messages.timelineTitle),
      lead: t(messages.timelineLead),
      entries: [
        entry(company.founded, messages.t1993Title, messages.t1993Text),
        entry(2004, messages.t2004Title, messages.t2004Text),
        entry(2008, messages.t2008Title, messages.t2008Text),
        entry(2013, messages.t2013Title, messages.t2013Text),
        entry(2018, messages.t2018Title, messages.t2018Text),
        entry(2021, messages.t2021Title, messages.t2021Text),
        entry(2023, messages.t2023Title, messages.t2023Text),
        entry(2025, messages.t2025Title, messages.t2025Text),
      ],
    },
    values: {
      title: t(messages.valuesTitle),
      lead: t(messages.valuesLead),
      items: [
        { title: t(messages.qualityTitle), text: t(messages.qualityText) },
        { title: t(messages.resourcesTitle), text: t(messages.resourcesText) },
        { title: t(messages.partnershipTitle), text: t(messages.partnershipText) },
        { title: t(messages.precisionTitle), text: t(messages.precisionText) },
      ],
    },
    learnMore: { label: t(messages.learnMore), href: '/about' },
    crossPromo: {
      title: t(messages.crossPromoTitle),
      text: t(messages.crossPromoText),
      links: [
        { label: t(messages.crossPromoProducts), href: '/products' },
        { label: t(messages.crossPromoManufacturing), href: '/manufacturing' },
      ],
    },
  };
};
