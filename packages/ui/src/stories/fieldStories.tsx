import type { Decorator, StoryObj } from '@storybook/react-vite';
import { type FormEvent, type ReactNode, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../primitives/Button/Button';
import { Local, local } from './localized';

/**
 * What a field's stories let a designer type in Controls: its label, help text and validation message
 * (spread into a meta's `argTypes`, beside the field's own).
 */
export const fieldArgTypes = {
  label: { control: 'text' },
  description: { control: 'text' },
  errorMessage: { control: 'text' },
} as const;

/** A meta decorator: the story in a column `maxWidth` wide, as a form or a page would hold it. */
export const inColumn =
  (maxWidth: string): Decorator =>
  (Story) => (
    <div style={{ maxWidth }}>
      <Story />
    </div>
  );

/**
 * Types `keys` into a text field (`userEvent.type` syntax), then clears it: the field shows `value` (the
 * typed text), then nothing, and `onChange` hears each.
 */
export async function expectTypesAndClears(
  field: HTMLElement,
  onChange: ((value: string) => void) | undefined,
  keys: string,
  value = keys,
) {
  await userEvent.type(field, keys);
  await expect(field).toHaveValue(value);
  await expect(onChange).toHaveBeenLastCalledWith(value);
  await userEvent.clear(field);
  await expect(field).toHaveValue('');
  await expect(onChange).toHaveBeenLastCalledWith('');
}

export type ChosenValueProps = {
  /** The value the page starts with. */
  initial: string;
  /** The story's `onChange` spy, told of each choice after the page's state. */
  onChange?: (value: string) => void;
  /** The control, given the page's `value` and `onChange`. */
  children: (state: { value: string; onChange: (value: string) => void }) => ReactNode;
};

/**
 * A page that holds a choice (`value` + `onChange`) and shows the chosen value under the control: the
 * controlled story of a RadioGroup or of Tabs.
 */
export function ChosenValue({ initial, onChange, children }: ChosenValueProps) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {children({
        value,
        onChange: (next) => {
          setValue(next);
          onChange?.(next);
        },
      })}
      <output>
        <Local>Chosen:</Local> <code translate="no">{value}</code>
      </output>
    </div>
  );
}

/** The args a Checkbox's and a Switch's stories share. */
type ToggleArgs = {
  label: ReactNode;
  errorMessage?: string;
  onChange?: (checked: boolean) => void;
};
type Play = NonNullable<StoryObj<ToggleArgs>['play']>;

/**
 * The play functions of a two-state control with its label (a Checkbox, `role` `checkbox`; a Switch,
 * `switch`): the same promises, checked the same way. Each story keeps its own args and tags.
 */
export const togglePlays = (
  role: 'checkbox' | 'switch',
): Record<'invalid' | 'disabled' | 'readOnly' | 'keyboardAndPointer', Play> => ({
  /** Invalid and required, announced; turning it on is the fix (the message stays until the form validates). */
  invalid: async ({ args, canvas }) => {
    const toggle = canvas.getByRole(role, { name: local(args.label) });
    await expect(toggle).toHaveAttribute('aria-invalid', 'true');
    await expect(toggle).toHaveAttribute('aria-required', 'true');
    await expect(toggle).toHaveAccessibleDescription(local(args.errorMessage));
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(canvas.getByText(local(args.label)));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
  /** Disabled (and on): a click on the label changes nothing, the keyboard skips it. */
  disabled: async ({ args, canvas }) => {
    const toggle = canvas.getByRole(role, { name: local(args.label) });
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByText(local(args.label)), { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(toggle).not.toHaveFocus();
  },
  /** Read-only (and on): focusable, but Space changes nothing. */
  readOnly: async ({ args, canvas }) => {
    const toggle = canvas.getByRole(role, { name: local(args.label) });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
  /** Tab reaches it, Space turns it on and off; a click on the label does too. */
  keyboardAndPointer: async ({ args, canvas, canvasElement }) => {
    const toggle = canvas.getByRole(role, { name: local(args.label) });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    // react-aria marks keyboard focus on the label, which draws the ring around the box or the track.
    await waitFor(() => expect(canvasElement.querySelector('label')).toHaveAttribute('data-focus-visible'));
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByText(local(args.label)));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
});

/**
 * A form around a field's story: Send submits it as a browser would, and the story shows what it sent
 * ("The form sends: {…}", the form data as JSON, for a play function to read). `onSent` gets the data too,
 * say to move focus to a required field left empty.
 */
export function SendingForm({
  children,
  onSent,
}: {
  children: ReactNode;
  onSent?: (data: FormData) => void;
}) {
  const [sent, setSent] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSent(JSON.stringify(Object.fromEntries(data)));
    onSent?.(data);
  };
  return (
    <form onSubmit={submit} style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      {children}
      <Button type="submit">{local('Send')}</Button>
      <output>
        <Local>The form sends:</Local> <code translate="no">{sent ?? ''}</code>
      </output>
    </form>
  );
}
