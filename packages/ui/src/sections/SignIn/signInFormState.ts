import { changeField, showFieldErrors } from '../../forms/fields';
import {
  emptySignInValues,
  type SignInErrors,
  type SignInField,
  type SignInValues,
  validateSignIn,
} from './signInSchema';

/**
 * Where the form is in signing in: `idle` → `sending` → `idle` (signed in) | `failure`. A failure stays
 * until the person edits a field (back to `idle`) or tries again (`sending`).
 */
export const signInFormStatuses = ['idle', 'sending', 'failure'] as const;

/** One of `signInFormStatuses`. */
export type SignInFormStatus = (typeof signInFormStatuses)[number];

/** Everything the form shows. */
export type SignInFormState = {
  /** The attempt's state. */
  status: SignInFormStatus;
  /** What the fields hold, exactly as typed. */
  values: SignInValues;
  /** Messages shown under the invalid fields. */
  errors: SignInErrors;
  /** Fields that have shown an error: they re-validate as they change. */
  live: readonly SignInField[];
  /** How many attempts have failed; each failure shows the parent's message afresh. */
  failures: number;
};

/** What can happen to the form. */
export type SignInFormAction =
  /** The person changed a field. */
  | { type: 'change'; field: SignInField; value: string }
  /** A submit found invalid fields: show their messages. */
  | { type: 'invalid'; errors: SignInErrors }
  /** A submit with valid values: the attempt starts. */
  | { type: 'send' }
  /** Signed in: every value stays (the page usually moves on). */
  | { type: 'resolve' }
  /** Not signed in: the e-mail stays, the password is cleared for the next try. */
  | { type: 'reject' };

/** The form's first state: empty, or with the given e-mail address. */
export function initSignInForm(defaultEmail?: string): SignInFormState {
  return {
    status: 'idle',
    values: { ...emptySignInValues, email: defaultEmail ?? '' },
    errors: {},
    live: [],
    failures: 0,
  };
}

/** Pure transitions of the sign-in form; actions that do not apply in the current state change nothing. */
export function signInFormReducer(state: SignInFormState, action: SignInFormAction): SignInFormState {
  const sending = state.status === 'sending';
  switch (action.type) {
    case 'change':
      return sending
        ? state
        : { ...changeField(state, action.field, action.value, validateSignIn), status: 'idle' };
    case 'invalid':
      return sending ? state : { ...showFieldErrors(state, action.errors), status: 'idle' };
    case 'send':
      return sending ? state : { ...state, status: 'sending', errors: {} };
    case 'resolve':
      return sending ? { ...state, status: 'idle' } : state;
    case 'reject':
      return sending
        ? {
            ...state,
            status: 'failure',
            values: { ...state.values, password: '' },
            failures: state.failures + 1,
          }
        : state;
  }
}
