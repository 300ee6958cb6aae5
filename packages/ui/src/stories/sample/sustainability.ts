import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SustainabilitySectionContent } from '../../sections/Sustainability/types';
import type { Art } from './art';
import { titledItems } from './items';
import { pageLink } from './navigation';
import { proofMessages } from './proof';

/** The Sustainability section's sample copy. */
export const sustainabilityMessages = {
  eyebrow: msg({ id: 'stories.sustainability.eyebrow', message: 'Sustainability' }),
  title: msg({ id: 'stories.sustainability.title', message: 'Responsible from the tree to your shelf' }),
  lead: msg({
    id: 'stories.sustainability.lead',
    message:
      'We measure what we use and publish what we achieve. Where we cannot yet avoid an impact, we say so.',
  }),
  description: msg({
    id: 'stories.sustainability.description',
    message:
      'Local wood, better fibres and freight by rail: three places where our products can do less harm.',
  }),
  wood: {
    title: msg({ id: 'stories.sustainability.wood.title', message: 'Local wood' }),
    summary: msg({
      id: 'stories.sustainability.wood.summary',
      message: 'Beech and ash from forests within a hundred kilometres of our joinery, all FSC certified.',
    }),
    description: msg({
      id: 'stories.sustainability.wood.description',
      message:
        'We buy our timber from Swiss forests managed under FSC rules, most of it within a hundred kilometres of Langnau. Short distances keep transport to a minimum and let us visit the sawmills we buy from. Every delivery can be traced to its forest.',
    }),
    badge: msg({ id: 'stories.sustainability.wood.badge', message: 'Swiss wood' }),
    alt: msg({
      id: 'stories.sustainability.wood.alt',
      message: 'Illustration: a mixed forest of beech and fir',
    }),
  },
  fibres: {
    title: msg({ id: 'stories.sustainability.fibres.title', message: 'Better fibres' }),
    summary: msg({
      id: 'stories.sustainability.fibres.summary',
      message: 'Bristles from recycled PET bottles, or from plants such as tampico and union fibre.',
    }),
    description: msg({
      id: 'stories.sustainability.fibres.description',
      message:
        'About half of our brushes now use recycled PET, spun from bottles collected in Switzerland and Portugal. The other half use plant fibres that grow back every year. We test every new fibre for cleaning power, so a better material never means a worse brush.',
    }),
    recycled: msg({ id: 'stories.sustainability.fibres.recycled', message: 'Recycled PET' }),
    plants: msg({ id: 'stories.sustainability.fibres.plants', message: 'Plant fibres' }),
    alt: msg({
      id: 'stories.sustainability.fibres.alt',
      message: 'Illustration: a brush head with long plant fibres, and a leaf',
    }),
  },
  rail: {
    title: msg({ id: 'stories.sustainability.rail.title', message: 'Freight by rail' }),
    summary: msg({
      id: 'stories.sustainability.rail.summary',
      message: 'From Olten, most of our deliveries travel by train to their destination country.',
    }),
    description: msg({
      id: 'stories.sustainability.rail.description',
      message:
        'Our distribution centre in Olten sits on the rail network. Most orders travel by train to a partner warehouse in the destination country, and only the last kilometres go by lorry. We report the emissions of each delivery on request.',
    }),
    badge: msg({ id: 'stories.sustainability.rail.badge', message: 'Rail freight' }),
    reported: msg({ id: 'stories.sustainability.rail.reported', message: 'Emissions reported' }),
    alt: msg({
      id: 'stories.sustainability.rail.alt',
      message: 'Illustration: a freight train crossing a viaduct in a green valley',
    }),
  },
  metrics: {
    title: msg({ id: 'stories.sustainability.metrics.title', message: 'Our figures for 2025' }),
    certified: msg({ id: 'stories.sustainability.metrics.certified', message: 'FSC-certified wood' }),
    fibres: msg({
      id: 'stories.sustainability.metrics.fibres',
      message: 'bristles of recycled plastic or plant fibre',
    }),
    rail: msg({ id: 'stories.sustainability.metrics.rail', message: 'of deliveries by rail' }),
    energy: msg({ id: 'stories.sustainability.metrics.energy', message: 'energy per brush since 2015' }),
  },
  details: msg({ id: 'stories.sustainability.details', message: 'In detail' }),
  evidence: {
    title: msg({ id: 'stories.sustainability.evidence.title', message: 'Our claims and their evidence' }),
    intro: msg({
      id: 'stories.sustainability.evidence.intro',
      message: 'Each claim in full: what it covers and what proves it.',
    }),
    proof: msg({ id: 'stories.sustainability.evidence.proof', message: 'How we prove it' }),
    wood: msg({
      id: 'stories.sustainability.claim.wood.statement',
      message: 'All the wood in our handles is FSC-certified.',
    }),
    woodQualifier: msg({
      id: 'stories.sustainability.claim.wood.qualifier',
      message:
        'Our chain-of-custody certificate FSC-C123456 covers the Olten workshop; an accredited body audits it every year.',
    }),
    rail: msg({
      id: 'stories.sustainability.claim.rail.statement',
      message: 'Seven in ten of our deliveries within Switzerland go by rail.',
    }),
    railQualifier: msg({
      id: 'stories.sustainability.claim.rail.qualifier',
      message: 'Pallets shipped from our Olten warehouse in 2025, counted from our freight invoices.',
    }),
  },
  chain: {
    title: msg({ id: 'stories.sustainability.chain.title', message: 'From the tree to your shelf' }),
    intro: msg({
      id: 'stories.sustainability.chain.intro',
      message: 'Five stages, and we know the people at each one by name.',
    }),
    forest: msg({ id: 'stories.sustainability.chain.forest.title', message: 'Forest' }),
    forestText: msg({
      id: 'stories.sustainability.chain.forest.text',
      message: 'Swiss forests, managed under FSC rules.',
    }),
    sawmill: msg({ id: 'stories.sustainability.chain.sawmill.title', message: 'Sawmill' }),
    sawmillText: msg({
      id: 'stories.sustainability.chain.sawmill.text',
      message: 'Cut and dried close to the forest.',
    }),
    workshop: msg({ id: 'stories.sustainability.chain.workshop.title', message: 'Workshop' }),
    workshopText: msg({
      id: 'stories.sustainability.chain.workshop.text',
      message: 'Turned, tufted and assembled by us.',
    }),
    warehouse: msg({ id: 'stories.sustainability.chain.warehouse.title', message: 'Olten warehouse' }),
    warehouseText: msg({
      id: 'stories.sustainability.chain.warehouse.text',
      message: 'Packed and loaded onto the train.',
    }),
    shelf: msg({ id: 'stories.sustainability.chain.shelf.title', message: 'Your shelf' }),
    shelfText: msg({
      id: 'stories.sustainability.chain.shelf.text',
      message: 'Delivered and ready to sell.',
    }),
  },
  learnMore: msg({ id: 'stories.sustainability.learnMore', message: 'Our commitments' }),
  promo: {
    title: msg({ id: 'stories.sustainability.promo.title', message: 'Make your range more sustainable' }),
    text: msg({
      id: 'stories.sustainability.promo.text',
      message: 'We help you choose materials and packaging that lower the footprint of your products.',
    }),
    talk: msg({ id: 'stories.sustainability.promo.talk', message: 'Talk to us' }),
  },
};

