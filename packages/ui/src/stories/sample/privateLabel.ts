import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PrivateLabelSectionContent } from '../../sections/PrivateLabel/types';
import { titledItems } from './items';

/** The Private label section's sample copy. */
export const privateLabelMessages = {
  eyebrow: msg({ id: 'stories.privateLabel.eyebrow', message: 'Private label' }),
  title: msg({ id: 'stories.privateLabel.title', message: 'Your brand, made by us' }),
  lead: msg({
    id: 'stories.privateLabel.lead',
    message:
      'Retailers and brands across Europe sell our products under their own name. We take care of development, production and logistics; you keep your brand and your customers.',
  }),
  description: msg({
    id: 'stories.privateLabel.description',
    message:
      'We develop and make brushes and wooden parts under your brand, from the first sample to regular deliveries.',
  }),
  stats: {
    partners: msg({ id: 'stories.privateLabel.stats.partners', message: 'partner brands' }),
    articles: msg({ id: 'stories.privateLabel.stats.articles', message: 'standard products to start from' }),
    batch: msg({ id: 'stories.privateLabel.stats.batch', message: 'pieces per batch, at least' }),
    countries: msg({ id: 'stories.privateLabel.stats.countries', message: 'countries supplied' }),
  },
  services: {
    development: msg({
      id: 'stories.privateLabel.services.development.title',
      message: 'Product development',
    }),
    developmentText: msg({
      id: 'stories.privateLabel.services.development.text',
      message: 'We adapt one of our products or design a new one with you, with samples in a few weeks.',
    }),
    production: msg({ id: 'stories.privateLabel.services.production.title', message: 'Flexible production' }),
    productionText: msg({
      id: 'stories.privateLabel.services.production.text',
      message: 'Batches from 500 pieces, in your colours and with your packaging.',
    }),
    quality: msg({ id: 'stories.privateLabel.services.quality.title', message: 'Quality control' }),
    qualityText: msg({
      id: 'stories.privateLabel.services.quality.text',
      message: 'Agreed tests on every batch, documented and sent with the delivery.',
    }),
    logistics: msg({ id: 'stories.privateLabel.services.logistics.title', message: 'Logistics' }),
    logisticsText: msg({
      id: 'stories.privateLabel.services.logistics.text',
      message: 'Deliveries to your warehouses or straight to your stores, across Europe.',
    }),
  },
  process: {
    title: msg({ id: 'stories.privateLabel.process.title', message: 'How we work together' }),
    intro: msg({
      id: 'stories.privateLabel.process.intro',
      message: 'Four steps from the first conversation to regular deliveries.',
    }),
    consultation: msg({ id: 'stories.privateLabel.process.consultation.title', message: 'Consultation' }),
    consultationText: msg({
      id: 'stories.privateLabel.process.consultation.text',
      message: 'You tell us what you need; we suggest products, materials and a price.',
    }),
    samples: msg({ id: 'stories.privateLabel.process.samples.title', message: 'Samples' }),
    samplesText: msg({
      id: 'stories.privateLabel.process.samples.text',
      message: 'We make samples for you to test, and adjust them until they are right.',
    }),
    production: msg({ id: 'stories.privateLabel.process.production.title', message: 'Production' }),
    productionText: msg({
      id: 'stories.privateLabel.process.production.text',
      message: 'Once you approve, we produce and check your first batch.',
    }),
    delivery: msg({ id: 'stories.privateLabel.process.delivery.title', message: 'Delivery' }),
    deliveryText: msg({
      id: 'stories.privateLabel.process.delivery.text',
      message: 'We deliver on schedule and plan the next batches with you.',
    }),
  },
  reasons: {
    title: msg({ id: 'stories.privateLabel.reasons.title', message: 'Why brands choose us' }),
    family: msg({
      id: 'stories.privateLabel.reasons.family',
      message: 'A family business that answers your calls',
    }),
    joinery: msg({
      id: 'stories.privateLabel.reasons.joinery',
      message: 'Wooden parts from our own joinery',
    }),
    batches: msg({
      id: 'stories.privateLabel.reasons.batches',
      message: 'Batches small enough to try out a new product',
    }),
    prices: msg({
      id: 'stories.privateLabel.reasons.prices',
      message: 'Clear prices, valid for three months',
    }),
  },
  learnMore: msg({ id: 'stories.privateLabel.learnMore', message: 'How private label works' }),
  promo: {
    title: msg({ id: 'stories.privateLabel.promo.title', message: 'Start with a sample' }),
    text: msg({
      id: 'stories.privateLabel.promo.text',
      message: 'Tell us about your range: we will send samples and a first quote.',
    }),
    samples: msg({ id: 'stories.privateLabel.promo.samples', message: 'Request samples' }),
    materials: msg({ id: 'stories.privateLabel.promo.materials', message: 'Our materials' }),
  },
};

/** The Private label section: figures, four services, the process, reasons and the banner. */
export const privateLabelSample = (i18n: I18n): PrivateLabelSectionContent => {
  const m = privateLabelMessages;
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor);
  const s = m.services;
  const p = m.process;
  const r = m.reasons;
  return {
    eyebrow: t(m.eyebrow),
    title: t(m.title),
    lead: t(m.lead),
    description: t(m.description),
    stats: [
      { value: `${i18n.number(40)}+`, label: t(m.stats.partners) },
      { value: `${i18n.number(250)}+`, label: t(m.stats.articles) },
      { value: i18n.number(500), label: t(m.stats.batch) },
      { value: i18n.number(18), label: t(m.stats.countries) },
    ],
    services: titledItems(i18n, s, ['development', 'production', 'quality', 'logistics']),
    process: {
      title: t(p.title),
      intro: t(p.intro),
      steps: titledItems(i18n, p, ['consultation', 'samples', 'production', 'delivery']),
    },
    reasons: { title: t(r.title), items: [t(r.family), t(r.joinery), t(r.batches), t(r.prices)] },
    learnMore: { label: t(m.learnMore), href: '/private-label' },
    crossPromo: {
      title: t(m.promo.title),
      text: t(m.promo.text),
      links: [
        { label: t(m.promo.samples), href: '/contact' },
        { label: t(m.promo.materials), href: '/sustainability' },
      ],
    },
  };
};
