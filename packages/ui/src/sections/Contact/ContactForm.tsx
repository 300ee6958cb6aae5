'use client';

import { msg } from '@lingui/core/macro';
import { useId } from 'react';
import { cx } from '../../cx';
import type { FormFailure, UnknownFailure } from '../../forms/formFailure';
import { useFormToast } from '../../forms/formToast';
import { PrivacyNote } from '../../forms/PrivacyNote';
import { clearFields, useForm } from '../../forms/useForm';
import { useUiLingui } from '../../i18n/useUiLingui';
import { Button } from '../../primitives/Button/Button';
import { TextArea } from '../../primitives/TextArea/TextArea';
import { TextField } from '../../primitives/TextField/TextField';
import type { ToastOptions } from '../../primitives/Toast/useToast';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import type { PrivacyNoteContent } from '../types';
import * as styles from './Contact.css';
import {
  type ContactFieldsConfig,
  type ContactFormField,
  type ContactValues,
  type contactFields,
  contactFormFields,
  defaultContactFields,
  emptyContactValues,
  normalizeContact,
  optionalContactFields,
  presence,
  shownContactFields,
  validateContact,
} from './contactSchema';
import { ProductField } from './ProductField';
import { QuoteFields } from './QuoteFields';
import { emptyQuoteValues, type QuoteValues, quoteFields } from './quoteSchema';
import type { ContactProductOption } from './types';

/** What a caller may replace in the form's success or failure toast. */
export type ContactFormToast = Pick<ToastOptions, 'title' | 'description' | 'duration' | 'action'>;

export type ContactFormProps = {
  /**
   * Sends the enquiry (trimmed values); resolve on success, reject on failure — with a `FormFailure` (a
   * `kind` of yours) for `errorToast` to tell failures apart. The form never knows how.
   */
  onSubmit: (values: ContactValues) => Promise<void>;
  /** The note beside the send button that leads to the privacy notice. */
  privacyNote?: PrivacyNoteContent;
  /**
   * Which fields that can be dropped the form shows, and whether each must be filled in:
   * `{ company: 'required' | 'optional' | 'hidden' }`, `required` when not named. An optional field is
   * labelled "(optional)"; a hidden one is not shown and goes to `onSubmit` as `''`. Name, e-mail and
   * message are always shown and required. The rules follow (`makeContactSchema(fields)`).
   */
  fields?: ContactFieldsConfig;
  /** Values the fields start with, e.g. a draft the site kept (the fields are uncontrolled). */
  defaultValues?: Partial<ContactValues>;
  /**
   * Product families the visitor may name in an optional "Product family" field (after the company);
   * its value goes to `onSubmit` as `product` (`''` for none). A `defaultValues.product` that is not one
   * of them is ignored. Without options there is no such field and no `product` value.
   */
  productOptions?: readonly ContactProductOption[];
  /**
   * Offers the fields of a quote request (docs/adr/0069), after the product family: quantity and unit,
   * target delivery date, destination country, packaging and labelling, target price and currency —
   * every one optional, checked when filled in, sent as text (`''` when empty). Off by default.
   */
  quote?: boolean;
  /**
   * Called with every value as the visitor types, once on mount when the fields already hold text (typed
   * or autofilled before the page's script ran), and with the emptied values after a successful send.
   */
  onValuesChange?: (values: ContactValues) => void;
  /** Replaces the success toast's title or description ("Message sent successfully!"). */
  successToast?: Pick<ToastOptions, 'title' | 'description' | 'duration'>;
  /**
   * Replaces the failure toast's title, description, duration or action ("Failed to send message"); a
   * function receives the failure `onSubmit` rejected with (a `FormFailure`, its `kind` e.g. a rate limit;
   * any other rejection as `{ kind: 'failed', cause }`) and returns the fields, or `undefined` to keep the
   * defaults.
   */
  errorToast?: ContactFormToast | ((failure: FormFailure | UnknownFailure) => ContactFormToast | undefined);
  /** Called instead of `onSubmit` when the hidden honeypot field was filled in (a bot); the form acts as if sent. */
  onSpam?: () => void;
  /**
   * Logs what `onSubmit` rejected with (`console.error`, "[@brand/ui] ContactForm: the message could not be
   * sent.") besides the failure toast. Off by default: a rejection is the documented way to say "not
   * sent", not a bug, and your `onSubmit` already has the error to log where you want it.
   */
  logFailures?: boolean;
  /** Id of the heading that names the form. */
  'aria-labelledby'?: string;
  /** Class for the root element. */
  className?: string;
};

