'use client';

import { type ReactNode, useId } from 'react';
import { cx } from '../../cx';
import { AlertIcon } from '../../icons/icons';
import * as styles from './field.css';

/** The label, with an asterisk that only sighted users need (the control carries `aria-required`). */
export function FieldLabel({
  children,
  required,
  htmlFor,
}: {
  children: ReactNode;
  required: boolean;
  htmlFor: string;
}) {
  return (
    <label className={styles.label} htmlFor={htmlFor}>
      {children}
      {required ? (
        <span className={styles.asterisk} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

const present = (node: ReactNode) => node !== undefined && node !== null && node !== '';

/**
 * A text control's parts around its native `<input>` or `<textarea>`: the label, the help text and the
 * error message, with the ids and ARIA that connect them, and its state as `data-` attributes (on the
 * root and the control). Validation is the form's: the browser's own bubbles never show.
 */
export function useTextControl({
  label,
  description,
  errorMessage,
  required = false,
  disabled = false,
  readOnly = false,
  className,
  onChange,
  ...native
}: FieldBaseProps) {
  const id = useId();
  const descriptionId = present(description) ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  const state = {
    'data-invalid': errorMessage ? true : undefined,
    'data-disabled': disabled || undefined,
    'data-required': required || undefined,
    'data-readonly': readOnly || undefined,
  };
  return {
    root: { ...state, className: className ? `${styles.field} ${className}` : styles.field },
    control: {
      ...native,
      ...state,
      id: `${id}-control`,
      disabled,
      readOnly,
      'aria-required': required || undefined,
      'aria-invalid': errorMessage ? true : undefined,
      'aria-describedby': cx(descriptionId, errorId) || undefined,
      onChange:
        onChange && ((event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value)),
    },
    parts: (control: ReactNode): ReactNode => (
      <>
        <FieldLabel required={required} htmlFor={`${id}-control`}>
          {label}
        </FieldLabel>
        {control}
        {descriptionId ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
        {errorId ? (
          <span id={errorId} className={styles.error}>
            <AlertIcon className={styles.errorIcon} />
            {errorMessage}
          </span>
        ) : null}
      </>
    ),
  };
}

/** What every text control (TextField, TextArea) takes. */
export type FieldBaseProps = {
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
  /** Marks the field as required: an asterisk after the label and `aria-required` on the control. */
  required?: boolean;
  /** Help text under the control, announced with it. */
  description?: ReactNode;
  /** The validation message; when set the field is invalid (`aria-invalid`) and the message is announced. */
  errorMessage?: string;
  /** Autofill hint, e.g. `name`, `email`, `organization`; usually `off` for free text. */
  autoComplete?: string;
  /** Example text shown while empty; never a substitute for the label. */
  placeholder?: string;
  /** Not editable, not focusable, dimmed. */
  disabled?: boolean;
  /** Focusable and readable but not editable. */
  readOnly?: boolean;
  /** Maximum number of characters. */
  maxLength?: number;
  /** Focus the control on mount; use only where the field is the obvious next step. */
  autoFocus?: boolean;
  /** Class for the root element. */
  className?: string;
};
