'use client';

import { msg } from '@lingui/core/macro';
import { type FormEvent, useEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useUiLingui } from '../i18n/useUiLingui';
import type { ToastHandle, ToastOptions } from '../primitives/Toast/useToast';
import type { FieldErrors } from './fields';
import { type FormFailure, toFormFailure, type UnknownFailure } from './formFailure';
import { type FormAction, type FormState, formReducer, initialFormState } from './formState';
import { useFormToast } from './formToast';

/**
 * What a form built on `useForm` does with its values; the fields and their rules are the caller's.
 * `Failure` is what `send` rejects with (`FormFailure`s of your kinds); any other rejection reaches you as
 * an `UnknownFailure` (`kind: 'failed'`).
 */
export type UseFormOptions<F extends string, Failure extends FormFailure = FormFailure> = {
  /** The fields, in the order the form shows them: the first invalid one gets focus. */
  fields: readonly F[];
  /** The fields that may stay empty (no `required`, no asterisk); all others are required. */
  optional?: readonly F[];
  /** The form's rules (its valibot schema): the message of each invalid field. */
  validate: (values: Record<F, string>) => FieldErrors<F>;
  /** Sends valid values as the fields hold them; resolve on success, reject with a `Failure` when not sent. */
  send: (values: Record<F, string>, form: HTMLFormElement) => Promise<unknown>;
  /** After a successful send (the state is `success`). */
  onSent?: (form: HTMLFormElement) => void;
  /** After a failed send (the state is `failure`, committed): what went wrong, typed. */
  onFailed?: (failure: Failure | UnknownFailure, form: HTMLFormElement) => void;
  /**
   * The failure toast, in the form owner's words for each kind (`variant: 'destructive'` unless it says
   * otherwise), shown by the form after a failed send; `undefined` shows none. Shown through the
   * `ToastProvider` above the form; without one the form still works, shows no toast and says so once on
   * the console.
   */
  failureToast?: (failure: Failure | UnknownFailure) => ToastOptions | undefined;
  /**
   * Called with every value as the visitor types, and once when the form mounts if its fields already
   * hold text (typed or autofilled before the page's script ran).
   */
  onValuesChange?: (values: Record<F, string>) => void;
  /**
   * Fields that always hold a choice (a select with a preset value, e.g. a unit): their value alone is not
   * text the visitor typed, so it does not count for the report on mount.
   */
  presets?: readonly F[];
};

/** The values of the named fields, read from the form (a missing field reads as empty). */
export const readFields = <F extends string>(
  form: HTMLFormElement,
  fields: readonly F[],
): Record<F, string> => {
  const data = new FormData(form);
  return Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? '')])) as Record<
    F,
    string
  >;
};

/** Empties the named fields of a form (its own DOM: the fields are uncontrolled); a select goes to its `''` option. */
export const clearFields = (form: HTMLFormElement, fields: readonly string[]): void => {
  for (const field of fields) {
    const element = form.elements.namedItem(field);
    if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    )
      element.value = '';
  }
};

/**
 * What a submit found wrong, for the form's polite status region; `key` changes with every such submit, so
 * the same words are inserted, and so read, again.
 */
export type FormAnnouncement = { text: string; key: number };

/**
 * The library's forms (contact, sign-in) and yours in one hook. The fields are uncontrolled: the browser holds
 * their values, which are read (`FormData`) when they are checked or sent, so text typed before the
 * page's script ran is kept with no extra step. It validates on submit with the form's rules, focuses
 * the first invalid field (or, when focus is already there, as after Enter in that field, says what is
 * wrong in `announcement` for the form's status region), re-checks a field that has shown a message as it
 * changes, ignores a second submit while sending and keeps every value when a send fails. A failure is typed (`FormFailure`): it
 * is `failure` until the next send, goes to `onFailed`, and to `failureToast` for the one failure toast,
 * which the next send closes.
 * Spread `formProps` on the `<form>` and `fieldProps(name)` on each field.
 */
