import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { emailAddress, emailMax, type FieldErrors, firstFieldErrors } from '../../forms/fields';

/** The sign-in fields, in the order the form shows them (and focuses the first invalid one). */
export const signInFields = ['email', 'password'] as const;

/** One of `signInFields`. */
export type SignInField = (typeof signInFields)[number];

/** What the form submits: the e-mail address (trimmed) and the password (exactly as typed). */
export type SignInValues = Record<SignInField, string>;

/**
 * The longest values accepted, in UTF-16 code units: a password far beyond any real one, short enough
 * that the server never hashes megabytes; an e-mail address as long as RFC 5321 allows.
 */
export const signInLimits = { passwordMax: 1024, emailMax } as const;

/** The validation messages; translated in the library catalog. */
export const signInMessages = {
  emailInvalid: msg({ id: 'signIn.validation.emailInvalid', message: 'Please enter a valid email address' }),
  passwordRequired: msg({ id: 'signIn.validation.passwordRequired', message: 'Please enter your password' }),
  passwordTooLong: msg({ id: 'signIn.validation.passwordTooLong', message: 'The password is too long' }),
} satisfies Record<string, MessageDescriptor>;

type SignInMessageKey = keyof typeof signInMessages;

/**
 * The rules of the sign-in form, the single source of them. Each issue's message is the key of its
 * descriptor in `signInMessages`; `validateSignIn` turns it into the descriptor. The e-mail is trimmed
 * before it is checked; the password never is (spaces can be part of it), so only an empty one is missing.
 */
export const signInSchema = v.object({
  email: emailAddress('emailInvalid' satisfies SignInMessageKey),
  password: v.pipe(
    v.string(),
    v.nonEmpty('passwordRequired' satisfies SignInMessageKey),
    v.maxLength(signInLimits.passwordMax, 'passwordTooLong' satisfies SignInMessageKey),
  ),
});

/** The validation messages of the invalid fields; empty when the values are valid. */
export type SignInErrors = FieldErrors<SignInField>;

/** The message of each field when an issue carries none of ours (a value that is not a string at all). */
const fieldMessages: Record<SignInField, MessageDescriptor> = {
  email: signInMessages.emailInvalid,
  password: signInMessages.passwordRequired,
};

/** Checks the values against `signInSchema`; returns the first message of each invalid field. */
export function validateSignIn(values: SignInValues): SignInErrors {
  return firstFieldErrors(signInSchema, values, signInFields, signInMessages, fieldMessages);
}

/** The values as they are submitted: the e-mail trimmed at both ends, the password untouched. */
export function normalizeSignIn(values: SignInValues): SignInValues {
  return { email: values.email.trim(), password: values.password };
}

/** Empty values: the form's start. */
export const emptySignInValues: SignInValues = { email: '', password: '' };
