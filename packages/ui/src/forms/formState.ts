import type { MessageDescriptor } from '@lingui/core';
import type { FieldErrors } from './fields';

/**
 * Where a form is with what it sends: `idle` → `sending` → `success` | `failure`. The outcome stays until
 * the visitor edits a field (back to `idle`) or sends again (`sending`).
 */
export const formStatuses = ['idle', 'sending', 'success', 'failure'] as const;

/** One of `formStatuses`. */
export type FormStatus = (typeof formStatuses)[number];

/**
 * What a form shows beside its fields. The values are not here: the fields hold them (uncontrolled), so
 * what a visitor types before the page's script has run is simply there when it runs.
 */
export type FormState<F extends string> = {
  status: FormStatus;
  /** Messages shown under the invalid fields. */
  errors: FieldErrors<F>;
  /** Fields that have shown a message since the last successful send: they re-check as they change. */
  live: readonly F[];
  /** How many sends have failed: each failure is told afresh. */
  failures: number;
};

/** What can happen to a form. */
export type FormAction<F extends string> =
  /** The visitor changed a field; `message` is its own message checked again (for a live field). */
  | { type: 'edit'; field: F; message: MessageDescriptor | undefined }
  /** A submit found invalid fields. */
  | { type: 'invalid'; errors: FieldErrors<F> }
  /** A submit with valid values: sending starts. */
  | { type: 'send' }
  /** The send succeeded. */
  | { type: 'resolve' }
  /** The send failed: the fields keep their values. */
  | { type: 'reject' };

export const initialFormState: FormState<never> = { status: 'idle', errors: {}, live: [], failures: 0 };

/** Pure transitions of a form; while it sends, nothing but the outcome changes it. */
export function formReducer<F extends string>(state: FormState<F>, action: FormAction<F>): FormState<F> {
  const sending = state.status === 'sending';
  switch (action.type) {
    case 'edit': {
      if (sending) return state;
      if (!state.live.includes(action.field))
        return state.status === 'idle' ? state : { ...state, status: 'idle' };
      const { [action.field]: _old, ...others } = state.errors as Record<F, MessageDescriptor>;
      const errors = (
        action.message ? { ...others, [action.field]: action.message } : others
      ) as FieldErrors<F>;
      return { ...state, status: 'idle', errors };
    }
    case 'invalid': {
      if (sending) return state;
      const shown = Object.keys(action.errors) as F[];
      return {
        ...state,
        status: 'idle',
        errors: action.errors,
        live: [...new Set([...state.live, ...shown])],
      };
    }
    case 'send':
      return sending ? state : { ...state, status: 'sending', errors: {} };
    case 'resolve':
      return sending ? { ...state, status: 'success', errors: {}, live: [] } : state;
    case 'reject':
      return sending ? { ...state, status: 'failure', failures: state.failures + 1 } : state;
  }
}
