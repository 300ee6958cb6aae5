import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import {
  emailAddress,
  emailMax,
  type FieldErrors,
  firstFieldErrors,
  textUpTo,
  textWithin,
} from '../../forms/fields';
import {
  makeQuoteRules,
  type QuoteValues,
  quoteFieldMessages,
  quoteFields,
  quoteMessages,
} from './quoteSchema';

/** The enquiry's fields, in the order the form shows them (and focuses the first invalid one). */
export const contactFields = ['name', 'email', 'company', 'message'] as const;

/** One of `contactFields`. */
export type ContactField = (typeof contactFields)[number];

/** The form's values (spec §3, contact enquiry): plain text, never HTML. */
export type ContactValues = Record<ContactField, string> & {
  /**
   * The product family the visitor asks about: one of the form's `productOptions` values, or `''` for
   * none. Present only when the form offers product families.
   */
  product?: string;
} & Partial<QuoteValues>;

/** The fields of a form that offers product families, in the order it shows them. */
export const contactFieldsWithProduct = ['name', 'email', 'company', 'product', 'message'] as const;

/**
 * Every field the form can show, in its order: the quote's fields (`quote` on) after the product family
 * and before the message.
 */
export const contactFormFields = ['name', 'email', 'company', 'product', ...quoteFields, 'message'] as const;

/** A field of the form, the optional product family and the quote's fields included. */
export type ContactFormField = (typeof contactFormFields)[number];

/**
 * Lengths in characters, counted after trimming, as a reader counts them: the spec's minimums (§5, §9)
 * and upper limits, so a pasted novel gets a clear message instead of a refused send (EmailJS takes
 * about 50 KB per e-mail). An e-mail address has at most 254 characters (RFC 5321).
 */
export const contactLimits = {
  nameMin: 2,
  nameMax: 200,
  emailMax,
  companyMin: 1,
  companyMax: 200,
  messageMin: 10,
  messageMax: 10_000,
} as const;

const { nameMin, nameMax, companyMax, messageMin, messageMax } = contactLimits;

/** The validation messages, with the spec's ids; translated in the library catalog. */
export const contactMessages = {
  nameMin: msg({
    id: 'contact.form.validation.nameMin',
    message: `Name must be at least ${nameMin} characters`,
  }),
  nameMax: msg({
    id: 'contact.form.validation.nameMax',
    message: `Name must be at most ${nameMax} characters`,
  }),
  emailInvalid: msg({
    id: 'contact.form.validation.emailInvalid',
    message: 'Please enter a valid email address',
  }),
  companyRequired: msg({
    id: 'contact.form.validation.companyRequired',
    message: 'Company name is required',
  }),
  companyMax: msg({
    id: 'contact.form.validation.companyMax',
    message: `Company name must be at most ${companyMax} characters`,
  }),
  messageMin: msg({
    id: 'contact.form.validation.messageMin',
    message: `Message must be at least ${messageMin} characters`,
  }),
  messageMax: msg({
    id: 'contact.form.validation.messageMax',
    message: `Message must be at most ${messageMax} characters`,
  }),
  productInvalid: msg({
    id: 'contact.form.validation.productInvalid',
    message: 'Please choose a product family from the list',
  }),
} satisfies Record<string, MessageDescriptor>;

type ContactMessageKey = keyof typeof contactMessages;

/**
 * How the form shows a field that a site may drop: `required` (shown, must be filled in), `optional`
 * (shown, labelled "optional", may stay empty) or `hidden` (not shown; its value is `''`).
 */
export type ContactFieldPresence = 'required' | 'optional' | 'hidden';

/** The fields a site may make optional or leave out (the company today; more can join). */
export const contactOptionalFields = ['company'] as const;

/** One of `contactOptionalFields`. */
export type ContactOptionalField = (typeof contactOptionalFields)[number];

/**
 * Which of the fields that can be dropped the form shows, and whether each must be filled in. Name, e-mail
 * and message are always there and required: without them an enquiry cannot be answered.
 */
export type ContactFieldsConfig = Partial<Record<ContactOptionalField, ContactFieldPresence>>;

/** The form as the brand's site has it: every field required. */
export const defaultContactFields: Required<ContactFieldsConfig> = { company: 'required' };

const isContactOptionalField = (field: string): field is ContactOptionalField =>
  (contactOptionalFields as readonly string[]).includes(field);

/** How the configuration shows a field that can be dropped (its default when not named). */
export const presence = (fields: ContactFieldsConfig, field: ContactOptionalField): ContactFieldPresence =>
  fields[field] ?? defaultContactFields[field];

/**
 * The contact form's rules, one valibot schema per field, for a site that builds its own schema (with
 * `makeContactSchema`, or `v.object({ ...contactRules, … })` with its own fields). Each issue's message is
 * the key of its descriptor in `contactMessages`; `validateContact` turns it into the descriptor. Lengths
 * count graphemes (an emoji or an accented letter is one character) after trimming, so whitespace alone
 * is never enough. The output is the trimmed value.
 */
