import type { Ref } from 'react';
import { TextField as AriaTextField, Input } from 'react-aria-components';
import { type FieldBaseProps, FieldDescription, FieldErrorMessage, FieldLabel } from './FieldParts';
import * as styles from './field.css';

export const textFieldTypes = ['text', 'email', 'tel', 'url', 'password', 'search'] as const;

export type TextFieldType = (typeof textFieldTypes)[number];

/** Hints for the virtual keyboard, as in HTML's `inputmode`. */
export type FieldInputMode = 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';

export type TextFieldProps = FieldBaseProps & {
  /** Kind of text: picks the keyboard on touch devices and the browser's autofill. */
  type?: TextFieldType;
  /** Virtual keyboard hint. */
  inputMode?: FieldInputMode;
  /** Forwarded to the `<input>`, so a form can move focus to its first invalid field. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled single-line text input with description and error message. Validation is the form's:
 * pass its message as `errorMessage`; the browser's own bubbles never show. State is exposed on the
 * root and the input as `data-invalid`, `data-disabled`, `data-required`, `data-readonly`.
 */
export function TextField({
  label,
  description,
  errorMessage,
  required = false,
  disabled = false,
  readOnly = false,
  placeholder,
  type = 'text',
  className,
  ref,
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField
      {...rest}
      type={type}
      isRequired={required}
      isDisabled={disabled}
      isReadOnly={readOnly}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={className ? `${styles.field} ${className}` : styles.field}
    >
      <FieldLabel required={required}>{label}</FieldLabel>
      <Input ref={ref} placeholder={placeholder} className={styles.control} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
