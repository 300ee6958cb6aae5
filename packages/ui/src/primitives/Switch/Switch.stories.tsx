import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { StatesGrid } from '../../docs/blocks/StatesGrid';
import { fieldArgTypes, inColumn, togglePlays } from '../../stories/fieldStories';
import { local, localized } from '../../stories/localized';
import { Switch, type SwitchProps } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  // The designer's page is Switch.mdx.
  tags: ['!autodocs'],
  args: { label: 'Show prices', name: 'prices', onChange: fn() },
  argTypes: { ...fieldArgTypes, checked: { control: false } },
  decorators: [localized, inColumn('28rem')],
  parameters: {
    docs: {
      description: {
        component:
          'A setting that takes effect at once, on or off, with its label. For a choice the visitor confirms ' +
          'by sending a form, use a Checkbox.',
      },
    },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

const plays = togglePlays('switch');

export const Playground: Story = {};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('switch', { name: local(args.label) })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'Prices excluding VAT, per 100 pieces.' },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: local(args.label) });
    await expect(toggle).toHaveAccessibleDescription(local(args.description));
  },
};

/** A switch a form requires on, left off when the visitor sent it. */
export const Invalid: Story = {
  args: {
    label: 'Accept the terms of delivery',
    name: 'terms',
    required: true,
    errorMessage: 'Please accept the terms of delivery to order',
  },
  play: plays.invalid,
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: plays.disabled,
};

export const ReadOnly: Story = {
  tags: ['no-visual'],
  args: { readOnly: true, defaultChecked: true },
  play: plays.readOnly,
};

/** Tab reaches the switch, Space turns it on and off; a click on the label does too. */
export const KeyboardAndPointer: Story = {
  tags: ['no-visual'],
  play: plays.keyboardAndPointer,
};

/** Controlled: the page holds the setting and acts on it at once. */
function PricesSetting(args: SwitchProps) {
  const [on, setOn] = useState(false);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Switch
        {...args}
        checked={on}
        onChange={(next) => {
          setOn(next);
          args.onChange?.(next);
        }}
      />
      <output>{local(on ? 'Prices are shown.' : 'Prices are hidden.')}</output>
    </div>
  );
}

export const Controlled: Story = {
  tags: ['no-visual'],
  render: (args) => <PricesSetting {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(local('Prices are hidden.'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('switch', { name: local(args.label) }));
    await expect(canvas.getByText(local('Prices are shown.'))).toBeInTheDocument();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Show only products available from stock within ten working days, in every product family',
    description: 'Prices excluding VAT, per 100 pieces.',
  },
};

/** Every state at once, without a pointer or keyboard (hover, focus and pressed forced on the label). */
export const States: Story = {
  render: (args) => (
    <StatesGrid
      min="15rem"
      states={[
        { label: local('Default'), children: <Switch {...args} /> },
        { label: local('Hover'), force: 'hover', target: 'label', children: <Switch {...args} /> },
        { label: local('Focus'), force: 'focus', target: 'label', children: <Switch {...args} /> },
        { label: local('Pressed'), force: 'pressed', target: 'label', children: <Switch {...args} /> },
        { label: local('On'), children: <Switch {...args} defaultChecked /> },
        {
          label: `${local('On')} · ${local('Hover')}`,
          force: 'hover',
          target: 'label',
          children: <Switch {...args} defaultChecked />,
        },
        {
          label: `${local('On')} · ${local('Focus')}`,
          force: 'focus',
          target: 'label',
          children: <Switch {...args} defaultChecked />,
        },
        { label: local('Required'), children: <Switch {...args} required /> },
        {
          label: local('With help text'),
          children: <Switch {...args} description={local('Prices excluding VAT, per 100 pieces.')} />,
        },
        {
          label: local('Invalid'),
          children: (
            <Switch
              {...args}
              label={local('Accept the terms of delivery')}
              required
              errorMessage={local('Please accept the terms of delivery to order')}
            />
          ),
        },
        { label: local('Disabled'), children: <Switch {...args} disabled /> },
        {
          label: `${local('Disabled')} · ${local('On')}`,
          children: <Switch {...args} disabled defaultChecked />,
        },
        { label: local('Read-only'), children: <Switch {...args} readOnly defaultChecked /> },
      ]}
    />
  ),
};
