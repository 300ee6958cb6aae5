import type { ReactNode, Ref } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../TextField/FieldParts';
import * as fieldStyles from '../TextField/field.css';
import * as styles from './TextArea.css';

export type TextAreaProps = {
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
  /** Marks the field as required: an asterisk after the label and `aria-required` on the textarea. */
  required?: boolean;
  /** Help text under the textarea, announced with it. */
  description?: ReactNode;
  /** The validation message; when set the field is invalid (`aria-invalid`) and the message is announced. */
  errorMessage?: string;
  /** Autofill hint; usually `off` for free text. */
  autoComplete?: string;
  /** Example text shown while empty; never a substitute for the label. */
  placeholder?: string;
  /** Not editable, not focusable, dimmed. */
  disabled?: boolean;
  /** Focusable and readable but not editable. */
  readOnly?: boolean;
  /** Maximum number of characters. */
  maxLength?: number;
  /** Visible lines of text before it scrolls; 5 by default. The visitor can drag it taller. */
  rows?: number;
  /** Focus the textarea on mount; use only where the field is the obvious next step. */
  autoFocus?: boolean;
  /** Class for the root element. */
  className?: string;
  /** Forwarded to the `<textarea>`, so a form can move focus to its first invalid field. */
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * A labelled multi-line text input with description and error message, styled like TextField.
 * Validation is the form's: pass its message as `errorMessage`; the browser's own bubbles never show.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  required = false,
  disabled = false,
  readOnly = false,
  placeholder,
  rows = 5,
  className,
  ref,
  ...rest
}: TextAreaProps) {
  return (
    <AriaTextField
      {...rest}
      isRequired={required}
      isDisabled={disabled}
      isReadOnly={readOnly}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}
    >
      <FieldLabel required={required}>{label}</FieldLabel>
      <AriaTextArea
        ref={ref}
        rows={rows}
        placeholder={placeholder}
        className={`${fieldStyles.control} ${styles.textarea}`}
      />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
