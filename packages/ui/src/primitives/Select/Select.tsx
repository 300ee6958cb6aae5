'use client';

import { msg } from '@lingui/core/macro';
import type { ReactNode, Ref } from 'react';
import {
  Select as AriaSelect,
  Button,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { cx } from '../../cx';
import { FieldNotes, fieldState, RequiredMark } from '../../forms/FieldNotes';
import { useUiLingui } from '../../i18n/useUiLingui';
import { CheckSmallIcon, ChevronDownIcon } from '../../icons/icons';
import * as field from '../TextField/field.css';
import * as styles from './Select.css';

/** One choice of a `Select`. */
export type SelectOption = {
  /** What the form submits and `onChange` receives; unique among the options. */
  value: string;
  /** What the visitor reads; typing its first letters on the closed field chooses it. */
  label: string;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
};

export type SelectProps = {
  /** Visible label; also the field's accessible name. */
  label: ReactNode;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** Name submitted with the form (a hidden native `<select>` carries the value). */
  name?: string;
  /** The chosen option's `value` (controlled); `null` for none. Pair with `onChange`. */
  value?: string | null;
  /** The option chosen at first (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the chosen option's `value`. */
  onChange?: (value: string) => void;
  /** Shown while nothing is chosen; "Choose an option" in the page's language by default. */
  placeholder?: string;
  /**
   * Marks the choice as required: an asterisk after the label. ARIA allows no required state on the field's
   * button, so say it in `description` where it matters; the form's `errorMessage` says it when missing.
   */
  required?: boolean;
  /** Not interactive, skipped by the keyboard, dimmed. */
  disabled?: boolean;
  /** Help text under the field, announced with it. */
  description?: ReactNode;
  /** The validation message; when set the field is invalid and the message is announced. */
  errorMessage?: string;
  /** Autofill hint for the hidden native select, e.g. `country`. */
  autoComplete?: string;
  /** Focus the field on mount; use only where it is the obvious next step. */
  autoFocus?: boolean;
  /** Whether the list is open (controlled). */
  open?: boolean;
  /** Whether the list is open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Class for the root element. */
  className?: string;
  /** Forwarded to the field's `<button>`, so a form can move focus to its first invalid field. */
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A labelled single choice from a list that opens under the field (react-aria's `Select`): the field is a
 * button showing the choice; Enter, Space or the arrow keys open the list, the arrow keys move in it,
 * typing a label's first letters jumps to it (on the closed field too), Enter chooses and Escape closes,
 * with focus back on the field. A hidden native `<select>` submits `name` with the form and takes autofill.
 * Validation is the form's: pass its message as `errorMessage`. State is exposed by react-aria as data
 * attributes: on the root `data-open`, `data-invalid`, `data-disabled`, `data-required`; on the field's
 * button `data-hovered`, `data-pressed`, `data-focus-visible`; on each option `data-selected`,
 * `data-focused`, `data-disabled`.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  required = false,
  disabled = false,
  description,
  errorMessage,
  open,
  defaultOpen,
  onOpenChange,
  className,
  ref,
  ...native
}: SelectProps) {
  const { t } = useUiLingui();
  const disabledKeys = options.filter((option) => option.disabled).map((option) => option.value);
  return (
    <AriaSelect
      {...native}
      value={value}
      defaultValue={defaultValue}
      onChange={(key: Key | null) => {
        if (key !== null) onChange?.(String(key));
      }}
      placeholder={placeholder ?? t(msg({ id: 'ui.select.placeholder', message: 'Choose an option' }))}
      disabledKeys={disabledKeys}
      {...fieldState({ required, disabled, errorMessage })}
      isOpen={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      className={cx(field.field, styles.root, className)}
    >
      <Label className={field.label}>
        {label}
        <RequiredMark required={required} />
      </Label>
      <Button ref={ref} className={styles.trigger}>
        {/* The choice's text alone: react-aria would repeat the option's content, tick included. */}
        <SelectValue className={styles.value}>
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </SelectValue>
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <FieldNotes description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover} offset={4}>
        <ListBox className={styles.list} items={options}>
          {(option) => (
            <ListBoxItem id={option.value} textValue={option.label} className={styles.option}>
              <span className={styles.optionLabel}>{option.label}</span>
              <CheckSmallIcon className={styles.tick} />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
