import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FaqSectionContent } from '../../sections/Faq/types';
import { pageLink } from './navigation';

/** The FAQ's sample copy: five questions buyers ask. */
export const faqMessages = {
  eyebrow: msg({ id: 'stories.faq.eyebrow', message: 'FAQ' }),
  title: msg({ id: 'stories.faq.title', message: 'Questions buyers ask us' }),
  lead: msg({
    id: 'stories.faq.lead',
    message: 'Short answers to what we are asked most. For anything else, write to us.',
  }),
  moq: msg({ id: 'stories.faq.moq.question', message: 'What is the minimum order?' }),
  moqAnswer: msg({
    id: 'stories.faq.moq.answer',
    message:
      'Standard products can be ordered by the single carton. Custom colours and sizes, and private-label products, start at 500 pieces per batch.',
  }),
  delivery: msg({ id: 'stories.faq.delivery.question', message: 'How long does delivery take?' }),
  deliveryStock: msg({
    id: 'stories.faq.delivery.answer1',
    message: 'Stock items leave our warehouse in Olten within three working days.',
  }),
  deliveryBatch: msg({
    id: 'stories.faq.delivery.answer2',
    message: 'New batches take four to eight weeks, depending on the material and the quantity.',
  }),
  samples: msg({ id: 'stories.faq.samples.question', message: 'Can I have samples first?' }),
  samplesAnswer: msg({
    id: 'stories.faq.samples.answer',
    message:
      'Yes. Standard samples are free; custom samples are charged for, and the charge is credited against your first order.',
  }),
  wood: msg({ id: 'stories.faq.wood.question', message: 'Where does your wood come from?' }),
  woodAnswer: msg({
    id: 'stories.faq.wood.answer',
    message:
      'From FSC-certified Swiss forests, most of them within a hundred kilometres of our joinery in Langnau.',
  }),
  handles: msg({ id: 'stories.faq.handles.question', message: 'Can you make handles to our length?' }),
  handlesAnswer: msg({
    id: 'stories.faq.handles.answer',
    message: 'Yes. We turn handles from 80 to 160 cm long and from 22 to 30 mm thick, with the end you need.',
  }),
  promoTitle: msg({ id: 'stories.faq.promo.title', message: 'Still have a question?' }),
  promoText: msg({
    id: 'stories.faq.promo.text',
    message: 'Write to us: someone from our sales team will answer you personally.',
  }),
};

/** The FAQ section: five questions, the lead and the banner. */
export const faqSample = (i18n: I18n): FaqSectionContent => {
  const m = faqMessages;
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor);
  return {
    eyebrow: t(m.eyebrow),
    title: t(m.title),
    lead: t(m.lead),
    items: [
      { id: 'moq', question: t(m.moq), answer: t(m.moqAnswer) },
      { id: 'delivery', question: t(m.delivery), answer: [t(m.deliveryStock), t(m.deliveryBatch)] },
      { id: 'samples', question: t(m.samples), answer: t(m.samplesAnswer) },
      { id: 'wood', question: t(m.wood), answer: t(m.woodAnswer) },
      { id: 'handles', question: t(m.handles), answer: t(m.handlesAnswer) },
    ],
    crossPromo: {
      title: t(m.promoTitle),
      text: t(m.promoText),
      links: [pageLink(i18n, 'contact'), pageLink(i18n, 'privateLabel')],
    },
  };
};
