import type { ContactSectionContent } from '@brand/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { company } from '../company';
import { factMarker } from '../factCopy';
import contactImageUrl from '../media/contact.svg';
import { productFamilyOptions } from '../productFamilies';
import { markedAddressLines, privacyNote } from './navigation';

const messages = {
  eyebrow: msg({ id: 'contact.eyebrow', message: 'Contact' }),
  title: msg({ id: 'contact.title', message: 'Let’s talk about your project' }),
  description: msg({
    id: 'contact.description',
    message:
      'Whether you run a shop, supply a wholesale network or need wooden parts for your own production, our team in Basel reads every enquiry personally. Tell us what you are looking for – brushes from our range, a private-label line or custom wood components – and we will put you in touch with the right specialist.',
  }),
  imageAlt: msg({
    id: 'contact.image.alt',
    message:
      'Illustration of a workshop desk with a sealed letter, notes and a brush, and brushes hanging on a wooden rail',
  }),
  formTitle: msg({ id: 'contact.formSection.title', message: 'Send us your enquiry' }),
  // The number of working days is a company fact (company.replyWorkingDays). A select on its digits, not
  // an ICU plural: `#` would make an Intl.NumberFormat while the page starts (ADR 0054).
  successDescription: msg({
    id: 'contact.formSection.successDescription',
    message:
      'Thank you. We will answer within {days, select, 1 {one working day} 2 {two working days} 3 {three working days} 4 {four working days} 5 {five working days} other {{days} working days}}.',
  }),
  formIntro: msg({
    id: 'contact.formSection.intro',
    message:
      'A few lines are enough: which products, roughly what quantities and by when. Name, email, company and message are required.',
  }),
  infoTitle: msg({ id: 'contact.info.title', message: 'Contact details' }),
  addressLabel: msg({ id: 'contact.info.address', message: 'Address' }),
  emailLabel: msg({ id: 'contact.info.email', message: 'Email' }),
  phoneLabel: msg({ id: 'contact.info.phone', message: 'Phone' }),
  emailCardTitle: msg({ id: 'contact.cards.email.title', message: 'Write to us directly' }),
  emailCardText: msg({
    id: 'contact.cards.email.text',
    message:
      'Prefer your own email program? Send us your enquiry by email, with drawings or product lists attached.',
  }),
  emailCardLink: msg({ id: 'contact.cards.email.link', message: 'Send an email' }),
  emailSubject: msg({ id: 'contact.cards.email.subject', message: 'Manufacturing Inquiry' }),
  formCardTitle: msg({ id: 'contact.cards.form.title', message: 'Use our contact form' }),
  formCardText: msg({
    id: 'contact.cards.form.text',
    message:
      'Tell us about products, quantities and timing – whether from our range, under your own brand or as custom wood components.',
  }),
  formCardLink: msg({ id: 'contact.cards.form.link', message: 'Go to the contact form' }),
  faqText: msg({
    id: 'contact.faq.text',
    message: 'Questions about order quantities, certified wood, lead times or shipping?',
  }),
  faqLink: msg({ id: 'contact.faq.link', message: 'Read the answers to frequently asked questions' }),
  crossPromoTitle: msg({ id: 'contact.crossPromo.title', message: 'Planning a range under your own brand?' }),
  crossPromoText: msg({
    id: 'contact.crossPromo.text',
    message:
      'See how our private-label service takes your products from the first sample to delivery, and where our certified wood comes from.',
  }),
  crossPromoPrivateLabel: msg({ id: 'contact.crossPromo.privateLabel', message: 'Private label' }),
  crossPromoSustainability: msg({ id: 'contact.crossPromo.sustainability', message: 'Sustainability' }),
};

/** The contact section's copy, address and picture in the active language (page and home's compact cards). */
export const contactContent = (i18n: I18n): ContactSectionContent => ({
  eyebrow: i18n._(messages.eyebrow),
  title: i18n._(messages.title),
  description: i18n._(messages.description),
  image: { src: contactImageUrl, alt: i18n._(messages.imageAlt), width: 640, height: 480 },
  form: {
    title: i18n._(messages.formTitle),
    intro: i18n._(messages.formIntro),
    privacyNote: privacyNote(i18n),
    products: productFamilyOptions(i18n),
    // When the company answers, marked as a sample while the company has not committed to it.
    successDescription: factMarker(i18n)(
      'replyWorkingDays',
      i18n._({ ...messages.successDescription, values: { days: String(company.replyWorkingDays) } }),
    ),
  },
  info: {
    title: i18n._(messages.infoTitle),
    addressLabel: i18n._(messages.addressLabel),
    address: markedAddressLines(i18n),
    // The address itself goes into a mailto: link, so a sample's mark goes with its label.
    emailLabel: factMarker(i18n)('email', i18n._(messages.emailLabel)),
    email: company.email,
    phoneLabel: i18n._(messages.phoneLabel),
    phone: factMarker(i18n)('phone', company.phone),
  },
  cards: {
    email: {
      title: i18n._(messages.emailCardTitle),
      text: i18n._(messages.emailCardText),
      linkLabel: i18n._(messages.emailCardLink),
      subject: i18n._(messages.emailSubject),
    },
    form: {
      title: i18n._(messages.formCardTitle),
      text: i18n._(messages.formCardText),
      link: { label: i18n._(messages.formCardLink), href: '/contact#contact-form' },
    },
  },
  faq: { text: i18n._(messages.faqText), link: { label: i18n._(messages.faqLink), href: '/faq' } },
  crossPromo: {
    title: i18n._(messages.crossPromoTitle),
    text: i18n._(messages.crossPromoText),
    links: [
      { label: i18n._(messages.crossPromoPrivateLabel), href: '/private-label' },
      { label: i18n._(messages.crossPromoSustainability), href: '/sustainability' },
    ],
  },
});
