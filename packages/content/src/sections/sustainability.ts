import type { SustainabilitySectionContent } from '@brand/ui';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { company } from '../company';
import { factMarker } from '../factCopy';
import { textFigures, tileFigures } from '../figureCopy';
import { headerPicture } from '../media/headerPicture';
import bargeUrl from '../media/sustainability-barge.svg';
import factoryUrl from '../media/sustainability-factory.svg';
import forestUrl from '../media/sustainability-forest.svg';
import growthUrl from '../media/sustainability-growth.svg';

const messages = {
  eyebrow: msg({ id: 'sustainability.eyebrow', message: 'Sustainability' }),
  title: msg({ id: 'sustainability.title', message: 'Responsible from forest to doorstep' }),
  lead: msg({
    id: 'sustainability.lead',
    message:
      'Sustainability is not a product line for us: it is how we source, make and move everything we sell – measured, certified and documented for your own reporting.',
  }),
  description: msg({
    id: 'sustainability.description',
    message:
      'Certified wood, with every tree felled for it replanted; plants that send none of their production waste to landfill; and transport by barge on the Rhine, with the emissions of every shipment offset.',
  }),
  sourcing: {
    title: msg({ id: 'sustainability.pillars.sourcing.title', message: 'Responsible sourcing' }),
    summary: msg({
      id: 'sustainability.pillars.sourcing.summary',
      message:
        'FSC- and PEFC-certified wood from responsibly managed forests, in compliance with the EU Deforestation Regulation (EUDR).',
    }),
    description: msg({
      id: 'sustainability.pillars.sourcing.description',
      message:
        'The wood we process is {certifiedWood} FSC or PEFC certified, and {treeReplanting} of the trees felled for it are replanted. Our supply chain is documented back to the forest of origin, so every delivery complies with the EU Deforestation Regulation (EUDR) and you receive the due-diligence information your own reporting needs. For brushes we use recycled plastics and natural fibres wherever the application allows.',
    }),
    alt: msg({
      id: 'sustainability.pillars.sourcing.alt',
      message: 'Illustration of a managed forest where young trees grow between mature ones',
    }),
  },
  manufacturing: {
    title: msg({ id: 'sustainability.pillars.manufacturing.title', message: 'Efficient manufacturing' }),
    summary: msg({
      id: 'sustainability.pillars.manufacturing.summary',
      message:
        'Our plants use {energyReduction} less energy per unit produced than in {energyBaseline} and send no production waste to landfill.',
    }),
    description: msg({
      id: 'sustainability.pillars.manufacturing.description',
      message:
        'Since {energyBaseline}, modernised drying and automated lines have cut the energy we use per unit produced by {energyReduction} (figures for {energyYear}). Offcuts and shavings are reused as fuel or raw material, fibre and plastic scrap goes back into production or to recycling, and none of our plants’ production waste goes to landfill.',
    }),
    energyBadge: msg({
      id: 'sustainability.pillars.manufacturing.badges.energy',
      message: 'Energy per unit down {energyReduction} since {energyBaseline}',
    }),
    wasteBadge: msg({
      id: 'sustainability.pillars.manufacturing.badges.waste',
      message: 'No production waste to landfill',
    }),
    alt: msg({
      id: 'sustainability.pillars.manufacturing.alt',
      message: 'Illustration of a factory with solar panels on its roof, surrounded by trees',
    }),
  },
  distribution: {
    title: msg({ id: 'sustainability.pillars.distribution.title', message: 'Distribution by river' }),
    summary: msg({
      id: 'sustainability.pillars.distribution.summary',
      message:
        'Goods travel by barge on the Rhine to our distribution centre in Germany, and the emissions of all our shipping are offset.',
    }),
    description: msg({
      id: 'sustainability.pillars.distribution.description',
      message:
        'Instead of long lorry routes we use the river: barges carry our goods along the Rhine to our distribution centre on its bank in Germany, from where they reach customers across Europe. Since {offsetSince}, we have offset the emissions of every shipment through {offsetProvider}. Offsetting pays for emission cuts elsewhere; it does not remove the emissions of our transport.',
    }),
    bargeBadge: msg({ id: 'sustainability.pillars.distribution.badges.barge', message: 'Rhine barge' }),
    offsetBadge: msg({
      id: 'sustainability.pillars.distribution.badges.offset',
      message: 'Carbon-offset shipping',
    }),
    alt: msg({
      id: 'sustainability.pillars.distribution.alt',
      message: 'Illustration of a cargo barge on the Rhine passing a warehouse on the riverbank',
    }),
  },
  metrics: {
    title: msg({ id: 'sustainability.metrics.title', message: 'Our commitments in figures' }),
    replanting: msg({ id: 'sustainability.metrics.replanting', message: 'of felled trees replanted' }),
    certified: msg({ id: 'sustainability.metrics.certified', message: 'certified wood' }),
    energy: msg({
      id: 'sustainability.metrics.energy',
      message: 'less energy per unit than in {energyBaseline}',
    }),
    waste: msg({ id: 'sustainability.metrics.waste', message: 'production waste to landfill' }),
  },
  details: msg({ id: 'sustainability.details.title', message: 'In detail' }),
  chain: {
    title: msg({ id: 'sustainability.valueChain.title', message: 'Our value chain' }),
    intro: msg({
      id: 'sustainability.valueChain.intro',
      message: 'Traceable at every link, from the forest to your shelf.',
    }),
    forest: msg({ id: 'sustainability.valueChain.forest.title', message: 'Forest' }),
    forestText: msg({
      id: 'sustainability.valueChain.forest.description',
      message: 'Certified forests, every tree felled replanted',
    }),
    sawmill: msg({ id: 'sustainability.valueChain.sawmill.title', message: 'Sawmill' }),
    sawmillText: msg({
      id: 'sustainability.valueChain.sawmill.description',
      message: 'Timber cut and dried to {woodMoisture} moisture',
    }),
    factory: msg({ id: 'sustainability.valueChain.factory.title', message: 'Factory' }),
    factoryText: msg({
      id: 'sustainability.valueChain.factory.description',
      message: 'Efficient lines, no production waste to landfill',
    }),
    warehouse: msg({ id: 'sustainability.valueChain.warehouse.title', message: 'Rhine warehouse' }),
    warehouseText: msg({
      id: 'sustainability.valueChain.warehouse.description',
      message: 'Delivered by barge on the Rhine',
    }),
    customer: msg({ id: 'sustainability.valueChain.customer.title', message: 'Customer' }),
    customerText: msg({
      id: 'sustainability.valueChain.customer.description',
      message: 'Shipped to your door, its emissions offset',
    }),
  },
  learnMore: msg({ id: 'sustainability.learnMore', message: 'Our sustainability commitments' }),
  crossPromo: {
    title: msg({
      id: 'sustainability.crossPromo.title',
      message: 'Build your range on documented materials',
    }),
    text: msg({
      id: 'sustainability.crossPromo.text',
      message:
        'Certified materials and a documented supply chain make your own sustainability reporting easier. Ask for certificates and EUDR documentation, or explore our products.',
    }),
    contact: msg({ id: 'sustainability.crossPromo.contact', message: 'Request documentation' }),
    products: msg({ id: 'sustainability.crossPromo.products', message: 'Explore our products' }),
  },
};

