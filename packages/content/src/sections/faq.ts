import type { FaqSectionContent } from '@brand/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { claimCopy, claimSentence } from '../claimCopy';
import type { Figures } from '../company';
import { factMarker } from '../factCopy';
import { textFigures } from '../figureCopy';
import { sitesText } from '../siteCopy';

const messages = {
  eyebrow: msg({ id: 'faq.eyebrow', message: 'Good to know' }),
  title: msg({ id: 'faq.title', message: 'Frequently asked questions' }),
  lead: msg({
    id: 'faq.lead',
    message:
      'What retailers, wholesalers and industrial buyers ask us most often – from order quantities to certified wood and shipping.',
  }),
  moqQuestion: msg({
    id: 'faq.items.moq.question',
    message: 'What are the minimum order quantities for private-label products?',
  }),
  moqAnswer: msg({
    id: 'faq.items.moq.answer',
    message:
      'Our minimum orders start at {minimumOrder} pieces; the minimum for each product family is on our products page. For a product made to your design, we agree the quantity with you in the first consultation.',
  }),
  certificationsQuestion: msg({
    id: 'faq.items.certifications.question',
    message: 'Is your wood certified, and what do you supply under the EU Deforestation Regulation?',
  }),
  certificationsAnswer: msg({
    id: 'faq.items.certifications.answer',
    message: 'Yes. {certifiedWood} {forestRegeneration} We also provide {eudrInformation}',
  }),
  leadTimesQuestion: msg({ id: 'faq.items.leadTimes.question', message: 'What lead times can we expect?' }),
  leadTimesAnswer: msg({
    id: 'faq.items.leadTimes.answer',
    message:
      'Depending on the product family, lead times are {leadTimes} weeks; we confirm a delivery date with every order. With our {locations} sites – {sites} – and a capacity of {perMonth} products a month, we can plan repeat orders reliably.',
  }),
  handlesQuestion: msg({
    id: 'faq.items.handles.question',
    message: 'Can you make wooden handles to our dimensions?',
  }),
  handlesAnswer: msg({
    id: 'faq.items.handles.answer',
    message:
      'Yes. We turn wooden handles in lengths of {length} and diameters of {diameter}, cut and finished to your specification. We check that the wood moisture content of every batch is within {moisture}, so the handles stay straight and sit firmly in your brush heads.',
  }),
  shippingQuestion: msg({
    id: 'faq.items.shipping.question',
    message: 'How do you ship, and what about the emissions?',
  }),
  shippingAnswer: msg({
    id: 'faq.items.shipping.answer',
    message:
      'Goods from Basel travel by barge on the Rhine to our distribution centre on the river in Germany, and from there by road to customers in {countries} countries. {offsetShipping}',
  }),
  promoTitle: msg({ id: 'faq.crossPromo.title', message: 'Still have a question?' }),
  promoText: msg({
    id: 'faq.crossPromo.text',
    message: 'Tell us about your project: our team will get back to you with answers and a quote.',
  }),
  promoContact: msg({ id: 'faq.crossPromo.contact', message: 'Ask our team' }),
  promoPrivateLabel: msg({ id: 'faq.crossPromo.privateLabel', message: 'How private label works' }),
};

const valuesFor = (i18n: I18n, text: Figures) => ({
  // The order terms are the company's facts (company.orderTerms), marked while they are samples.
  minimumOrder: factMarker(i18n)('orderTerms', text.minimumOrderFrom),
  leadTimes: factMarker(i18n)('orderTerms', text.leadTimeWeeks),
  locations: text.sites,
  sites: sitesText(i18n),
  perMonth: text.productsPerMonth,
  length: text.handleLength,
  diameter: text.handleDiameter,
  moisture: text.woodMoisture,
  countries: text.countriesServed,
  // The claims in full, each with its qualifier (claimCopy.ts, docs/adr/0059).
  ...Object.fromEntries(
    (['certifiedWood', 'forestRegeneration', 'eudrInformation', 'offsetShipping'] as const).map((id) => [
      id,
      claimSentence(claimCopy(i18n)(id)),
    ]),
  ),
});

/** The five questions buyers ask most (order quantities, certification, lead times, handles, shipping). */
export const faqContent = (i18n: I18n): FaqSectionContent => {
  const values = valuesFor(i18n, textFigures(i18n));
  return {
    eyebrow: i18n._(messages.eyebrow),
    title: i18n._(messages.title),
    lead: i18n._(messages.lead),
    items: [
      { id: 'moq', question: messages.moqQuestion, answer: messages.moqAnswer },
      {
        id: 'certifications',
        question: messages.certificationsQuestion,
        answer: messages.certificationsAnswer,
      },
      { id: 'lead-times', question: messages.leadTimesQuestion, answer: messages.leadTimesAnswer },
      { id: 'handles', question: messages.handlesQuestion, answer: messages.handlesAnswer },
      { id: 'shipping', question: messages.shippingQuestion, answer: messages.shippingAnswer },
    ].map(({ id, question, answer }) => ({
      id,
      question: i18n._(question),
      answer: i18n._({ ...answer, values }),
    })),
    crossPromo: {
      title: i18n._(messages.promoTitle),
      text: i18n._(messages.promoText),
      links: [
        { label: i18n._(messages.promoContact), href: '/contact' },
        { label: i18n._(messages.promoPrivateLabel), href: '/private-label' },
      ],
    },
  };
};
