import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { emailCases } from '../../forms/emailCases.fixture';
import {
  emptySignInValues,
  normalizeSignIn,
  type SignInValues,
  signInLimits,
  signInMessages,
  validateSignIn,
} from './signInSchema';

const valid: SignInValues = { email: 'anna.keller@example.ch', password: 'correct horse battery staple' };

const with_ = (patch: Partial<SignInValues>): SignInValues => ({ ...valid, ...patch });
const ids = (values: SignInValues) =>
  Object.fromEntries(Object.entries(validateSignIn(values)).map(([field, m]) => [field, m?.id]));

describe('validateSignIn', () => {
  it('accepts an e-mail address and a password', () => {
    expect(validateSignIn(valid)).toEqual({});
  });

  it('reports both fields of an empty form with their message ids', () => {
    expect(ids(emptySignInValues)).toEqual({
      email: 'signIn.validation.emailInvalid',
      password: 'signIn.validation.passwordRequired',
    });
  });

  it('returns the descriptors themselves, which read as the English messages', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const errors = validateSignIn({ email: 'anna', password: 'x'.repeat(signInLimits.passwordMax + 1) });
    expect(errors.email).toBe(signInMessages.emailInvalid);
    expect(errors.email && i18n._(errors.email)).toBe('Please enter a valid email address');
    expect(errors.password && i18n._(errors.password)).toBe('The password is too long');
    const empty = validateSignIn(emptySignInValues);
    expect(empty.password && i18n._(empty.password)).toBe('Please enter your password');
  });

  describe('email: a valid address after trimming', () => {
    it.each(emailCases)('%j valid: %s', (email, ok) => {
      expect(validateSignIn(with_({ email })).email === undefined).toBe(ok);
    });
  });

  describe('password: required, at most 1024 characters, never trimmed', () => {
    it.each([
      ['', 'signIn.validation.passwordRequired'],
      ['x', undefined],
      [' ', undefined], // spaces can be a password's own characters: the server decides
      ['  secret  ', undefined],
      ['🧹🪵 Grüße', undefined],
      ['x'.repeat(1024), undefined],
      ['x'.repeat(1025), 'signIn.validation.passwordTooLong'],
      ['x'.repeat(100_000), 'signIn.validation.passwordTooLong'],
    ])('%j → %s', (password, id) => {
      expect(validateSignIn(with_({ password })).password?.id).toBe(id);
    });
  });

  it('reports a value that is not a string with the field’s own message', () => {
    const broken = { email: 42, password: null } as unknown as SignInValues;
    expect(ids(broken)).toEqual({
      email: 'signIn.validation.emailInvalid',
      password: 'signIn.validation.passwordRequired',
    });
  });
});

describe('normalizeSignIn', () => {
  it('trims the e-mail address and leaves the password exactly as typed', () => {
    expect(normalizeSignIn({ email: '  anna@example.ch \n', password: '  secret  ' })).toEqual({
      email: 'anna@example.ch',
      password: '  secret  ',
    });
  });
});
