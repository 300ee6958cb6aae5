export { ContactCards, type ContactCardsProps, mailtoHref } from './ContactCards';
export { ContactCompactSection, type ContactCompactSectionProps } from './ContactCompactSection';
export { ContactForm, type ContactFormProps, type ContactFormToast } from './ContactForm';
export { ContactInfo, type ContactInfoProps } from './ContactInfo';
export { ContactSection, type ContactSectionProps } from './ContactSection';
export {
  type ContactErrors,
  type ContactField,
  type ContactValues,
  contactFields,
  contactLimits,
  contactMessages,
  contactSchema,
  emptyContactValues,
  normalizeContact,
  validateContact,
} from './contactSchema';
export type { ContactCardsContent, ContactInfoContent, ContactSectionContent } from './types';
