import { describe, expect, it } from 'vitest';
import { initSignInForm, signInFormReducer } from './signInFormState';
import { emptySignInValues, signInMessages, validateSignIn } from './signInSchema';

const filled = { email: 'anna@example.ch', password: 'secret' };

describe('signInFormReducer', () => {
  it('starts idle and empty, or with the given e-mail address', () => {
    expect(initSignInForm()).toEqual({
      status: 'idle',
      values: emptySignInValues,
      errors: {},
      live: [],
      failures: 0,
    });
    expect(initSignInForm('anna@example.ch').values).toEqual({ email: 'anna@example.ch', password: '' });
  });

  it('does not validate while typing before the first submit', () => {
    const state = signInFormReducer(initSignInForm(), { type: 'change', field: 'email', value: 'a' });
    expect(state.values.email).toBe('a');
    expect(state.errors).toEqual({});
  });

  it('shows the errors of an invalid submit and then re-validates those fields live', () => {
    let state = initSignInForm();
    state = signInFormReducer(state, { type: 'invalid', errors: validateSignIn(state.values) });
    expect(state.live).toEqual(['email', 'password']);
    expect(state.errors.password).toBe(signInMessages.passwordRequired);
    state = signInFormReducer(state, { type: 'change', field: 'password', value: 's' });
    expect(state.errors.password).toBeUndefined();
    expect(state.errors.email).toBe(signInMessages.emailInvalid);
    state = signInFormReducer(state, { type: 'change', field: 'password', value: '' });
    expect(state.errors.password).toBe(signInMessages.passwordRequired);
  });

  it('ignores edits and invalid submits while signing in', () => {
    const sending = signInFormReducer(initSignInForm(), { type: 'send' });
    expect(sending.status).toBe('sending');
    expect(signInFormReducer(sending, { type: 'change', field: 'email', value: 'x' })).toBe(sending);
    expect(signInFormReducer(sending, { type: 'invalid', errors: {} })).toBe(sending);
    expect(signInFormReducer(sending, { type: 'send' })).toBe(sending);
  });

  it('keeps every value after success and goes back to idle', () => {
    let state = signInFormReducer({ ...initSignInForm(), values: filled }, { type: 'send' });
    state = signInFormReducer(state, { type: 'resolve' });
    expect(state.status).toBe('idle');
    expect(state.values).toEqual(filled);
    expect(state.failures).toBe(0);
  });

  it('keeps the e-mail, clears the password and counts the failure after a rejection', () => {
    let state = signInFormReducer({ ...initSignInForm(), values: filled }, { type: 'send' });
    state = signInFormReducer(state, { type: 'reject' });
    expect(state.status).toBe('failure');
    expect(state.values).toEqual({ email: 'anna@example.ch', password: '' });
    expect(state.errors).toEqual({});
    expect(state.failures).toBe(1);

    state = signInFormReducer(state, { type: 'change', field: 'password', value: 'secret2' });
    expect(state.status).toBe('idle');
    state = signInFormReducer(signInFormReducer(state, { type: 'send' }), { type: 'reject' });
    expect(state.failures).toBe(2);
  });

  it('ignores an outcome when no attempt is under way', () => {
    const idle = initSignInForm('anna@example.ch');
    expect(signInFormReducer(idle, { type: 'resolve' })).toBe(idle);
    expect(signInFormReducer(idle, { type: 'reject' })).toBe(idle);
  });
});
