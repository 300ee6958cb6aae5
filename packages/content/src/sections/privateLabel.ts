import type { PrivateLabelSectionContent } from '@brand/ui';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { claimCopy, claimSentence } from '../claimCopy';
import { textFigures, tileFigures } from '../figureCopy';
import { headerPicture } from '../media/headerPicture';
import boxesUrl from '../media/private-label-boxes.svg';

const messages = {
  eyebrow: msg({ id: 'privateLabel.eyebrow', message: 'Private label & OEM' }),
  title: msg({ id: 'privateLabel.title', message: 'Your brand, our manufacturing' }),
  lead: msg({
    id: 'privateLabel.lead',
    message:
      'With {yearsOfExperience} years of experience, we develop and produce brushes, brooms, dustpans and wood components under your brand – from the first sketch to delivery to your warehouse.',
  }),
  description: msg({
    id: 'privateLabel.description',
    message:
      'Retailers, wholesalers and industrial brands in {countriesServed} countries trust us with their private-label ranges. You set the brand and the standard; we take care of development, production, quality control and logistics.',
  }),
  stats: {
    partners: msg({ id: 'privateLabel.stats.partners', message: 'private-label partners' }),
    experience: msg({ id: 'privateLabel.stats.experience', message: 'years of experience' }),
    products: msg({ id: 'privateLabel.stats.products', message: 'products' }),
    countries: msg({ id: 'privateLabel.stats.countries', message: 'countries served' }),
  },
  services: {
    development: msg({ id: 'privateLabel.services.development.title', message: 'Product development' }),
    developmentText: msg({
      id: 'privateLabel.services.development.description',
      message:
        'From idea to approved sample: we design to your brief, recommend materials and finishes, and build prototypes for your approval.',
    }),
    manufacturing: msg({
      id: 'privateLabel.services.manufacturing.title',
      message: 'Flexible manufacturing',
    }),
    manufacturingText: msg({
      id: 'privateLabel.services.manufacturing.description',
      message:
        'Pilot runs or large repeat orders, with your branding, packaging and labelling – backed by a capacity of {productsPerMonth} products a month.',
    }),
    quality: msg({ id: 'privateLabel.services.quality.title', message: 'Quality control' }),
    qualityText: msg({
      id: 'privateLabel.services.quality.description',
      message:
        'Agreed specifications, tested batches and complete documentation, including FSC and PEFC certificates and EUDR due-diligence information for the wood products the EUDR covers.',
    }),
    distribution: msg({
      id: 'privateLabel.services.distribution.title',
      message: 'International distribution',
    }),
    distributionText: msg({
      id: 'privateLabel.services.distribution.description',
      message:
        'Delivery to {countriesServed} countries from our distribution centre on the Rhine in Germany.',
    }),
  },
  process: {
    title: msg({ id: 'privateLabel.process.title', message: 'How a partnership works' }),
    intro: msg({
      id: 'privateLabel.process.intro',
      message: 'Four clear steps from the first conversation to regular deliveries.',
    }),
    consultation: msg({ id: 'privateLabel.process.consultation.title', message: 'Consultation' }),
    consultationText: msg({
      id: 'privateLabel.process.consultation.description',
      message:
        'We discuss your range, target prices, volumes and requirements, and recommend materials and certifications.',
    }),
    development: msg({ id: 'privateLabel.process.development.title', message: 'Development' }),
    developmentText: msg({
      id: 'privateLabel.process.development.description',
      message:
        'We prepare drawings and samples, refine them with you and finalise the specification before production.',
    }),
    production: msg({ id: 'privateLabel.process.production.title', message: 'Production' }),
    productionText: msg({
      id: 'privateLabel.process.production.description',
      message: 'Your products are made at our production sites, with quality checks at every stage.',
    }),
    delivery: msg({ id: 'privateLabel.process.delivery.title', message: 'Delivery' }),
    deliveryText: msg({
      id: 'privateLabel.process.delivery.description',
      message:
        'We pack to your requirements and deliver on schedule: from Basel by barge on the Rhine to our distribution centre in Germany, and by road from there to you.',
    }),
  },
  reasons: {
    title: msg({ id: 'privateLabel.reasons.title', message: 'Why partners choose us' }),
    range: msg({
      id: 'privateLabel.reasons.range',
      message: 'One supplier for {products} products: brushes, brooms, dustpans, handles and wood components',
    }),
    capacity: msg({
      id: 'privateLabel.reasons.capacity',
      message: 'Capacity for {productsPerMonth} products a month at {productionSites} production sites',
    }),
    swiss: msg({
      id: 'privateLabel.reasons.swiss',
      message:
        'Quality management and a single point of contact for your project at our headquarters in Basel',
    }),
    logistics: msg({
      id: 'privateLabel.reasons.logistics',
      message: 'Logistics from Basel by barge on the Rhine to our distribution centre in Germany',
    }),
    trust: msg({
      id: 'privateLabel.reasons.trust',
      message: 'Trusted by {privateLabelPartners} partners in {countriesServed} countries',
    }),
  },
  learnMore: msg({ id: 'privateLabel.learnMore', message: 'Explore our private-label service' }),
  crossPromo: {
    title: msg({ id: 'privateLabel.crossPromo.title', message: 'Let’s develop your range' }),
    text: msg({
      id: 'privateLabel.crossPromo.text',
      message:
        'Tell us about your project and we will get back to you with ideas, samples and a quote – or first see how we source, make and ship.',
    }),
    contact: msg({ id: 'privateLabel.crossPromo.contact', message: 'Start a project' }),
    sustainability: msg({
      id: 'privateLabel.crossPromo.sustainability',
      message: 'Our approach to sustainability',
    }),
  },
};

