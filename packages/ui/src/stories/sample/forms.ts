import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContactFormToast } from '../../sections/Contact/ContactForm';
import type { ContactValues } from '../../sections/Contact/contactSchema';

/** What a visitor types into the sample forms, and what a site says when sending fails. */
export const formMessages = {
  message: msg({
    id: 'stories.forms.message',
    message: 'We would like samples of your beech handles, 120 cm long, for our spring range.',
  }),
  draft: msg({ id: 'stories.forms.draft', message: 'We would like samples of' }),
  draftMore: msg({ id: 'stories.forms.draftMore', message: 'your handles' }),
  tooManyTitle: msg({ id: 'stories.forms.tooMany.title', message: 'Too many messages' }),
  tooManyText: msg({
    id: 'stories.forms.tooMany.text',
    message: 'Please wait a few minutes, or write to us directly.',
  }),
  tooManyAction: msg({ id: 'stories.forms.tooMany.action', message: 'Email us' }),
  tooManyActionName: msg({
    id: 'stories.forms.tooMany.actionName',
    message: 'Write an email to {email} instead',
  }),
  signInFailed: msg({
    id: 'stories.forms.signInFailed',
    message: 'The email address or password is incorrect.',
  }),
};

/** A complete enquiry, as a visitor fills it in. */
export const filledContact = (i18n: I18n): ContactValues => ({
  name: 'Anna Keller',
  email: 'anna.keller@example.ch',
  company: 'Keller Haushalt GmbH',
  message: i18n._(formMessages.message),
});

/** The toast a site shows when the sender says it was rate-limited. */
export const tooManyToast = (i18n: I18n): ContactFormToast => ({
  title: i18n._(formMessages.tooManyTitle),
  description: i18n._(formMessages.tooManyText),
  action: {
    label: i18n._(formMessages.tooManyAction),
    altText: i18n._({ ...formMessages.tooManyActionName, values: { email: 'hello@lindenmatt.example' } }),
    href: 'mailto:hello@lindenmatt.example',
  },
});
