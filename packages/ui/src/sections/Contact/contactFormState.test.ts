import { describe, expect, it } from 'vitest';
import { contactFormReducer, initContactForm } from './contactFormState';
import { contactMessages, emptyContactValues, validateContact } from './contactSchema';

const filled = {
  name: 'Anna Keller',
  email: 'anna@example.ch',
  company: 'Holzwerk Basel AG',
  message: 'Please send us your catalogue.',
};

describe('contactFormReducer', () => {
  it('starts idle and empty, or with the given draft', () => {
    expect(initContactForm()).toEqual({
      status: 'idle',
      values: emptyContactValues,
      errors: {},
      live: [],
    });
    expect(initContactForm({ company: 'Holzwerk' }).values).toEqual({
      ...emptyContactValues,
      company: 'Holzwerk',
    });
  });

  it('does not validate while typing before the first submit', () => {
    const state = contactFormReducer(initContactForm(), { type: 'change', field: 'name', value: 'A' });
    expect(state.values.name).toBe('A');
    expect(state.errors).toEqual({});
  });

  it('shows the errors of an invalid submit and then re-validates those fields live', () => {
    let state = initContactForm();
    state = contactFormReducer(state, { type: 'invalid', errors: validateContact(state.values) });
    expect(state.live).toEqual(['name', 'email', 'company', 'message']);
    expect(state.errors.name).toBe(contactMessages.nameMin);

    state = contactFormReducer(state, { type: 'change', field: 'name', value: 'A' });
    expect(state.errors.name).toBe(contactMessages.nameMin);
    state = contactFormReducer(state, { type: 'change', field: 'name', value: 'An' });
    expect(state.errors.name).toBeUndefined();
    expect(state.errors.email).toBe(contactMessages.emailInvalid);
    // Once live, a field reports again when it turns invalid.
    state = contactFormReducer(state, { type: 'change', field: 'name', value: 'A' });
    expect(state.errors.name).toBe(contactMessages.nameMin);
  });

  it('adds fields to the live set across submits', () => {
    let state = initContactForm({ ...filled, email: 'bad' });
    state = contactFormReducer(state, { type: 'invalid', errors: validateContact(state.values) });
    expect(state.live).toEqual(['email']);
    state = contactFormReducer(state, { type: 'change', field: 'message', value: 'short' });
    expect(state.errors.message).toBeUndefined();
    state = contactFormReducer(state, { type: 'invalid', errors: validateContact(state.values) });
    expect(state.live).toEqual(['email', 'message']);
  });

  it('goes idle → sending → success, emptying the form', () => {
    let state = initContactForm(filled);
    state = contactFormReducer(state, { type: 'send' });
    expect(state.status).toBe('sending');
    state = contactFormReducer(state, { type: 'resolve' });
    expect(state.status).toBe('success');
    expect(state.values).toEqual(emptyContactValues);
    expect(state.live).toEqual([]);
  });

  it('goes idle → sending → failure, keeping every value', () => {
    let state = initContactForm(filled);
    state = contactFormReducer(state, { type: 'send' });
    state = contactFormReducer(state, { type: 'reject' });
    expect(state.status).toBe('failure');
    expect(state.values).toEqual(filled);
  });

  it('ignores a second send, edits and invalid submits while sending', () => {
    const sending = contactFormReducer(initContactForm(filled), { type: 'send' });
    expect(contactFormReducer(sending, { type: 'send' })).toBe(sending);
    expect(contactFormReducer(sending, { type: 'change', field: 'name', value: 'X' })).toBe(sending);
    expect(contactFormReducer(sending, { type: 'invalid', errors: {} })).toBe(sending);
  });

  it('ignores an outcome that arrives when nothing is being sent', () => {
    const idle = initContactForm(filled);
    expect(contactFormReducer(idle, { type: 'resolve' })).toBe(idle);
    expect(contactFormReducer(idle, { type: 'reject' })).toBe(idle);
  });

  it('returns to idle from an outcome when the visitor edits, and can send again', () => {
    const failed = contactFormReducer(contactFormReducer(initContactForm(filled), { type: 'send' }), {
      type: 'reject',
    });
    expect(contactFormReducer(failed, { type: 'change', field: 'name', value: 'Anna K.' }).status).toBe(
      'idle',
    );
    expect(contactFormReducer(failed, { type: 'send' }).status).toBe('sending');
    const succeeded = contactFormReducer(contactFormReducer(initContactForm(filled), { type: 'send' }), {
      type: 'resolve',
    });
    expect(contactFormReducer(succeeded, { type: 'invalid', errors: {} }).status).toBe('idle');
  });
});