/** The sustainability section's content in the active locale. */
export const sustainabilityContent = (i18n: I18n): SustainabilitySectionContent => {
  const text = textFigures(i18n);
  const tile = tileFigures(i18n);
  /** Translates a message, filling its placeholders (figures stay identical in every language). */
  const t = (descriptor: MessageDescriptor, values?: Record<string, string | number>) =>
    i18n._(values ? { ...descriptor, values } : descriptor);
  const m = messages;
  const c = m.chain;
  const fact = factMarker(i18n);
  const { energy: energyFacts, offsetting } = company.claims;
  const energy = {
    energyReduction: text.energyReduction,
    energyBaseline: fact('claims.energy', String(energyFacts.baselineYear)),
    energyYear: fact('claims.energy', String(energyFacts.year)),
  };
  const offset = {
    offsetSince: fact('claims.offsetting.since', String(offsetting.since)),
    offsetProvider: fact('claims.offsetting.provider', offsetting.provider),
  };
  const related = [
    { label: t(m.crossPromo.contact), href: '/contact' },
    { label: t(m.crossPromo.products), href: '/products' },
  ];
  return {
    eyebrow: t(m.eyebrow),
    title: t(m.title),
    lead: t(m.lead),
    description: t(m.description),
    picture: headerPicture(growthUrl),
    pillars: [
      {
        id: 'sourcing',
        title: t(m.sourcing.title),
        summary: t(m.sourcing.summary),
        description: t(m.sourcing.description, {
          certifiedWood: text.certifiedWood,
          treeReplanting: text.treeReplanting,
        }),
        badges: ['FSC', 'PEFC', 'EUDR'],
        image: { src: forestUrl, alt: t(m.sourcing.alt), width: 600, height: 400 },
      },
      {
        id: 'manufacturing',
        title: t(m.manufacturing.title),
        summary: t(m.manufacturing.summary, energy),
        description: t(m.manufacturing.description, energy),
        badges: [t(m.manufacturing.energyBadge, energy), t(m.manufacturing.wasteBadge)],
        image: { src: factoryUrl, alt: t(m.manufacturing.alt), width: 600, height: 400 },
      },
      {
        id: 'distribution',
        title: t(m.distribution.title),
        summary: t(m.distribution.summary),
        description: t(m.distribution.description, offset),
        badges: [t(m.distribution.bargeBadge), t(m.distribution.offsetBadge)],
        image: { src: bargeUrl, alt: t(m.distribution.alt), width: 600, height: 400 },
      },
    ],
    metrics: {
      title: t(m.metrics.title),
      items: [
        { value: tile.treeReplanting, label: t(m.metrics.replanting) },
        { value: tile.certifiedWood, label: t(m.metrics.certified) },
        { value: tile.energyReduction, label: t(m.metrics.energy, energy) },
        { value: tile.wasteToLandfill, label: t(m.metrics.waste) },
      ],
    },
    details: { title: t(m.details) },
    valueChain: {
      title: t(c.title),
      intro: t(c.intro),
      steps: [
        { id: 'forest', title: t(c.forest), description: t(c.forestText) },
        {
          id: 'sawmill',
          title: t(c.sawmill),
          description: t(c.sawmillText, { woodMoisture: text.woodMoisture }),
        },
        { id: 'factory', title: t(c.factory), description: t(c.factoryText) },
        { id: 'warehouse', title: t(c.warehouse), description: t(c.warehouseText) },
        { id: 'customer', title: t(c.customer), description: t(c.customerText) },
      ],
    },
    learnMore: { label: t(m.learnMore), href: '/sustainability' },
    // SPEC §2: the section links to these pages on every page; on its own page through the banner.
    related,
    crossPromo: { title: t(m.crossPromo.title), text: t(m.crossPromo.text), links: related },
  };
};
