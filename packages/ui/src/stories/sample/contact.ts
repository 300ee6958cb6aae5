import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContactSectionContent } from '../../sections/Contact/types';
import type { PrivacyNoteContent } from '../../sections/types';
import type { Art } from './art';
import { addressLines, company } from './company';
import { pageLink } from './navigation';

/** The note beside a form's button that leads to the privacy notice. */
export const privacyNoteMessages = {
  text: msg({ id: 'stories.privacyNote.text', message: 'How we handle your data:' }),
  link: msg({ id: 'stories.privacyNote.link', message: 'privacy notice' }),
};

/** The privacy note, as the contact and sign-in forms show it. */
export const privacyNoteSample = (i18n: I18n): PrivacyNoteContent => ({
  text: i18n._(privacyNoteMessages.text),
  link: { label: i18n._(privacyNoteMessages.link), href: '/privacy' },
});

/** The Contact section's sample copy. */
export const contactMessages = {
  eyebrow: msg({ id: 'stories.contact.eyebrow', message: 'Contact' }),
  title: msg({ id: 'stories.contact.title', message: 'Talk to us about your project' }),
  description: msg({
    id: 'stories.contact.description',
    message:
      'Whether you need a standard product, a custom part or products under your own brand, we answer within two working days.',
  }),
  imageAlt: msg({
    id: 'stories.contact.imageAlt',
    message: 'Illustration: a desk with a notebook, a brush sample and a cup',
  }),
  formTitle: msg({ id: 'stories.contact.form.title', message: 'Send us an enquiry' }),
  formIntro: msg({
    id: 'stories.contact.form.intro',
    message: 'Tell us what you need: the more detail, the better our first answer.',
  }),
  infoTitle: msg({ id: 'stories.contact.info.title', message: 'Visit or call us' }),
  address: msg({ id: 'stories.contact.info.address', message: 'Address' }),
  email: msg({ id: 'stories.contact.info.email', message: 'Email' }),
  phone: msg({ id: 'stories.contact.info.phone', message: 'Phone' }),
  cards: {
    emailTitle: msg({ id: 'stories.contact.cards.email.title', message: 'Write to us' }),
    emailText: msg({
      id: 'stories.contact.cards.email.text',
      message: 'Send us your question or drawing; we reply within two working days.',
    }),
    emailLink: msg({ id: 'stories.contact.cards.email.link', message: 'Write an email' }),
    subject: msg({ id: 'stories.contact.cards.email.subject', message: 'Enquiry from the website' }),
    formTitle: msg({ id: 'stories.contact.cards.form.title', message: 'Use the form' }),
    formText: msg({
      id: 'stories.contact.cards.form.text',
      message: 'Tell us about your project on our contact page.',
    }),
    formLink: msg({ id: 'stories.contact.cards.form.link', message: 'Open the form' }),
    formLinkName: msg({
      id: 'stories.contact.cards.form.linkName',
      message: 'Open the form on the contact page',
    }),
  },
  faq: msg({ id: 'stories.contact.faq.text', message: 'Looking for minimum orders or delivery times?' }),
  faqLink: msg({ id: 'stories.contact.faq.link', message: 'Read the answers' }),
  promo: {
    title: msg({ id: 'stories.contact.promo.title', message: 'Thinking of your own brand?' }),
    text: msg({
      id: 'stories.contact.promo.text',
      message: 'We make brushes and wooden parts under the names of our partners.',
    }),
  },
};

/** The Contact section: form and details on its page, two cards and the FAQ line in compact mode. */
export const contactSample = (i18n: I18n, art: Art): ContactSectionContent => {
  const m = contactMessages;
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor);
  return {
    eyebrow: t(m.eyebrow),
    title: t(m.title),
    description: t(m.description),
    image: { src: art.contact, alt: t(m.imageAlt), width: 640, height: 480 },
    form: { title: t(m.formTitle), intro: t(m.formIntro), privacyNote: privacyNoteSample(i18n) },
    info: {
      title: t(m.infoTitle),
      addressLabel: t(m.address),
      address: addressLines(i18n),
      emailLabel: t(m.email),
      email: company.email,
      phoneLabel: t(m.phone),
      phone: company.phone,
    },
    cards: {
      email: {
        title: t(m.cards.emailTitle),
        text: t(m.cards.emailText),
        linkLabel: t(m.cards.emailLink),
        subject: t(m.cards.subject),
      },
      form: {
        title: t(m.cards.formTitle),
        text: t(m.cards.formText),
        link: { label: t(m.cards.formLink), href: '/contact', ariaLabel: t(m.cards.formLinkName) },
      },
    },
    faq: { text: t(m.faq), link: { label: t(m.faqLink), href: '/faq' } },
    crossPromo: {
      title: t(m.promo.title),
      text: t(m.promo.text),
      links: [pageLink(i18n, 'privateLabel'), pageLink(i18n, 'sustainability')],
    },
  };
};
