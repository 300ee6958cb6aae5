import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { AlertIcon } from '../../icons/icons';
import * as styles from './field.css';

/** The label, with an asterisk that only sighted users need (the control carries `aria-required`). */
export function FieldLabel({ children, required }: { children: ReactNode; required: boolean }) {
  return (
    <Label className={styles.label}>
      {children}
      {required ? (
        <span className={styles.asterisk} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

/** Help text under the control, referenced by its `aria-describedby`. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/** The error message; rendered by react-aria only while the field is invalid, and then described by it. */
export function FieldErrorMessage({ children }: { children?: string }) {
  return (
    <FieldError className={styles.error}>
      <AlertIcon className={styles.errorIcon} />
      {children}
    </FieldError>
  );
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
