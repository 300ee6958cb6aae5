import type { SustainabilitySectionContent } from '@brand/ui';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { claimCopy, claimProof } from '../claimCopy';
import { type ClaimId, claims } from '../claims';
import { company } from '../company';
import { factMarker } from '../factCopy';
import { textFigures, tileFigures } from '../figureCopy';
import { headerPicture } from '../media/headerPicture';
import bargeUrl from '../media/sustainability-barge.svg';
import factoryUrl from '../media/sustainability-factory.svg';
import forestUrl from '../media/sustainability-forest.svg';
import growthUrl from '../media/sustainability-growth.svg';
import { productionClaims } from '../productionClaimCopy';
import { claimEvidence, claimEvidenceLinks } from './proofLinks';

const messages = {
  eyebrow: msg({ id: 'sustainability.eyebrow', message: 'Sustainability' }),
  title: msg({
    id: 'sustainability.title',
    message: 'From forest to doorstep: what we do, and how we show it',
  }),
  lead: msg({
    id: 'sustainability.lead',
    message:
      'This page sets out how we source, make and move our products. Each claim says what it covers and what proves it.',
  }),
  description: msg({
    id: 'sustainability.description',
    message:
      'For a maker of brushes and wood products, three things matter most: the wood we buy, the energy and waste of our plants, and how our goods reach you.',
  }),
  sourcing: {
    title: msg({ id: 'sustainability.pillars.sourcing.title', message: 'Where our materials come from' }),
    summary: msg({
      id: 'sustainability.pillars.sourcing.summary',
      message:
        'Where our wood comes from, what its FSC and PEFC certificates cover, and the EUDR information you receive with it.',
    }),
    description: msg({
      id: 'sustainability.pillars.sourcing.description',
      message:
        'For the wood products the EU Deforestation Regulation covers, we collect the geolocation of the plots where the wood was harvested, as the Regulation requires of every company placing them on the EU market. The plastic in our recycled-plastic brushes and dustpans has the recycled content declared for each product; our natural-fibre brushes use plant fibres such as tampico and coconut.',
    }),
    alt: msg({
      id: 'sustainability.pillars.sourcing.alt',
      message: 'Illustration of a managed forest where young trees grow between mature ones',
    }),
  },
  manufacturing: {
    title: msg({
      id: 'sustainability.pillars.manufacturing.title',
      message: 'Manufacturing: energy and waste',
    }),
    summary: msg({
      id: 'sustainability.pillars.manufacturing.summary',
      message: 'What our production sites do with energy, offcuts and scrap, with the audited figures.',
    }),
    description: msg({
      id: 'sustainability.pillars.manufacturing.description',
      message:
        'At our sites in Basel and France, modernised drying and automated lines have reduced the energy we use per unit produced (the audited figure is below). Offcuts and shavings are burned for heat or reused as raw material; fibre and plastic scrap goes back into production or to recycling.',
    }),
    alt: msg({
      id: 'sustainability.pillars.manufacturing.alt',
      message: 'Illustration of a factory with a sawtooth roof, surrounded by trees',
    }),
  },
  distribution: {
    title: msg({
      id: 'sustainability.pillars.distribution.title',
      message: 'Transport: by the Rhine, then by road',
    }),
    summary: msg({
      id: 'sustainability.pillars.distribution.summary',
      message:
        'Goods from Basel travel by barge on the Rhine to our distribution centre in Germany; below, you can read what we do about the emissions of our shipping.',
    }),
    description: msg({
      id: 'sustainability.pillars.distribution.description',
      message:
        'Barges carry our goods along the Rhine from Basel to our distribution centre on its bank in Germany; from there they reach customers across Europe by road.',
    }),
    alt: msg({
      id: 'sustainability.pillars.distribution.alt',
      message: 'Illustration of a cargo barge on the Rhine passing a warehouse on the riverbank',
    }),
  },
  metrics: {
    title: msg({ id: 'sustainability.metrics.title', message: 'Our results in figures' }),
    certified: msg({
      id: 'sustainability.metrics.certified',
      message:
        'of the wood in our handles, wood components and brush bodies, bought as FSC- or PEFC-certified material',
    }),
    energy: msg({
      id: 'sustainability.metrics.energy',
      message:
        'less energy per unit at our production sites in Basel and France than in {energyBaseline} (figures for {energyYear})',
    }),
    waste: msg({
      id: 'sustainability.metrics.waste',
      message:
        'tonnes of production waste from our {productionSites} production sites sent to landfill ({wasteYear})',
    }),
  },
  details: msg({ id: 'sustainability.details.title', message: 'In detail' }),
  evidence: {
    title: msg({ id: 'sustainability.evidence.title', message: 'Our claims and their evidence' }),
    intro: msg({
      id: 'sustainability.evidence.intro',
      message:
        'Each environmental claim on this site in full: what it covers, the standard, audit or certificate behind it, and who holds it.',
    }),
  },
  chain: {
    title: msg({ id: 'sustainability.valueChain.title', message: 'Our value chain' }),
    intro: msg({
      id: 'sustainability.valueChain.intro',
      message: 'Our wood, link by link, from the forest to your shelf.',
    }),
    forest: msg({ id: 'sustainability.valueChain.forest.title', message: 'Forest' }),
    forestText: msg({
      id: 'sustainability.valueChain.forest.description',
      message:
        'Forests certified to an FSC or PEFC forest management standard, plus controlled wood (FSC) and controlled sources (PEFC)',
    }),
    sawmill: msg({ id: 'sustainability.valueChain.sawmill.title', message: 'Sawmill' }),
    sawmillText: msg({
      id: 'sustainability.valueChain.sawmill.description',
      message: 'Certified timber cut to size',
    }),
    factory: msg({ id: 'sustainability.valueChain.factory.title', message: 'Factory' }),
    factoryText: msg({
      id: 'sustainability.valueChain.factory.description',
      message:
        'Dried to {woodMoisture} moisture, then turned on automated lines; offcuts burned for heat or reused as raw material',
    }),
    warehouse: msg({ id: 'sustainability.valueChain.warehouse.title', message: 'Distribution centre' }),
    warehouseText: msg({
      id: 'sustainability.valueChain.warehouse.description',
      message: 'Reached by barge on the Rhine',
    }),
    customer: msg({ id: 'sustainability.valueChain.customer.title', message: 'Customer' }),
    customerText: msg({
      id: 'sustainability.valueChain.customer.description',
      message: 'By road to your door',
    }),
  },
  learnMore: msg({ id: 'sustainability.learnMore', message: 'How we source, make and ship' }),
  crossPromo: {
    title: msg({
      id: 'sustainability.crossPromo.title',
      message: 'Build your range on documented materials',
    }),
    text: msg({
      id: 'sustainability.crossPromo.text',
      message:
        'Certified wood, declared recycled content and the EUDR information we send with each delivery make your own sustainability reporting easier. Ask for our certificates and audit reports, or explore our products.',
    }),
    contact: msg({ id: 'sustainability.crossPromo.contact', message: 'Request documentation' }),
    products: msg({ id: 'sustainability.crossPromo.products', message: 'Explore our products' }),
  },
};

