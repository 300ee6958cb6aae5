'use client';

import type { ReactNode } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Text } from 'react-aria-components/Text';
import { cx } from '../cx';
import { AlertIcon } from '../icons/icons';
import type { SwitchProps } from '../primitives/Switch/Switch';
import * as field from '../primitives/TextField/field.css';

/** Whether a help text was given: `''`, `null` and `undefined` show none. */
const present = (node: ReactNode) => node !== undefined && node !== null && node !== '';

/**
 * The states every field of the library takes in its own words (`required`, `disabled`, `readOnly`, an
 * `errorMessage`), in react-aria's (`isRequired` …). The form validates: `aria-invalid` and the message,
 * never the browser's own bubble (`validationBehavior="aria"`).
 */
export const fieldState = ({
  required,
  disabled,
  readOnly,
  errorMessage,
}: {
  required: boolean;
  disabled: boolean;
  readOnly?: boolean;
  errorMessage?: string;
}) => ({
  isRequired: required,
  isDisabled: disabled,
  ...(readOnly === undefined ? {} : { isReadOnly: readOnly }),
  isInvalid: Boolean(errorMessage),
  validationBehavior: 'aria' as const,
});

/**
 * What a two-state field takes besides its label and help text: a Switch's props, which a Checkbox's
 * share word for word (it adds `indeterminate`).
 */
type ToggleProps = Omit<SwitchProps, 'label' | 'description'>;

/**
 * A Checkbox's or Switch's props as react-aria's `CheckboxField` and `SwitchField` take them (`checked` as
 * `isSelected` …), `root` its root's class: one translation of the library's words for both.
 */
export const toggleProps = (
  {
    checked,
    defaultChecked,
    onChange,
    required = false,
    disabled = false,
    readOnly = false,
    errorMessage,
    className,
    ref,
    ...native
  }: ToggleProps,
  root: string,
) => ({
  ...native,
  isSelected: checked,
  defaultSelected: defaultChecked,
  onChange,
  ...fieldState({ required, disabled, readOnly, errorMessage }),
  inputRef: ref,
  className: cx(root, className),
});

/**
 * The "required" mark after a label: for sighted users only (hidden from assistive technology, which reads
 * `aria-required` on the control instead). Nothing when not required.
 */
export function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span className={field.asterisk} aria-hidden="true">
      *
    </span>
  ) : null;
}

/**
 * What a react-aria field shows under its control: the help text (its `description` slot) and the
 * validation message (`FieldError`, with the warning icon), each only when given, so react-aria announces
 * them with the control. Shared by Checkbox, Switch, RadioGroup and Select; `className` is added to both
 * (a choice's, to start under its text rather than under its box).
 */
export function FieldNotes({
  description,
  errorMessage,
  className,
}: {
  description?: ReactNode;
  errorMessage?: string;
  className?: string;
}) {
  const classes = (base: string) => (className ? `${base} ${className}` : base);
  return (
    <>
      {present(description) ? (
        <Text slot="description" className={classes(field.description)}>
          {description}
        </Text>
      ) : null}
      {errorMessage ? (
        <FieldError className={classes(field.error)}>
          <AlertIcon className={field.errorIcon} />
          {errorMessage}
        </FieldError>
      ) : null}
    </>
  );
}
