import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { type FormAction, type FormState, formReducer, initialFormState } from './formState';

type Field = 'name' | 'email';
const short = msg({ id: 'test.short', message: 'Too short' });
const invalid = msg({ id: 'test.invalid', message: 'Not an address' });
const run = (...actions: FormAction<Field>[]): FormState<Field> =>
  actions.reduce<FormState<Field>>(formReducer, initialFormState);

describe('formReducer', () => {
  it('starts idle with no messages', () => {
    expect(initialFormState).toEqual({ status: 'idle', errors: {}, live: [], failures: 0 });
  });

  it('checks nothing while typing before the first submit', () => {
    expect(run({ type: 'edit', field: 'name', message: undefined })).toEqual(initialFormState);
  });

  it('shows the messages of an invalid submit, then re-checks those fields as they change', () => {
    let state = run({ type: 'invalid', errors: { name: short, email: invalid } });
    expect(state.errors).toEqual({ name: short, email: invalid });
    expect(state.live).toEqual(['name', 'email']);
    state = formReducer(state, { type: 'edit', field: 'name', message: undefined });
    expect(state.errors).toEqual({ email: invalid });
    state = formReducer(state, { type: 'edit', field: 'name', message: short });
    expect(state.errors).toEqual({ email: invalid, name: short });
  });

  it('goes idle → sending → success, forgetting messages and live fields', () => {
    const state = run({ type: 'invalid', errors: { name: short } }, { type: 'send' }, { type: 'resolve' });
    expect(state).toEqual({ status: 'success', errors: {}, live: [], failures: 0 });
  });

  it('counts failures and keeps the live fields, so each failure is told afresh', () => {
    const state = run({ type: 'send' }, { type: 'reject' }, { type: 'send' }, { type: 'reject' });
    expect(state.status).toBe('failure');
    expect(state.failures).toBe(2);
    expect(formReducer(state, { type: 'edit', field: 'name', message: undefined }).status).toBe('idle');
  });

  it('changes nothing but the outcome while sending (a second submit, an edit, a stray message)', () => {
    const sending = run({ type: 'send' });
    for (const action of [
      { type: 'send' },
      { type: 'edit', field: 'name', message: short },
      { type: 'invalid', errors: { name: short } },
    ] as FormAction<Field>[])
      expect(formReducer(sending, action)).toBe(sending);
  });

  it('ignores an outcome that comes when nothing was sent', () => {
    expect(run({ type: 'resolve' })).toBe(initialFormState);
    expect(run({ type: 'reject' })).toBe(initialFormState);
  });
});