/** The Sustainability section: three pillars, figures, details, the value chain and the banner. */
export const sustainabilitySample = (i18n: I18n, art: Art): SustainabilitySectionContent => {
  const m = sustainabilityMessages;
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor);
  const c = m.chain;
  const percent = (share: number) => i18n.number(share, { style: 'percent' });
  return {
    eyebrow: t(m.eyebrow),
    title: t(m.title),
    lead: t(m.lead),
    description: t(m.description),
    pillars: [
      {
        id: 'wood',
        title: t(m.wood.title),
        summary: t(m.wood.summary),
        description: t(m.wood.description),
        badges: ['FSC', t(m.wood.badge)],
        claims: [
          {
            id: 'claim-wood',
            statement: t(m.evidence.wood),
            qualifier: t(m.evidence.woodQualifier),
            evidence: [{ label: t(proofMessages.fsc), href: '#fsc' }],
          },
        ],
        image: { src: art.forest, alt: t(m.wood.alt), width: 600, height: 400 },
      },
      {
        id: 'fibres',
        title: t(m.fibres.title),
        summary: t(m.fibres.summary),
        description: t(m.fibres.description),
        badges: [t(m.fibres.recycled), t(m.fibres.plants)],
        image: { src: art.fibres, alt: t(m.fibres.alt), width: 600, height: 400 },
      },
      {
        id: 'rail',
        title: t(m.rail.title),
        summary: t(m.rail.summary),
        description: t(m.rail.description),
        badges: [t(m.rail.badge), t(m.rail.reported)],
        claims: [{ id: 'claim-rail', statement: t(m.evidence.rail), qualifier: t(m.evidence.railQualifier) }],
        image: { src: art.rail, alt: t(m.rail.alt), width: 600, height: 400 },
      },
    ],
    metrics: {
      title: t(m.metrics.title),
      items: [
        {
          value: percent(1),
          label: t(m.metrics.certified),
          proof: { label: t(m.evidence.proof), href: '#claim-wood' },
        },
        { value: percent(0.52), label: t(m.metrics.fibres) },
        {
          value: percent(0.7),
          label: t(m.metrics.rail),
          proof: { label: t(m.evidence.proof), href: '#claim-rail' },
        },
        { value: i18n.number(-0.3, { style: 'percent', signDisplay: 'always' }), label: t(m.metrics.energy) },
      ],
    },
    details: { title: t(m.details) },
    evidence: { title: t(m.evidence.title), intro: t(m.evidence.intro) },
    valueChain: {
      title: t(c.title),
      intro: t(c.intro),
      steps: titledItems(i18n, c, ['forest', 'sawmill', 'workshop', 'warehouse', 'shelf']),
    },
    learnMore: { label: t(m.learnMore), href: '/sustainability' },
    crossPromo: {
      title: t(m.promo.title),
      text: t(m.promo.text),
      links: [{ label: t(m.promo.talk), href: '/contact' }, pageLink(i18n, 'products')],
    },
  };
};
