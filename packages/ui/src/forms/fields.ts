// What the library's forms (contact, sign-in) share about their fields: their text rules, turning a valibot
// result into one message per field, and the two field transitions of their reducers. Internal, not exported.
import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';

/** The longest e-mail address there is (RFC 5321). */
export const emailMax = 254;

/**
 * An e-mail address, checked after trimming, at most `emailMax` characters; `message` is the form's own key
 * of its message for both (a reader cannot tell a too-long address from a wrong one).
 */
export const emailAddress = (message: string) =>
  v.pipe(v.string(), v.trim(), v.maxLength(emailMax, message), v.email(message));

/**
 * A text field, checked after trimming (whitespace alone is empty), at most `max` characters counted as a
 * reader counts them (graphemes: an emoji or an accented letter is one); `message` is the form's own key of
 * its message.
 */
export const textUpTo = <const TMax extends number, const TMessage extends string>(
  max: TMax,
  message: TMessage,
) => v.pipe(v.string(), v.trim(), v.maxGraphemes(max, message));

/** A required text field: as `textUpTo`, and at least `min` characters (`minMessage`). */
export const textWithin = <
  const TMin extends number,
  const TMinMessage extends string,
  const TMax extends number,
  const TMaxMessage extends string,
>(
  min: TMin,
  minMessage: TMinMessage,
  max: TMax,
  maxMessage: TMaxMessage,
) => v.pipe(v.string(), v.trim(), v.minGraphemes(min, minMessage), v.maxGraphemes(max, maxMessage));

/** Messages shown under a form's invalid fields. */
export type FieldErrors<F extends string> = Partial<Record<F, MessageDescriptor>>;

/**
 * Checks the values against a form's schema and returns the first message of each invalid field: the
 * issue's own message when it is a key of `messages`, else the field's `fallback` (a value that is not a
 * string at all carries none of ours).
 */
export function firstFieldErrors<F extends string>(
  schema: v.GenericSchema,
  values: Record<F, string>,
  fields: readonly F[],
  messages: Record<string, MessageDescriptor>,
  fallback: Record<F, MessageDescriptor>,
): FieldErrors<F> {
  const result = v.safeParse(schema, values);
  if (result.success) return {};
  const errors: FieldErrors<F> = {};
  for (const issue of result.issues) {
    const field = fields.find((name) => name === issue.path?.[0]?.key);
    if (!field || errors[field]) continue;
    errors[field] = Object.hasOwn(messages, issue.message) ? messages[issue.message] : fallback[field];
  }
  return errors;
}

/** What a form's state holds about its fields; `live` fields have shown an error and re-check as they change. */
export type FieldsState<F extends string> = {
  values: Record<F, string>;
  errors: FieldErrors<F>;
  live: readonly F[];
};

/** A field changed: its new value and, once it has shown an error, its message checked again. */
export function changeField<F extends string, S extends FieldsState<F>>(
  state: S,
  field: F,
  value: string,
  validate: (values: S['values']) => FieldErrors<F>,
): S {
  const values = { ...state.values, [field]: value };
  if (!state.live.includes(field)) return { ...state, values };
  const { [field]: _old, ...others } = state.errors;
  const message = validate(values)[field];
  return { ...state, values, errors: message ? { ...others, [field]: message } : others };
}

/** A submit found these errors: show them, and let their fields re-check from now on. */
export function showFieldErrors<F extends string, S extends FieldsState<F>>(
  state: S,
  errors: FieldErrors<F>,
): S {
  const shown = Object.keys(errors) as F[];
  return { ...state, errors, live: [...new Set([...state.live, ...shown])] };
}
