import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useAdoptTypedValues } from '../../forms/adoptTyped';
import { Button } from '../../primitives/Button';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { type ToastOptions, useToast } from '../../primitives/Toast';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './Contact.css';
import { contactFormReducer, initContactForm } from './contactFormState';
import {
  type ContactField,
  type ContactValues,
  contactFields,
  emptyContactValues,
  normalizeContact,
  validateContact,
} from './contactSchema';

/** What a caller may replace in the form's success or failure toast. */
export type ContactFormToast = Pick<ToastOptions, 'title' | 'description' | 'duration' | 'action'>;

export type ContactFormProps = {
  /** Sends the enquiry (trimmed values); resolve on success, reject on failure. The form never knows how. */
  onSubmit: (values: ContactValues) => Promise<void>;
  /** Values to start with, e.g. a draft the site kept. */
  defaultValues?: Partial<ContactValues>;
  /** Called with every value the visitor types and with the emptied values after a successful send. */
  onValuesChange?: (values: ContactValues) => void;
  /** Replaces the success toast's title or description ("Message sent successfully!"). */
  successToast?: Pick<ToastOptions, 'title' | 'description' | 'duration'>;
  /**
   * Replaces the failure toast's title, description, duration or action ("Failed to send message"); a
   * function receives what `onSubmit` rejected with (e.g. to tell a rate limit apart) and returns the
   * fields, or `undefined` to keep the defaults.
   */
  errorToast?: ContactFormToast | ((error: unknown) => ContactFormToast | undefined);
  /** Called instead of `onSubmit` when the hidden honeypot field was filled in (a bot); the form acts as if sent. */
  onSpam?: () => void;
  /** Id of the heading that names the form. */
  'aria-labelledby'?: string;
  /** Class for the root element. */
  className?: string;
};

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * The enquiry form (spec §4, §5): name, e-mail, company and message, all required. Validates on submit
 * with `contactSchema`, then live on each field that has shown an error, and focuses the first invalid
 * field. While sending the button is pending ("Sending...") and a hidden status region announces it; a
 * second submit is ignored. Success shows a toast and empties the form; failure logs the error, shows a
 * destructive toast (`errorToast` may depend on the error) and keeps every value. Needs a `ToastProvider`
 * above it. The send state is on `data-state` (idle, sending, success, failure).
 *
 * A honeypot catches simple bots: a `website` text input, moved off-screen and hidden from assistive
 * technology (`aria-hidden`, out of the tab order, no autofill), so people never fill it. When it holds
 * text at a submit whose values are valid, `onSubmit` is not called; `onSpam` is, and the form behaves
 * exactly as after a successful send (success toast, emptied fields), so the bot learns nothing.
 */
export function ContactForm({
  onSubmit,
  defaultValues,
  onValuesChange,
  successToast,
  errorToast,
  onSpam,
  className,
  ...rest
}: ContactFormProps) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const [state, dispatch] = useReducer(contactFormReducer, defaultValues, initContactForm);
  const { status, values, errors } = state;
  const sending = status === 'sending';
  // Set synchronously, before React re-renders: a double click or Enter never sends twice.
  const inFlight = useRef(false);
  const refs = useRef<Partial<Record<ContactField, FieldElement | null>>>({});
  // Uncontrolled: only a bot ever types here, and nothing re-renders for it.
  const honeypot = useRef<HTMLInputElement>(null);
  const honeypotId = useId();

  const adoptTyped = useAdoptTypedValues(
    contactFields,
    refs,
    values,
    (field, value) => dispatch({ type: 'change', field, value }),
    onValuesChange,
  );

  const change = (field: ContactField) => (value: string) => {
    dispatch({ type: 'change', field, value });
    onValuesChange?.({ ...values, [field]: value });
  };

  /** The end of a successful send (or of a caught bot's): empty form, success toast. */
  const succeed = () => {
    dispatch({ type: 'resolve' });
    if (honeypot.current) honeypot.current.value = '';
    onValuesChange?.(emptyContactValues);
    toast({
      title: t({ id: 'contact.form.success.title', message: 'Message sent successfully!' }),
      description: t({
        id: 'contact.form.success.description',
        message: "We'll get back to you as soon as possible.",
      }),
      ...successToast,
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    // What the page shows (see useAdoptTypedValues).
    const current = adoptTyped();
    const found = validateContact(current);
    const firstInvalid = contactFields.find((field) => found[field]);
    if (firstInvalid) {
      // Commit first, so the field is already invalid and described by its message when focus lands.
      flushSync(() => dispatch({ type: 'invalid', errors: found }));
      refs.current[firstInvalid]?.focus();
      return;
    }
    if (honeypot.current?.value) {
      // A bot: nothing is sent, and everything looks as if it had been.
      dispatch({ type: 'send' });
      onSpam?.();
      succeed();
      return;
    }
    inFlight.current = true;
    dispatch({ type: 'send' });
    try {
      await onSubmit(normalizeContact(current));
    } catch (error) {
      console.error('[@brand/ui] ContactForm: the message could not be sent.', error);
      dispatch({ type: 'reject' });
      toast({
        variant: 'destructive',
        title: t({ id: 'contact.form.error.title', message: 'Failed to send message' }),
        description: t({
          id: 'contact.form.error.description',
          message: 'Please try again or contact us directly via email.',
        }),
        ...(typeof errorToast === 'function' ? errorToast(error) : errorToast),
      });
      return;
    } finally {
      inFlight.current = false;
    }
    // Outside the try: only a failed send is a failure, never a side effect of the success.
    succeed();
  };

  const fieldProps = (field: ContactField) => {
    const message = errors[field];
    return {
      name: field,
      value: values[field],
      onChange: change(field),
      required: true,
      readOnly: sending,
      errorMessage: message ? i18n._(message) : undefined,
      ref: (element: FieldElement | null) => {
        refs.current[field] = element;
      },
    };
  };

  return (
    <form
      {...rest}
      // POST: a press before the app has started (or without JavaScript) never puts the enquiry in the address.
      method="post"
      noValidate
      onSubmit={submit}
      className={[styles.form, className].filter(Boolean).join(' ')}
      data-state={status}
      aria-busy={sending || undefined}
    >
      <div className={styles.formRow}>
        <TextField
          {...fieldProps('name')}
          label={t({ id: 'contact.form.name', message: 'Name' })}
          autoComplete="name"
        />
        <TextField
          {...fieldProps('email')}
          label={t({ id: 'contact.form.email', message: 'Email' })}
          type="email"
          autoComplete="email"
        />
      </div>
      <TextField
        {...fieldProps('company')}
        label={t({ id: 'contact.form.company', message: 'Company' })}
        autoComplete="organization"
      />
      <TextArea
        {...fieldProps('message')}
        label={t({ id: 'contact.form.message', message: 'Message' })}
        rows={6}
      />
      <div className={styles.formActions}>
        <Button
          type="submit"
          size="lg"
          pending={sending}
          pendingLabel={t({ id: 'contact.form.sending', message: 'Sending...' })}
          className={styles.submit}
        >
          {t({ id: 'contact.form.send', message: 'Send message' })}
        </Button>
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={honeypotId}>{t({ id: 'contact.form.honeypot', message: 'Website' })}</label>
        <input ref={honeypot} id={honeypotId} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <VisuallyHidden role="status">
        {sending
          ? t({ id: 'contact.form.sendingStatus', message: 'Sending your message, please wait...' })
          : null}
      </VisuallyHidden>
    </form>
  );
}
