import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
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
      <svg className={styles.errorIcon} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm.9 8.4a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
      </svg>
      {children}
    </FieldError>
  );
}
