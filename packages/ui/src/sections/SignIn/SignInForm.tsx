'use client';

import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { cx } from '../../cx';
import type { FormFailure, UnknownFailure } from '../../forms/formFailure';
import { PrivacyNote } from '../../forms/PrivacyNote';
import { useForm } from '../../forms/useForm';
import { useUiLingui } from '../../i18n/useUiLingui';
import { AlertIcon } from '../../icons/icons';
import { Button } from '../../primitives/Button/Button';
import { TextField } from '../../primitives/TextField/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import type { PrivacyNoteContent } from '../types';
import * as styles from './SignIn.css';
import { normalizeSignIn, type SignInValues, signInFields, validateSignIn } from './signInSchema';

export type SignInFormProps = {
  /**
   * Signs in with the e-mail (trimmed) and the password; resolve when signed in (with anything: a session
   * is fine), reject when not — with a `FormFailure` whose `kind` says why, for `describeFailure`.
   */
  onSubmit: (values: SignInValues) => Promise<unknown>;
  /**
   * Why the last attempt failed, in words, from the failure `onSubmit` rejected with (its `kind`: wrong
   * credentials, too many attempts, no connection…; any other rejection as `{ kind: 'failed', cause }`);
   * shown as an alert until the next attempt. The form keeps the failure itself.
   */
  describeFailure?: (failure: FormFailure | UnknownFailure) => ReactNode;
  /** Why the last attempt failed, when the parent keeps that itself; wins over `describeFailure`. */
  errorMessage?: ReactNode;
  /** The e-mail address to start with, e.g. the last one used. */
  defaultEmail?: string;
  /** The note under the button that leads to the privacy notice. */
  privacyNote?: PrivacyNoteContent;
  /** Id of the heading that names the form. */
  'aria-labelledby'?: string;
  /** Class for the root element. */
  className?: string;
};

/**
 * A staff sign-in form: e-mail and password, both required. Validates on submit with `signInSchema`, then
 * live on each field that has shown an error, and focuses the first invalid field (already focused, as after
 * Enter in it: the hidden status region says what is wrong). While `onSubmit` runs
 * the button is pending ("Signing in…"), the fields are read-only, a hidden status region announces the
 * wait, and a second submit is ignored. After a rejection the e-mail stays, the password is cleared and
 * focused, and what `describeFailure` makes of the rejection (or the parent's `errorMessage`) shows in a
 * `role="alert"` block above the button, announced again on every failed attempt. After success the values stay; the page usually moves on.
 * The attempt's state is on `data-state` (idle, sending, success, failure). The fields are uncontrolled,
 * so what was typed or autofilled before the page's script ran is kept and used.
 */
export function SignInForm({
  onSubmit,
  describeFailure,
  errorMessage,
  defaultEmail,
  privacyNote,
  className,
  ...rest
}: SignInFormProps) {
  const { t } = useUiLingui();
  const form = useForm({
    fields: signInFields,
    validate: validateSignIn,
    send: (values) => onSubmit(normalizeSignIn(values)),
    onFailed: (_failure, element) => {
      const password = element.elements.namedItem('password');
      if (!(password instanceof HTMLInputElement)) return;
      password.value = '';
      password.focus();
    },
  });

  // The hook keeps the last failure until the next attempt: the alert stays while the visitor corrects.
  const shown = errorMessage ?? (form.failure && describeFailure ? describeFailure(form.failure) : undefined);
  return (
    <form {...rest} {...form.formProps} className={cx(styles.form, className)}>
      <TextField
        {...form.fieldProps('email')}
        defaultValue={defaultEmail}
        label={t(msg({ id: 'signIn.email', message: 'Email' }))}
        type="email"
        autoComplete="username"
      />
      <TextField
        {...form.fieldProps('password')}
        label={t(msg({ id: 'signIn.password', message: 'Password' }))}
        type="password"
        autoComplete="current-password"
      />
      {shown ? (
        // Keyed by the failures: the same message after another failed attempt is inserted, so announced, again.
        <div key={form.failures} role="alert" className={styles.alert}>
          <AlertIcon className={styles.alertIcon} />
          <div>{shown}</div>
        </div>
      ) : null}
      <Button
        type="submit"
        size="lg"
        pending={form.status === 'sending'}
        pendingLabel={t(msg({ id: 'signIn.pending', message: 'Signing in…' }))}
        className={styles.submit}
      >
        {t(msg({ id: 'signIn.submit', message: 'Sign in' }))}
      </Button>
      {privacyNote ? <PrivacyNote {...privacyNote} /> : null}
      <VisuallyHidden role="status">
        {form.status === 'sending'
          ? t(msg({ id: 'signIn.pendingStatus', message: 'Signing in, please wait…' }))
          : form.announcement && <span key={form.announcement.key}>{form.announcement.text}</span>}
      </VisuallyHidden>
    </form>
  );
}
