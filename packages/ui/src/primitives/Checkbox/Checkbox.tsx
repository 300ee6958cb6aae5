'use client';

import type { ReactNode, Ref } from 'react';
import { CheckboxButton, CheckboxField } from 'react-aria-components';
import { FieldNotes, RequiredMark, toggleProps } from '../../forms/FieldNotes';
import { CheckSmallIcon } from '../../icons/icons';
import * as styles from './Checkbox.css';

export type CheckboxProps = {
  /** The text beside the box: what ticking it means; also the checkbox's accessible name. */
  label: ReactNode;
  /** Name submitted with the form (only while ticked, as a native checkbox). */
  name?: string;
  /** Value submitted under `name` while ticked; `on` by default. */
  value?: string;
  /** Ticked now (controlled); pair with `onChange`. */
  checked?: boolean;
  /** Ticked at first (uncontrolled). */
  defaultChecked?: boolean;
  /** Called with the new state on every toggle (click, tap, Space). */
  onChange?: (checked: boolean) => void;
  /** Neither ticked nor not: a dash, for a box that stands for several others partly ticked. */
  indeterminate?: boolean;
  /** Must be ticked (a consent): an asterisk after the label and `aria-required` on the checkbox. */
  required?: boolean;
  /** Not interactive, skipped by the keyboard, dimmed. */
  disabled?: boolean;
  /** Focusable and readable but cannot be toggled. */
  readOnly?: boolean;
  /** Help text under the label, announced with the checkbox. */
  description?: ReactNode;
  /** The validation message; when set the checkbox is invalid (`aria-invalid`) and the message is announced. */
  errorMessage?: string;
  /** Focus the checkbox on mount; use only where it is the obvious next step. */
  autoFocus?: boolean;
  /** Class for the root element. */
  className?: string;
  /** Forwarded to the `<input type="checkbox">`, so a form can move focus to its first invalid field. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * A checkbox with its label, help text and error message (react-aria's `CheckboxField`): a native
 * `<input type="checkbox">`, visually hidden, inside the `<label>` that draws the box, so a click on the
 * text toggles it, Space toggles it from the keyboard and a form submits it. Validation is the form's: pass
 * its message as `errorMessage`. State is exposed by react-aria as data attributes: on the root
 * `data-selected`, `data-indeterminate`, `data-disabled`, `data-readonly`, `data-invalid`, `data-required`;
 * on the label also `data-hovered`, `data-pressed`, `data-focus-visible`.
 */
export function Checkbox({
  label,
  indeterminate = false,
  required = false,
  description,
  errorMessage,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField
      {...toggleProps({ ...props, required, errorMessage }, styles.root)}
      isIndeterminate={indeterminate}
    >
      <CheckboxButton className={styles.button}>
        <span className={styles.box} aria-hidden="true">
          <CheckSmallIcon className={styles.check} strokeWidth={2.5} />
          <span className={styles.dash} />
        </span>
        <span className={styles.label}>
          {label}
          <RequiredMark required={required} />
        </span>
      </CheckboxButton>
      <FieldNotes description={description} errorMessage={errorMessage} className={styles.indented} />
    </CheckboxField>
  );
}