/** The link under a figure whose claim has no document to open yet: to the claim in full. */
const scopeLabel = msg({ id: 'claims.scopeLink', message: 'What this figure covers and who checked it' });

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
  const claim = claimCopy(i18n, productionClaims);
  // A figure whose claim has a document on the proof page says "How we prove it"; one whose audit is sent on
  // request (no document to open yet) says what the link leads to: its scope and who checked it (the
  // lawyer's third read, M1).
  const proved = claimProof(i18n);
  const proof = (id: ClaimId) =>
    claimEvidence[id]?.length ? proved(id) : { ...proved(id), label: i18n._(scopeLabel) };
  /** A pillar's claims, each with its qualifier: the section prints them after the description. */
  const evidenceOf = claimEvidenceLinks(i18n);
  const claimsOf = (...ids: Parameters<typeof claim>[0][]) =>
    ids.map((id) => ({ ...claim(id), evidence: evidenceOf(id) }));
  const { energy: energyFacts } = company.claims;
  const energy = {
    energyBaseline: fact('claims.energy', String(energyFacts.baselineYear)),
    energyYear: fact('claims.energy', String(energyFacts.year)),
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
        description: t(m.sourcing.description),
        claims: claimsOf('certifiedWood', 'forestRegeneration', 'eudrInformation'),
        // No badges: a badge is a short form of a claim, and a claim is shown with its qualifier (ADR 0059).
        badges: [],
        image: { src: forestUrl, alt: t(m.sourcing.alt), width: 600, height: 400 },
      },
      {
        id: 'manufacturing',
        title: t(m.manufacturing.title),
        summary: t(m.manufacturing.summary),
        description: t(m.manufacturing.description),
        claims: claimsOf('energyReduction', 'zeroLandfill'),
        badges: [],
        image: { src: factoryUrl, alt: t(m.manufacturing.alt), width: 600, height: 400 },
      },
      {
        id: 'distribution',
        title: t(m.distribution.title),
        summary: t(m.distribution.summary),
        description: t(m.distribution.description),
        claims: claimsOf('offsetShipping'),
        badges: [],
        image: { src: bargeUrl, alt: t(m.distribution.alt), width: 600, height: 400 },
      },
    ],
    metrics: {
      title: t(m.metrics.title),
      items: [
        // Each tile says what its figure is of; the claims' qualifiers stand in the pillars above.
        { value: tile.certifiedWood, label: t(m.metrics.certified), proof: proof('certifiedWood') },
        {
          value: tile.energyReduction,
          label: t(m.metrics.energy, energy),
          proof: proof('energyReduction'),
        },
        {
          value: tile.wasteToLandfill,
          label: t(m.metrics.waste, {
            productionSites: text.productionSites,
            wasteYear: claims.zeroLandfill.evidence.date.slice(0, 4),
          }),
          proof: proof('zeroLandfill'),
        },
      ],
    },
    details: { title: t(m.details) },
    evidence: { title: t(m.evidence.title), intro: t(m.evidence.intro) },
    valueChain: {
      title: t(c.title),
      intro: t(c.intro),
      steps: [
        { id: 'forest', title: t(c.forest), description: t(c.forestText) },
        { id: 'sawmill', title: t(c.sawmill), description: t(c.sawmillText) },
        {
          id: 'factory',
          title: t(c.factory),
          description: t(c.factoryText, { woodMoisture: text.woodMoisture }),
        },
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
