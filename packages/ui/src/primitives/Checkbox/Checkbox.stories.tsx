import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StatesGrid } from '../../docs/blocks/StatesGrid';
import { fieldArgTypes, inColumn, SendingForm, togglePlays } from '../../stories/fieldStories';
import { Local, local, localized } from '../../stories/localized';
import { Checkbox, type CheckboxProps } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  // The designer's page is Checkbox.mdx.
  tags: ['!autodocs'],
  args: { label: 'Send me a copy of my enquiry', name: 'copy', onChange: fn() },
  argTypes: { ...fieldArgTypes, checked: { control: false } },
  decorators: [localized, inColumn('28rem')],
  parameters: {
    docs: {
      description: {
        component:
          'A box to tick, with its label: a yes/no choice the visitor makes on their own (a copy by email, ' +
          'a consent). Validation belongs to the form: pass its message as `errorMessage`.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const plays = togglePlays('checkbox');

export const Playground: Story = {};

export const Checked: Story = {
  args: { defaultChecked: true },
};

export const WithDescription: Story = {
  args: { description: 'We send it to the email address you gave.' },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: local(args.label) });
    await expect(box).toHaveAccessibleDescription(local(args.description));
  },
};

/** A consent the form requires, not given when the visitor sent the form. */
export const Invalid: Story = {
  args: {
    label: 'I agree that my details are used to answer this enquiry.',
    name: 'consent',
    required: true,
    errorMessage: 'Please agree so that we can answer your enquiry',
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

/** Tab reaches the box, Space ticks and unticks it; a click on the label does too. */
export const KeyboardAndPointer: Story = {
  tags: ['no-visual'],
  play: plays.keyboardAndPointer,
};

const families = ['Recycled-plastic brushes', 'Natural brushes', 'Wooden handles'] as const;

/** "All product families" over three: ticked when all are, indeterminate when some are. */
function FamiliesGroup() {
  const [chosen, setChosen] = useState<readonly string[]>(['Natural brushes']);
  const all = chosen.length === families.length;
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: '0.25rem' }}>
      <legend style={{ fontWeight: 600, marginBottom: '0.25rem' }}>
        <Local>Catalogues to send</Local>
      </legend>
      <Checkbox
        label={local('All product families')}
        checked={all}
        indeterminate={chosen.length > 0 && !all}
        onChange={() => setChosen(all ? [] : families)}
      />
      <div style={{ display: 'grid', paddingInlineStart: '2rem' }}>
        {families.map((family) => (
          <Checkbox
            key={family}
            label={local(family)}
            name="catalogue"
            value={family}
            checked={chosen.includes(family)}
            onChange={(checked) =>
              setChosen(families.filter((other) => (other === family ? checked : chosen.includes(other))))
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

/** A box over others: indeterminate while some of them are ticked (the story holds that rule). */
export const Indeterminate: Story = {
  render: () => <FamiliesGroup />,
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: local('All product families') });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    for (const family of families)
      await expect(canvas.getByRole('checkbox', { name: local(family) })).toBeChecked();
    await expect(all).toBeChecked();
    await userEvent.click(all);
    for (const family of families)
      await expect(canvas.getByRole('checkbox', { name: local(family) })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: local('Wooden handles') }));
    await expect(all).toBePartiallyChecked();
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'Keep me informed about new private-label products, changes to minimum order quantities and our delivery dates around the holidays',
    description: 'We send it to the email address you gave.',
  },
};

function ConsentForm(args: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <SendingForm
      onSent={(data) => {
        if (!data.has('consent')) ref.current?.focus();
      }}
    >
      <Checkbox {...args} ref={ref} />
    </SendingForm>
  );
}

/** A native checkbox inside: the form submits `name=value` while it is ticked, and focuses it through `ref`. */
export const InAForm: Story = {
  tags: ['no-visual'],
  args: {
    label: 'I agree that my details are used to answer this enquiry.',
    name: 'consent',
    value: 'yes',
    required: true,
  },
  render: (args) => <ConsentForm {...args} />,
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: local(args.label) });
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByText('{}')).toBeInTheDocument();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByText('{"consent":"yes"}')).toBeInTheDocument();
  },
};

/**
 * Every state at once. Focus and pressed are reached as a person reaches them (`interact`): Tab then focus
 * on the box, Space held on it; React Aria gives the label its state. Hover is forced on the label: a
 * hover from a sent `pointerover` ends at the browser's next real pointer event (the test browser's own,
 * 20 ms after the page settles), as a real hover ends when the mouse moves off.
 */
export const States: Story = {
  render: (args) => (
    <StatesGrid
      min="15rem"
      states={[
        { label: local('Default'), children: <Checkbox {...args} /> },
        { label: local('Hover'), force: 'hover', target: 'label', children: <Checkbox {...args} /> },
        { label: local('Focus'), interact: 'focus', target: 'input', children: <Checkbox {...args} /> },
        { label: local('Pressed'), interact: 'press', target: 'input', children: <Checkbox {...args} /> },
        { label: local('Checked'), children: <Checkbox {...args} defaultChecked /> },
        {
          label: `${local('Checked')} · ${local('Hover')}`,
          force: 'hover',
          target: 'label',
          children: <Checkbox {...args} defaultChecked />,
        },
        { label: local('Indeterminate'), children: <Checkbox {...args} indeterminate /> },
        { label: local('Required'), children: <Checkbox {...args} required /> },
        {
          label: local('With help text'),
          children: <Checkbox {...args} description={local('We send it to the email address you gave.')} />,
        },
        {
          label: local('Invalid'),
          children: (
            <Checkbox
              {...args}
              required
              errorMessage={local('Please agree so that we can answer your enquiry')}
            />
          ),
        },
        { label: local('Disabled'), children: <Checkbox {...args} disabled /> },
        {
          label: `${local('Disabled')} · ${local('Checked')}`,
          children: <Checkbox {...args} disabled defaultChecked />,
        },
        { label: local('Read-only'), children: <Checkbox {...args} readOnly defaultChecked /> },
      ]}
    />
  ),
};

/**
 * The states view's focus and pressed cells hold React Aria's states, not attributes written for the
 * picture: the focus cell's box has the focus, and letting go of Space ends the press (a written
 * `data-pressed` would stay).
 */
export const StatesReached: Story = {
  ...States,
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvasElement }) => {
    const [, , focus, pressed] = canvasElement.querySelectorAll('label');
    await waitFor(() => expect(focus).toHaveAttribute('data-focus-visible', 'true'));
    await expect(focus?.querySelector('input')).toHaveFocus();
    await expect(pressed).toHaveAttribute('data-pressed', 'true');
    const box = pressed?.querySelector('input') as HTMLInputElement;
    box.dispatchEvent(
      new KeyboardEvent('keyup', { key: ' ', code: 'Space', bubbles: true, cancelable: true }),
    );
    await waitFor(() => expect(pressed).not.toHaveAttribute('data-pressed'));
  },
};