const isQuoteKey = (key: string) => (quoteFields as readonly string[]).includes(key);

/** The quote's values among a form's values. */
const pickQuote = (values: Partial<Record<ContactFormField, string>>): Partial<QuoteValues> =>
  Object.fromEntries(Object.entries(values).filter(([key]) => isQuoteKey(key)));

/** A form's values without the quote's. */
const omitQuote = <T extends object>(values: T): T =>
  Object.fromEntries(Object.entries(values).filter(([key]) => !isQuoteKey(key))) as T;

/** The honeypot's name: a field only bots fill in. */
const honeypotName = 'website';

/**
 * The enquiry form (spec §4, §5): name, e-mail, company and message, all required by default; `fields`
 * makes the company optional or leaves it out. Validates on submit with `makeContactSchema(fields)`, then live on each field that has shown an error, and focuses the first invalid
 * field (already focused, as after Enter in it: the hidden status region says what is wrong). While
 * sending the button is pending ("Sending...") and the same status region announces it; a
 * second submit is ignored. Success shows a toast and empties the form; failure shows a
 * destructive toast (`errorToast` may depend on the error) and keeps every value. The toasts need a
 * `ToastProvider` above it; without one the form still validates and sends, shows no toast (the emptied or
 * kept fields are the outcome) and says once on the console what is missing. The send state is on `data-state` (idle, sending, success, failure).
 *
 * The fields are uncontrolled (their values are read when the form is checked or sent), so text typed
 * or autofilled before the page's script has run is kept and sent.
 *
 * A honeypot catches simple bots: a `website` text input, moved off-screen and hidden from assistive
 * technology (`aria-hidden`, out of the tab order, no autofill), so people never fill it. When it holds
 * text at a submit whose values are valid, `onSubmit` is not called; `onSpam` is, and the form behaves
 * exactly as after a successful send (success toast, emptied fields), so the bot learns nothing.
 */