/** The private-label section's content in the active locale. */
export const privateLabelContent = (i18n: I18n): PrivateLabelSectionContent => {
  const text = textFigures(i18n);
  const tile = tileFigures(i18n);
  /** Translates a message, filling its placeholders (figures stay identical in every language). */
  const t = (descriptor: MessageDescriptor, values?: Record<string, string | number>) =>
    i18n._(values ? { ...descriptor, values } : descriptor);
  const m = messages;
  const s = m.services;
  const p = m.process;
  const r = m.reasons;
  const related = [
    { label: t(m.crossPromo.contact), href: '/contact' },
    { label: t(m.crossPromo.sustainability), href: '/sustainability' },
  ];
  return {
    eyebrow: t(m.eyebrow),
    title: t(m.title),
    lead: t(m.lead, { yearsOfExperience: text.yearsOfExperience }),
    description: t(m.description, { countriesServed: text.countriesServed }),
    picture: headerPicture(boxesUrl),
    stats: [
      { value: tile.privateLabelPartners, label: t(m.stats.partners) },
      { value: tile.yearsOfExperience, label: t(m.stats.experience) },
      { value: tile.products, label: t(m.stats.products) },
      { value: tile.countriesServed, label: t(m.stats.countries) },
    ],
    services: [
      { id: 'development', title: t(s.development), description: t(s.developmentText) },
      {
        id: 'manufacturing',
        title: t(s.manufacturing),
        description: t(s.manufacturingText, { productsPerMonth: text.productsPerMonth }),
      },
      { id: 'quality', title: t(s.quality), description: t(s.qualityText) },
      {
        id: 'distribution',
        title: t(s.distribution),
        description: t(s.distributionText, { countriesServed: text.countriesServed }),
      },
    ],
    process: {
      title: t(p.title),
      intro: t(p.intro),
      steps: [
        { id: 'consultation', title: t(p.consultation), description: t(p.consultationText) },
        { id: 'development', title: t(p.development), description: t(p.developmentText) },
        { id: 'production', title: t(p.production), description: t(p.productionText) },
        { id: 'delivery', title: t(p.delivery), description: t(p.deliveryText) },
      ],
    },
    reasons: {
      title: t(r.title),
      items: [
        t(r.range, { products: text.products }),
        // Certified wood, with its certificates: a reason, in full (docs/adr/0059). The EUDR information
        // is an obligation of every supplier, so it is no reason to choose us (it is a service, below).
        claimSentence(claimCopy(i18n)('certifiedWood')),
        t(r.capacity, {
          productsPerMonth: text.productsPerMonth,
          productionSites: text.productionSites,
        }),
        t(r.swiss),
        t(r.logistics),
        t(r.trust, {
          privateLabelPartners: text.privateLabelPartners,
          countriesServed: text.countriesServed,
        }),
      ],
    },
    learnMore: { label: t(m.learnMore), href: '/private-label' },
    // SPEC §2: the section links to these pages on every page; on its own page through the banner.
    related,
    crossPromo: { title: t(m.crossPromo.title), text: t(m.crossPromo.text), links: related },
  };
};
