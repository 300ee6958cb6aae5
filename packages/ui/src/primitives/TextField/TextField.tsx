import type { ReactNode, Ref } from 'react';
import { TextField as AriaTextField, Input } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel } from './FieldParts';
import * as styles from './field.css';

export const textFieldTypes = ['text', 'email', 'tel', 'url', 'password', 'search'] as const;

export type TextFieldType = (typeof textFieldTypes)[number];

/** Hints for the virtual keyboard, as in HTML's `inputmode`. */
export type FieldInputMode = 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';

export type TextFieldProps = {
  /** Visible label; also the control's accessible name. */
  label: ReactNode;
  /** Name submitted with the form. */
  name?: string;
  /** Controlled value; pair with `onChange`. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the new value on every edit. */
  onChange?: (value: string) => void;
  /** Marks the field as required: an asterisk after the label and `aria-required` on the input. */
  required?: boolean;
  /** Help text under the input, announced with it. */
  description?: ReactNode;
  /** The validation message; when set the field is invalid (`aria-invalid`) and the message is announced. */
  errorMessage?: string;
  /** Kind of text: picks the keyboard on touch devices and the browser's autofill. */
  type?: TextFieldType;
  /** Autofill hint, e.g. `name`, `email`, `organization`. */
  autoComplete?: string;
  /** Example text shown while empty; never a substitute for the label. */
  placeholder?: string;
  /** Not editable, not focusable, dimmed. */
  disabled?: boolean;
  /** Focusable and readable but not editable. */
  readOnly?: boolean;
  /** Maximum number of characters. */
  maxLength?: number;
  /** Virtual keyboard hint. */
  inputMode?: FieldInputMode;
  /** Focus the input on mount; use only where the field is the obvious next step. */
  autoFocus?: boolean;
  /** Class for the root element. */
  className?: string;
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