export function ContactForm({
  onSubmit,
  fields = defaultContactFields,
  privacyNote,
  defaultValues,
  productOptions,
  quote = false,
  onValuesChange,
  successToast,
  errorToast,
  onSpam,
  logFailures = false,
  className,
  ...rest
}: ContactFormProps) {
  const { t } = useUiLingui();
  // Without a ToastProvider the form still renders and sends; the console names what is missing.
  const toast = useFormToast('ContactForm');
  const honeypotId = useId();

  const products = productOptions?.map((option) => option.value);
  const company = presence(fields, 'company');
  // A hidden field is not in the form: its value is empty, never undefined.
  const complete = (values: Partial<Record<ContactFormField, string>>): ContactValues => {
    const { product, ...rest } = values;
    const quoted: Partial<QuoteValues> = quote ? { ...emptyQuoteValues, ...pickQuote(values) } : {};
    return {
      ...emptyContactValues,
      ...omitQuote(rest),
      ...(products ? { product: product ?? '' } : {}),
      ...quoted,
    };
  };
  const emptied: ContactValues = {
    ...emptyContactValues,
    ...(products ? { product: '' } : {}),
    ...(quote ? emptyQuoteValues : {}),
  };
  const form = useForm<ContactFormField>({
    fields: shownContactFields(fields, Boolean(products), quote),
    optional: optionalContactFields(fields),
    // The quote's unit and currency always hold a choice; alone they are nothing the visitor typed.
    presets: ['quantityUnit', 'priceCurrency'],
    validate: (values) => validateContact(complete(values), products, fields, quote ? {} : undefined),
    onValuesChange: onValuesChange && ((values) => onValuesChange(complete(values))),
    send: async (values, element) => {
      const honeypot = element.elements.namedItem(honeypotName) as HTMLInputElement | null;
      // A bot: nothing is sent, and everything looks as if it had been.
      if (honeypot?.value) return onSpam?.();
      await onSubmit(normalizeContact(complete(values)));
    },
    onSent: (element) => {
      clearFields(element, [...contactFormFields, honeypotName]);
      // The quote's selects go back to their first choice (pieces, EUR), as the form started.
      for (const name of ['quantityUnit', 'priceCurrency'] as const) {
        const select = element.elements.namedItem(name);
        if (select instanceof HTMLSelectElement) select.value = emptyQuoteValues[name];
      }
      onValuesChange?.(emptied);
      toast({
        title: t(msg({ id: 'contact.form.success.title', message: 'Message sent successfully!' })),
        description: t(
          msg({
            id: 'contact.form.success.description',
            message: "We'll get back to you as soon as possible.",
          }),
        ),
        ...successToast,
      });
    },
    onFailed: (failure) => {
      // The rejection as it came: a FormFailure itself, anything else its cause.
      const rejection = 'cause' in failure && !(failure instanceof Error) ? failure.cause : failure;
      if (logFailures) console.error('[@brand/ui] ContactForm: the message could not be sent.', rejection);
      // Shown here rather than through useForm's `failureToast`, so that a missing ToastProvider is
      // reported once, under this component's name.
      toast({
        variant: 'destructive',
        title: t(msg({ id: 'contact.form.error.title', message: 'Failed to send message' })),
        description: t(
          msg({
            id: 'contact.form.error.description',
            message: 'Please try again or contact us directly by email.',
          }),
        ),
        ...(typeof errorToast === 'function' ? errorToast(failure) : errorToast),
      });
    },
  });
  const sending = form.status === 'sending';
  const field = (name: (typeof contactFields)[number]) => ({
    ...form.fieldProps(name),
    defaultValue: defaultValues?.[name],
  });
  const preselected = defaultValues?.product;

  return (
    <form {...rest} {...form.formProps} className={cx(styles.form, className)}>
      <div className={styles.formRow}>
        <TextField
          {...field('name')}
          label={t(msg({ id: 'contact.form.name', message: 'Name' }))}
          autoComplete="name"
        />
        <TextField
          {...field('email')}
          label={t(msg({ id: 'contact.form.email', message: 'Email' }))}
          type="email"
          autoComplete="email"
        />
      </div>
      {company === 'hidden' ? null : (
        <TextField
          {...field('company')}
          label={
            company === 'optional'
              ? t(msg({ id: 'contact.form.companyOptional', message: 'Company (optional)' }))
              : t(msg({ id: 'contact.form.company', message: 'Company' }))
          }
          autoComplete="organization"
        />
      )}
      {productOptions ? (
        <ProductField
          {...form.fieldProps('product')}
          options={productOptions}
          defaultValue={products?.includes(preselected ?? '') ? preselected : ''}
        />
      ) : null}
      {quote ? <QuoteFields fieldProps={form.fieldProps} defaultValues={defaultValues} /> : null}
      <TextArea
        {...field('message')}
        label={t(msg({ id: 'contact.form.message', message: 'Message' }))}
        rows={6}
      />
      <div className={styles.formActions}>
        <Button
          type="submit"
          size="lg"
          pending={sending}
          pendingLabel={t(msg({ id: 'contact.form.sending', message: 'Sending...' }))}
          className={styles.submit}
        >
          {t(msg({ id: 'contact.form.send', message: 'Send message' }))}
        </Button>
        {privacyNote ? <PrivacyNote {...privacyNote} className={styles.privacyNote} /> : null}
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={honeypotId}>{t(msg({ id: 'contact.form.honeypot', message: 'Website' }))}</label>
        <input id={honeypotId} name={honeypotName} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <VisuallyHidden role="status">
        {sending
          ? t(msg({ id: 'contact.form.sendingStatus', message: 'Sending your message, please wait...' }))
          : form.announcement && <span key={form.announcement.key}>{form.announcement.text}</span>}
      </VisuallyHidden>
    </form>
  );
}
