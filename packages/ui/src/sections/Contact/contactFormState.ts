import { changeField, showFieldErrors } from '../../forms/fields';
import {
  type ContactErrors,
  type ContactField,
  type ContactValues,
  emptyContactValues,
  validateContact,
} from './contactSchema';

/**
 * Where the form is in sending an enquiry (spec §4): `idle` → `sending` → `success` | `failure`. The
 * outcome stays until the visitor edits a field (back to `idle`) or sends again (`sending`).
 */
export const contactFormStatuses = ['idle', 'sending', 'success', 'failure'] as const;

/** One of `contactFormStatuses`. */
export type ContactFormStatus = (typeof contactFormStatuses)[number];

/** Everything the form shows. */
export type ContactFormState = {
  /** The send state. */
  status: ContactFormStatus;
  /** What the fields hold, exactly as typed. */
  values: ContactValues;
  /** Messages shown under the invalid fields. */
  errors: ContactErrors;
  /** Fields that have shown an error since the last successful send: they re-validate as they change. */
  live: readonly ContactField[];
};

/** What can happen to the form. */
export type ContactFormAction =
  /** The visitor changed a field. */
  | { type: 'change'; field: ContactField; value: string }
  /** A submit found invalid fields: show their messages. */
  | { type: 'invalid'; errors: ContactErrors }
  /** A submit with valid values: sending starts. */
  | { type: 'send' }
  /** The send succeeded: the form empties. */
  | { type: 'resolve' }
  /** The send failed: every value is kept. */
  | { type: 'reject' };

/** The form's first state: empty fields, or the given values (a draft kept by the site). */
export function initContactForm(defaultValues?: Partial<ContactValues>): ContactFormState {
  return {
    status: 'idle',
    values: { ...emptyContactValues, ...defaultValues },
    errors: {},
    live: [],
  };
}

/** Pure transitions of the contact form; actions that do not apply in the current state change nothing. */
export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  const sending = state.status === 'sending';
  switch (action.type) {
    case 'change':
      return sending
        ? state
        : { ...changeField(state, action.field, action.value, validateContact), status: 'idle' };
    case 'invalid':
      return sending ? state : { ...showFieldErrors(state, action.errors), status: 'idle' };
    case 'send':
      return sending ? state : { ...state, status: 'sending', errors: {} };
    case 'resolve':
      return sending
        ? { ...state, status: 'success', values: emptyContactValues, errors: {}, live: [] }
        : state;
    case 'reject':
      return sending ? { ...state, status: 'failure' } : state;
  }
}
