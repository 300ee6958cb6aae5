import type { Ref } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import {
  type FieldBaseProps,
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
} from '../TextField/FieldParts';
import * as fieldStyles from '../TextField/field.css';
import * as styles from './TextArea.css';

export type TextAreaProps = FieldBaseProps & {
  /** Visible lines of text before it scrolls; 5 by default. The visitor can drag it taller. */
  rows?: number;
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
