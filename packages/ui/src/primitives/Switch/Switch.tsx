'use client';

import type { ReactNode, Ref } from 'react';
import { SwitchButton, SwitchField } from 'react-aria-components/Switch';
import { FieldNotes, RequiredMark, toggleProps } from '../../forms/FieldNotes';
import * as styles from './Switch.css';

export type SwitchProps = {
  /** The setting the switch turns on and off; also its accessible name. */
  label: ReactNode;
  /** Name submitted with the form (only while on, as a native checkbox). */
  name?: string;
  /** Value submitted under `name` while on; `on` by default. */
  value?: string;
  /** On now (controlled); pair with `onChange`. */
  checked?: boolean;
  /** On at first (uncontrolled). */
  defaultChecked?: boolean;
  /** Called with the new state on every toggle (click, tap, Space). */
  onChange?: (checked: boolean) => void;
  /** Must be on: an asterisk after the label and `aria-required` on the switch. */
  required?: boolean;
  /** Not interactive, skipped by the keyboard, dimmed. */
  disabled?: boolean;
  /** Focusable and readable but cannot be toggled. */
  readOnly?: boolean;
  /** Help text under the label, announced with the switch. */
  description?: ReactNode;
  /** The validation message; when set the switch is invalid (`aria-invalid`) and the message is announced. */
  errorMessage?: string;
  /** Focus the switch on mount; use only where it is the obvious next step. */
  autoFocus?: boolean;
  /** Class for the root element. */
  className?: string;
  /** Forwarded to the `<input type="checkbox" role="switch">`, so a form can move focus to it. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * A switch with its label, help text and error message (react-aria's `SwitchField`): a setting that takes
 * effect at once, on or off. A native `<input type="checkbox" role="switch">`, visually hidden, inside the
 * `<label>` that draws the track and thumb, so a click on the text toggles it, Space toggles it from the
 * keyboard and a form submits it while on. State is exposed by react-aria as data attributes: on the root
 * `data-selected`, `data-disabled`, `data-readonly`, `data-invalid`, `data-required`; on the label also
 * `data-hovered`, `data-pressed`, `data-focus-visible`.
 */
export function Switch({ label, required = false, description, errorMessage, ...props }: SwitchProps) {
  return (
    <SwitchField {...toggleProps({ ...props, required, errorMessage }, styles.root)}>
      <SwitchButton className={styles.button}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={styles.label}>
          {label}
          <RequiredMark required={required} />
        </span>
      </SwitchButton>
      <FieldNotes description={description} errorMessage={errorMessage} className={styles.indented} />
    </SwitchField>
  );
}