export const contactRules = {
  name: textWithin(
    nameMin,
    'nameMin' satisfies ContactMessageKey,
    nameMax,
    'nameMax' satisfies ContactMessageKey,
  ),
  email: emailAddress('emailInvalid' satisfies ContactMessageKey),
  company: textWithin(
    contactLimits.companyMin,
    'companyRequired' satisfies ContactMessageKey,
    companyMax,
    'companyMax' satisfies ContactMessageKey,
  ),
  /** The company when the form marks it optional: empty, or at most `companyMax` characters. */
  companyOptional: textUpTo(companyMax, 'companyMax' satisfies ContactMessageKey),
  message: textWithin(
    messageMin,
    'messageMin' satisfies ContactMessageKey,
    messageMax,
    'messageMax' satisfies ContactMessageKey,
  ),
};

/**
 * The schema of a form with these fields: a hidden field has no rule (its value is ignored), an optional
 * one accepts an empty value. `makeContactSchema()` is the brand's form (`contactSchema`).
 */
export const makeContactSchema = (fields: ContactFieldsConfig = defaultContactFields) => {
  const company = presence(fields, 'company');
  // In the form's order: the first invalid field's message comes first.
  const entries: Record<string, v.GenericSchema<string, string>> = {
    name: contactRules.name,
    email: contactRules.email,
    ...(company === 'hidden'
      ? {}
      : { company: company === 'optional' ? contactRules.companyOptional : contactRules.company }),
    message: contactRules.message,
  };
  return v.object(entries);
};

/** The rules of the brand's form, every field required (`makeContactSchema()`). */
export const contactSchema = makeContactSchema();

const isQuoteField = (field: string): boolean => (quoteFields as readonly string[]).includes(field);

/**
 * The fields a form with this configuration shows, in their order (the product family when offered, the
 * quote's fields with `withQuote`).
 */
export const shownContactFields = (
  fields: ContactFieldsConfig = defaultContactFields,
  withProduct = false,
  withQuote = false,
): ContactFormField[] =>
  contactFormFields.filter((field) =>
    field === 'product'
      ? withProduct
      : isQuoteField(field)
        ? withQuote
        : !isContactOptionalField(field) || presence(fields, field) !== 'hidden',
  );

/** The fields of a configuration that may stay empty (the quote's, every one). */
export const optionalContactFields = (
  fields: ContactFieldsConfig = defaultContactFields,
): ContactFormField[] => [
  ...contactOptionalFields.filter((field) => presence(fields, field) === 'optional'),
  'product',
  ...quoteFields,
];

/**
 * The rule of the optional product family: empty, or one of the values the form offers (anything else
 * was not chosen from the list).
 */
export const productFamilyRule = (values: readonly string[]) =>
  v.pipe(
    v.string(),
    v.check((value) => value === '' || values.includes(value), 'productInvalid' satisfies ContactMessageKey),
  );

/** The validation messages of the invalid fields; empty when the values are valid. */
export type ContactErrors = FieldErrors<ContactFormField>;

/** The message of each field when an issue carries none of ours (a value that is not a string at all). */
const fieldMessages: Record<ContactFormField, MessageDescriptor> = {
  name: contactMessages.nameMin,
  email: contactMessages.emailInvalid,
  company: contactMessages.companyRequired,
  product: contactMessages.productInvalid,
  message: contactMessages.messageMin,
  ...quoteFieldMessages,
};

/** Every validation message of the form: the contact's and the quote's. */
const formMessages: Record<string, MessageDescriptor> = { ...contactMessages, ...quoteMessages };

/**
 * Checks the values against the schema of the form's fields (`makeContactSchema(fields)`) — when the
 * form offers product families (their values in `products`), the product family against
 * `productFamilyRule`; with `quote`, the quote's fields against `makeQuoteRules(quote.today)` — and
 * returns the first message of each invalid field. A hidden field is never reported.
 */
export function validateContact(
  values: ContactValues,
  products?: readonly string[],
  fields: ContactFieldsConfig = defaultContactFields,
  quote?: { today?: () => Date },
): ContactErrors {
  const schema = makeContactSchema(fields);
  const shown = shownContactFields(fields, Boolean(products), Boolean(quote));
  const entries: Record<string, v.GenericSchema<string, string>> = {
    ...schema.entries,
    ...(products ? { product: productFamilyRule(products) } : {}),
    ...(quote ? makeQuoteRules(quote.today) : {}),
  };
  const checked: Record<string, string> = { ...values, product: values.product ?? '' };
  for (const field of quoteFields) checked[field] = values[field] ?? '';
  return firstFieldErrors(v.object(entries), checked, shown, formMessages, fieldMessages);
}

/** The values as they are sent: trimmed at both ends, otherwise exactly as typed; the product family as chosen. */
export function normalizeContact(values: ContactValues): ContactValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    message: values.message.trim(),
    ...(values.product === undefined ? {} : { product: values.product }),
    ...Object.fromEntries(
      quoteFields.flatMap((field) => {
        const value = values[field];
        return value === undefined ? [] : [[field, value.trim()]];
      }),
    ),
  };
}

/** Empty values: the form's start and what it resets to after a successful send. */
export const emptyContactValues: ContactValues = { name: '', email: '', company: '', message: '' };