export function useForm<F extends string, Failure extends FormFailure = FormFailure>({
  fields,
  optional = [],
  validate,
  send,
  onSent,
  onFailed,
  failureToast,
  onValuesChange,
  presets,
}: UseFormOptions<F, Failure>) {
  const { t } = useUiLingui();
  // A form without a failure toast (sign-in) needs no ToastProvider; one with it works without, toastless.
  const toast = useFormToast(failureToast ? 'useForm({ failureToast })' : undefined);
  // What the last send failed with, until the next send (a sign-in's alert stays while the visitor corrects).
  const [failure, setFailure] = useState<Failure | UnknownFailure>();
  const [state, dispatch] = useReducer(
    formReducer as (state: FormState<F>, action: FormAction<F>) => FormState<F>,
    initialFormState,
  );
  const formRef = useRef<HTMLFormElement>(null);
  // Set synchronously, before React re-renders: a double click or Enter never sends twice.
  const inFlight = useRef(false);
  // The failure toast this form showed: it speaks of the last send only, so the next send closes it.
  const failureShown = useRef<ToastHandle>(undefined);
  // Only when focus cannot move to the first invalid field: moving focus there reads it with its message.
  const [announcement, setAnnouncement] = useState<FormAnnouncement>();
  const sending = state.status === 'sending';

  // biome-ignore lint/correctness/useExhaustiveDependencies: what the fields held when the form mounted
  useEffect(() => {
    const form = formRef.current;
    if (!form || !onValuesChange) return;
    const values = readFields(form, fields);
    if (fields.some((field) => values[field] && !presets?.includes(field))) onValuesChange(values);
  }, []);

  const isField = (name: string): name is F => (fields as readonly string[]).includes(name);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (!isField(name)) return;
    const values = readFields(event.currentTarget, fields);
    dispatch({
      type: 'edit',
      field: name,
      message: state.live.includes(name) ? validate(values)[name] : undefined,
    });
    onValuesChange?.(values);
    // Removed, not replaced: a polite region reads what is added, so typing a fix says nothing.
    if (announcement) setAnnouncement(undefined);
  };

  /** What the form says when focus is already in `first`: how many fields are wrong, then its message. */
  const announce = (errors: FieldErrors<F>, first: F) => {
    const count = fields.filter((field) => errors[field]).length;
    const summary = t(
      count === 1
        ? msg({ id: 'ui.form.correctField', message: 'This field needs correcting:' })
        : msg({
            id: 'ui.form.correctFields',
            message: `There are ${count} fields to correct, starting with this one:`,
          }),
    );
    const message = errors[first];
    return message ? `${summary} ${t(message)}` : summary;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const values = readFields(form, fields);
    const errors = validate(values);
    const firstInvalid = fields.find((field) => errors[field]);
    if (firstInvalid) {
      const target = form.elements.namedItem(firstInvalid) as HTMLElement | null;
      // Enter in the invalid field: focus stays, so nothing would be read. Focus moving there reads the field
      // with its message, so then the region stays empty (said once, not twice).
      const stays = target !== null && target === form.ownerDocument.activeElement;
      const words = stays ? announce(errors, firstInvalid) : undefined;
      // Commit first, so the field is already invalid and described by its message when focus lands.
      flushSync(() => {
        dispatch({ type: 'invalid', errors });
        setAnnouncement((last) => (words ? { text: words, key: (last?.key ?? 0) + 1 } : undefined));
      });
      target?.focus();
      return;
    }
    inFlight.current = true;
    setAnnouncement(undefined);
    dispatch({ type: 'send' });
    setFailure(undefined);
    // A retry closes the last failure's toast (a toast shown since is another's; closing a replaced one is a
    // no-op): after a successful retry no "not sent" stays on screen, and `onSent` needs no handle to it.
    failureShown.current?.dismiss();
    failureShown.current = undefined;
    try {
      await send(values, form);
    } catch (rejection) {
      const failed = toFormFailure<Failure>(rejection);
      flushSync(() => {
        dispatch({ type: 'reject' });
        setFailure(failed);
      });
      onFailed?.(failed, form);
      const words = failureToast?.(failed);
      if (words) failureShown.current = toast({ variant: 'destructive', ...words });
      return;
    } finally {
      inFlight.current = false;
    }
    // Outside the try: only a failed send is a failure, never a side effect of the success.
    dispatch({ type: 'resolve' });
    onSent?.(form);
  };

  return {
    /** `idle`, `sending`, `success` or `failure`. */
    status: state.status,
    /** How many sends have failed so far. */
    failures: state.failures,
    /** What the last send failed with, until the next send; `undefined` before any failure. */
    failure,
    /**
     * What the last submit found wrong when focus could not move to it (Enter in the invalid field): render
     * `<span key={announcement.key}>{announcement.text}</span>` in the form's polite status region
     * (`role="status"`, there from the start). `undefined` when focus moved (the field is read with its
     * message), and from the visitor's next keystroke: a fix is typed in silence.
     */
    announcement,
    /** For the `<form>`: POST (a press before the script ran never puts values in the address), no browser bubbles. */
    formProps: {
      ref: formRef,
      method: 'post',
      noValidate: true,
      onSubmit,
      onChange,
      'data-state': state.status,
      'aria-busy': sending || undefined,
    },
    /** For a field: its name, its message (translated), whether it is required, read-only while sending. */
    fieldProps: (field: F) => {
      const message = state.errors[field];
      return {
        name: field,
        required: !optional.includes(field),
        readOnly: sending,
        errorMessage: message ? t(message) : undefined,
      };
    },
  };
}
