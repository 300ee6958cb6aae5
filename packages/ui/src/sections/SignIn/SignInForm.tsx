import { useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useAdoptTypedValues } from '../../forms/adoptTyped';
import { AlertIcon } from '../../icons/icons';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './SignIn.css';
import { initSignInForm, signInFormReducer } from './signInFormState';
import {
  normalizeSignIn,
  type SignInField,
  type SignInValues,
  signInFields,
  validateSignIn,
} from './signInSchema';

export type SignInFormProps = {
  /** Signs in with the e-mail (trimmed) and the password; resolve when signed in, reject when not. */
  onSubmit: (values: SignInValues) => Promise<void>;
  /** Why the last attempt failed (wrong credentials, no connection…), chosen by the parent; shown as an alert. */
  errorMessage?: ReactNode;
  /** The e-mail address to start with, e.g. the last one used. */
  defaultEmail?: string;
  /** Id of the heading that names the form. */
  'aria-labelledby'?: string;
  /** Class for the root element. */
  className?: string;
};

/**
 * A staff sign-in form: e-mail and password, both required. Validates on submit with `signInSchema`, then
 * live on each field that has shown an error, and focuses the first invalid field. While `onSubmit` runs
 * the button is pending ("Signing in…"), the fields are read-only, a hidden status region announces the
 * wait, and a second submit is ignored. After a rejection the e-mail stays, the password is cleared and
 * focused, and `errorMessage` (the parent decides it) shows in a `role="alert"` block above the button,
 * announced again on every failed attempt. After success the values stay; the page usually moves on.
 * The attempt's state is on `data-state` (idle, sending, failure).
 */
export function SignInForm({ onSubmit, errorMessage, defaultEmail, className, ...rest }: SignInFormProps) {
  const { t, i18n } = useLingui();
  const [state, dispatch] = useReducer(signInFormReducer, defaultEmail, initSignInForm);
  const { status, values, errors, failures } = state;
  const sending = status === 'sending';
  // Set synchronously, before React re-renders: a double click or Enter never signs in twice.
  const inFlight = useRef(false);
  const refs = useRef<Partial<Record<SignInField, HTMLInputElement | null>>>({});
  const adoptTyped = useAdoptTypedValues(signInFields, refs, values, (field, value) =>
    dispatch({ type: 'change', field, value }),
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    // What the page shows (see useAdoptTypedValues).
    const current = adoptTyped();
    const found = validateSignIn(current);
    const firstInvalid = signInFields.find((field) => found[field]);
    if (firstInvalid) {
      // Commit first, so the field is already invalid and described by its message when focus lands.
      flushSync(() => dispatch({ type: 'invalid', errors: found }));
      refs.current[firstInvalid]?.focus();
      return;
    }
    inFlight.current = true;
    dispatch({ type: 'send' });
    try {
      await onSubmit(normalizeSignIn(current));
    } catch {
      // The parent has the error and says what went wrong through `errorMessage`.
      flushSync(() => dispatch({ type: 'reject' }));
      refs.current.password?.focus();
      return;
    } finally {
      inFlight.current = false;
    }
    dispatch({ type: 'resolve' });
  };

  const fieldProps = (field: SignInField) => {
    const message = errors[field];
    return {
      name: field,
      value: values[field],
      onChange: (value: string) => dispatch({ type: 'change', field, value }),
      required: true,
      readOnly: sending,
      errorMessage: message ? i18n._(message) : undefined,
      ref: (element: HTMLInputElement | null) => {
        refs.current[field] = element;
      },
    };
  };

  return (
    <form
      {...rest}
      // POST: a press before the app has started (or without JavaScript) never puts the password in the address.
      method="post"
      noValidate
      onSubmit={submit}
      className={[styles.form, className].filter(Boolean).join(' ')}
      data-state={status}
      aria-busy={sending || undefined}
    >
      <TextField
        {...fieldProps('email')}
        label={t({ id: 'signIn.email', message: 'Email' })}
        type="email"
        autoComplete="username"
      />
      <TextField
        {...fieldProps('password')}
        label={t({ id: 'signIn.password', message: 'Password' })}
        type="password"
        autoComplete="current-password"
      />
      {errorMessage ? (
        // Keyed by the failures: the same message after another failed attempt is inserted, so announced, again.
        <div key={failures} role="alert" className={styles.alert}>
          <AlertIcon className={styles.alertIcon} />
          <div>{errorMessage}</div>
        </div>
      ) : null}
      <Button
        type="submit"
        size="lg"
        pending={sending}
        pendingLabel={t({ id: 'signIn.pending', message: 'Signing in…' })}
        className={styles.submit}
      >
        {t({ id: 'signIn.submit', message: 'Sign in' })}
      </Button>
      <VisuallyHidden role="status">
        {sending ? t({ id: 'signIn.pendingStatus', message: 'Signing in, please wait…' }) : null}
      </VisuallyHidden>
    </form>
  );
}
