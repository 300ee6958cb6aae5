import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StatesGrid } from '../../docs/blocks/StatesGrid';
import { ChosenValue, fieldArgTypes, inColumn, SendingForm } from '../../stories/fieldStories';
import { local, localized } from '../../stories/localized';
import { Radio, RadioGroup, type RadioGroupProps } from './RadioGroup';

/** The sample's radios, their text in the toolbar's language; the third is not available. */
const deliveries = (pickupDisabled = true) => [
  <Radio key="pallet" value="pallet">
    {local('On pallets')}
  </Radio>,
  <Radio key="parcel" value="parcel">
    {local('By parcel')}
  </Radio>,
  <Radio key="pickup" value="pickup" disabled={pickupDisabled}>
    {local('Collected at our plant')}
  </Radio>,
];

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  // The designer's page is RadioGroup.mdx.
  tags: ['!autodocs'],
  args: { label: 'Delivery', name: 'delivery', onChange: fn(), children: null },
  argTypes: {
    ...fieldArgTypes,
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    value: { control: false },
    children: { control: false },
  },
  render: (args) => <RadioGroup {...args}>{deliveries()}</RadioGroup>,
  decorators: [localized, inColumn('28rem')],
  parameters: {
    docs: {
      description: {
        component:
          'One choice among a few that exclude each other, all in sight: a radio group with its question, ' +
          'help text and message. Validation belongs to the form: pass its message as `errorMessage`.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Chosen: Story = {
  args: { defaultValue: 'parcel' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: local('By parcel') })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'We confirm the delivery date by email.' },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: local(args.label) });
    await expect(group).toHaveAccessibleDescription(local(args.description));
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'pallet' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    // Right moves the choice in a row, as Down does in a column.
    await userEvent.click(canvas.getByRole('radio', { name: local('On pallets') }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: local('By parcel') })).toBeChecked();
  },
};

/** A choice the form requires, not made when the visitor sent the form. */
export const Invalid: Story = {
  args: { required: true, errorMessage: 'Please choose how we deliver your order' },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: local(args.label) });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription(local(args.errorMessage));
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    // Choosing is the fix; the message stays until the form validates again.
    await userEvent.click(canvas.getByText(local('On pallets')));
    await expect(canvas.getByRole('radio', { name: local('On pallets') })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('pallet');
  },
};

/** The whole group disabled: nothing chosen by pointer or keyboard. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'parcel' },
  play: async ({ args, canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText(local('On pallets')), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: local('By parcel') })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: local('By parcel') })).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  tags: ['no-visual'],
  args: { readOnly: true, defaultValue: 'parcel' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: local('By parcel') })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: local('By parcel') })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * One tab stop: Tab reaches the first radio (or the chosen one), the arrow keys move the choice and skip the
 * radio that is not available, a click on a radio's text chooses it.
 */
export const KeyboardAndPointer: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvas }) => {
    const pallets = canvas.getByRole('radio', { name: local('On pallets') });
    const parcel = canvas.getByRole('radio', { name: local('By parcel') });
    await userEvent.tab();
    await expect(pallets).toHaveFocus();
    // react-aria marks keyboard focus on the radio's label, which draws the ring around the circle.
    await waitFor(() => expect(pallets.closest('label')).toHaveAttribute('data-focus-visible'));
    await userEvent.keyboard(' ');
    await expect(pallets).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('pallet');
    await userEvent.keyboard('{ArrowDown}');
    await expect(parcel).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('parcel');
    // Past the unavailable third, round to the first.
    await userEvent.keyboard('{ArrowDown}');
    await expect(pallets).toBeChecked();
    await userEvent.tab();
    await expect(pallets).not.toHaveFocus();
    await userEvent.click(canvas.getByText(local('By parcel')));
    await expect(parcel).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

/** Controlled: the page holds the choice and shows it. */
function ChosenDelivery(args: RadioGroupProps) {
  return (
    <ChosenValue initial="pallet" onChange={args.onChange}>
      {(state) => (
        <RadioGroup {...args} {...state}>
          {deliveries(false)}
        </RadioGroup>
      )}
    </ChosenValue>
  );
}

export const Controlled: Story = {
  tags: ['no-visual'],
  render: (args) => <ChosenDelivery {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText(local('Collected at our plant')));
    await expect(canvas.getByText('pickup')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: local('Collected at our plant') })).toBeChecked();
  },
};

export const LongOption: Story = {
  args: { description: 'We confirm the delivery date by email.' },
  render: (args) => (
    <RadioGroup {...args} defaultValue="mixed">
      <Radio value="mixed">
        {local('On mixed pallets of several product families, labelled with your order number')}
      </Radio>
      <Radio value="parcel">{local('By parcel')}</Radio>
    </RadioGroup>
  ),
};

function DeliveryForm(args: RadioGroupProps) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <SendingForm
      onSent={(data) => {
        if (!data.has('delivery')) ref.current?.focus();
      }}
    >
      <RadioGroup {...args}>
        <Radio value="pallet" ref={ref}>
          {local('On pallets')}
        </Radio>
        <Radio value="parcel">{local('By parcel')}</Radio>
      </RadioGroup>
    </SendingForm>
  );
}

/** Native radios inside: the form submits `name=value` of the chosen one, and focuses the first through `ref`. */
export const InAForm: Story = {
  tags: ['no-visual'],
  args: { required: true },
  render: (args) => <DeliveryForm {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByText('{}')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: local('On pallets') })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByText('{"delivery":"parcel"}')).toBeInTheDocument();
  },
};

/** Every state at once, without a pointer or keyboard (hover, focus and pressed forced on a radio's label). */
export const States: Story = {
  render: (args) => {
    const one = (props: Partial<RadioGroupProps> = {}) => (
      <RadioGroup {...args} {...props}>
        <Radio value="pallet">{local('On pallets')}</Radio>
        <Radio value="parcel">{local('By parcel')}</Radio>
      </RadioGroup>
    );
    return (
      <StatesGrid
        min="15rem"
        states={[
          { label: local('Default'), children: one() },
          { label: local('Hover'), force: 'hover', target: 'label', children: one() },
          { label: local('Focus'), force: 'focus', target: 'label', children: one() },
          { label: local('Pressed'), force: 'pressed', target: 'label', children: one() },
          { label: local('Checked'), children: one({ defaultValue: 'pallet' }) },
          {
            label: `${local('Checked')} · ${local('Hover')}`,
            force: 'hover',
            target: 'label',
            children: one({ defaultValue: 'pallet' }),
          },
          { label: local('Required'), children: one({ required: true }) },
          {
            label: local('With help text'),
            children: one({ description: local('We confirm the delivery date by email.') }),
          },
          {
            label: local('Invalid'),
            children: one({ required: true, errorMessage: local('Please choose how we deliver your order') }),
          },
          { label: local('Disabled'), children: one({ disabled: true }) },
          {
            label: `${local('Disabled')} · ${local('Checked')}`,
            children: one({ disabled: true, defaultValue: 'pallet' }),
          },
          { label: local('Read-only'), children: one({ readOnly: true, defaultValue: 'pallet' }) },
        ]}
      />
    );
  },
};
