'use client';

import type { ReactNode, Ref } from 'react';
import { Label } from 'react-aria-components/Label';
import { RadioGroup as AriaRadioGroup, RadioButton, RadioField } from 'react-aria-components/RadioGroup';
import { cx } from '../../cx';
import { FieldNotes, fieldState, RequiredMark } from '../../forms/FieldNotes';
import * as field from '../TextField/field.css';
import * as styles from './RadioGroup.css';

export type RadioGroupProps = {
  /** The question the radios answer; also the group's accessible name. */
  label: ReactNode;
  /** The radios: `<Radio value="…">…</Radio>`, two to about six. */
  children: ReactNode;
  /** Name submitted with the form, with the chosen radio's value. */
  name?: string;
  /** The chosen radio's value now (controlled); pair with `onChange`. */
  value?: string;
  /** The radio chosen at first (uncontrolled); none by default. */
  defaultValue?: string;
  /** Called with the chosen radio's value on every change (click, tap, arrow keys). */
  onChange?: (value: string) => void;
  /** `vertical` (the default): one radio under the other; `horizontal`: in a row that wraps. */
  orientation?: 'vertical' | 'horizontal';
  /** A choice is needed: an asterisk after the label and `aria-required` on the group. */
  required?: boolean;
  /** No radio is interactive; the group is skipped by the keyboard and dimmed. */
  disabled?: boolean;
  /** Focusable and readable but the choice cannot change. */
  readOnly?: boolean;
  /** Help text under the label, announced with the group. */
  description?: ReactNode;
  /** The validation message; when set the group is invalid (`aria-invalid`) and the message is announced. */
  errorMessage?: string;
  /** Class for the root element. */
  className?: string;
  /** Forwarded to the group's element (`role="radiogroup"`). */
  ref?: Ref<HTMLDivElement>;
};

export type RadioProps = {
  /** The value the group reports and the form submits when this radio is chosen. */
  value: string;
  /** The radio's text: its accessible name; a click on it chooses the radio. */
  children: ReactNode;
  /** This radio alone cannot be chosen (an option not available now). */
  disabled?: boolean;
  /** Class for the radio's `<label>` (the row: circle and text). */
  className?: string;
  /** Forwarded to the `<input type="radio">`, so a form can move focus to it. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * One choice among a few that exclude each other, all in sight (react-aria's `RadioGroup`): a
 * `role="radiogroup"` named by its label, holding native `<input type="radio">`s, visually hidden, each in
 * the `<label>` that draws its circle. Tab reaches the chosen radio (or the first), the arrow keys move the
 * choice, a form submits `name=value`. Validation is the form's: pass its message as `errorMessage`. State
 * is exposed as data attributes: on the group `data-disabled`, `data-readonly`, `data-invalid`,
 * `data-required`, `data-orientation`; on each radio `data-selected`, `data-hovered`, `data-pressed`,
 * `data-focus-visible`, `data-disabled`, `data-invalid`.
 */
export function RadioGroup({
  label,
  children,
  value,
  defaultValue,
  onChange,
  orientation = 'vertical',
  required = false,
  disabled = false,
  readOnly = false,
  description,
  errorMessage,
  className,
  ...native
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...native}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      orientation={orientation}
      {...fieldState({ required, disabled, readOnly, errorMessage })}
      className={cx(field.field, styles.root, className)}
    >
      <Label className={field.label}>
        {label}
        <RequiredMark required={required} />
      </Label>
      <FieldNotes description={description} />
      <div className={styles.options}>{children}</div>
      <FieldNotes errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

/** One radio of a `RadioGroup`: its circle and its text, the whole row a 44 px target. */
export function Radio({ value, children, disabled = false, className, ref }: RadioProps) {
  return (
    // RAC 1.22 marks its one-piece `Radio` deprecated: the field and its button, as the Checkbox.
    <RadioField value={value} isDisabled={disabled} inputRef={ref} className={styles.field}>
      <RadioButton className={cx(styles.radio, className)}>
        <span className={styles.circle} aria-hidden="true">
          <span className={styles.dot} />
        </span>
        <span className={styles.label}>{children}</span>
      </RadioButton>
    </RadioField>
  );
}
