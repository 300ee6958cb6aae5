import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { StatesGrid } from '../../docs/blocks/StatesGrid';
import { expectTypesAndClears, fieldArgTypes, inColumn } from '../../stories/fieldStories';
import { local, localized } from '../../stories/localized';
import { Button } from '../Button/Button';
import { TextField, type TextFieldProps, textFieldTypes } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  // The designer's page is TextField.mdx.
  tags: ['!autodocs'],
  args: { label: 'Company', name: 'company', autoComplete: 'organization', onChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes }, ...fieldArgTypes },
  decorators: [localized, inColumn('28rem')],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled single-line input for short text: name, e-mail, company, phone. Use `TextArea` for ' +
          'messages. Validation belongs to the form: pass its message as `errorMessage` (the field turns ' +
          'invalid, the message is announced with the input) and give `ref` so the form can focus the first ' +
          'invalid field. Always give a visible `label`; a placeholder is only an example.',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Required: Story = {
  args: { label: 'Name', name: 'name', autoComplete: 'name', required: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: local(args.label) });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Company',
    description: 'The retailer, wholesaler or brand you are enquiring for.',
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: local(args.label) });
    await expect(input).toHaveAccessibleDescription(local(args.description));
  },
};

export const Invalid: Story = {
  args: {
    label: 'Email',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    required: true,
    defaultValue: 'info@brushes',
    description: 'We reply within two working days.',
    errorMessage: 'Please enter a valid email address',
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: local(args.label) });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const message = canvas.getByText(local(args.errorMessage));
    const description = canvas.getByText(local(args.description));
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    await expect(message.id).not.toBe('');
    await expect(describedBy).toContain(message.id);
    await expect(describedBy).toContain(description.id);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Holzwerk Basel AG' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: local(args.label) });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Holzwerk Basel AG');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Holzwerk Basel AG' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: local(args.label) });
    await expect(input).toHaveAttribute('readonly');
  },
};

export const TypeAndClear: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: local(args.label) });
    await expectTypesAndClears(input, args.onChange, 'Brush & Broom GmbH');
  },
};

export const Email: Story = {
  args: {
    label: 'Email',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    placeholder: 'name@company.com',
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: local(args.label) });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Name of the retailer, wholesaler or industrial buyer you represent in this private-label enquiry',
    description:
      'If you buy for several companies, name the one that will hold the contract; we ask for the others later.',
    required: true,
  },
};

function FocusFirstInvalid(args: TextFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <TextField {...args} ref={ref} />
      <Button onPress={() => ref.current?.focus()}>{local('Send')}</Button>
    </div>
  );
}

/** A form moves focus to its first invalid field through `ref`. */
export const FocusThroughRef: Story = {
  args: { label: 'Name', name: 'name', required: true, errorMessage: 'Name must be at least 2 characters' },
  render: (args) => <FocusFirstInvalid {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByRole('textbox', { name: local(args.label) })).toHaveFocus();
  },
};

/** Every state at once, without a pointer or keyboard (hover and focus forced through their attributes). */
export const States: Story = {
  render: (args) => (
    <StatesGrid
      min="15rem"
      states={[
        { label: local('Empty'), children: <TextField {...args} /> },
        { label: local('Hover'), force: 'hover', target: 'input', children: <TextField {...args} /> },
        { label: local('Focus'), force: 'focus', target: 'input', children: <TextField {...args} /> },
        { label: local('Filled'), children: <TextField {...args} defaultValue="Holzwerk Basel AG" /> },
        { label: local('Required'), children: <TextField {...args} required /> },
        {
          label: local('With help text'),
          children: <TextField {...args} description={local('As in the commercial register.')} />,
        },
        {
          label: local('Invalid'),
          children: <TextField {...args} errorMessage={local('Company name is required')} />,
        },
        {
          label: local('Disabled'),
          children: <TextField {...args} disabled defaultValue="Holzwerk Basel AG" />,
        },
        {
          label: local('Read-only'),
          children: <TextField {...args} readOnly defaultValue="Holzwerk Basel AG" />,
        },
      ]}
    />
  ),
};
