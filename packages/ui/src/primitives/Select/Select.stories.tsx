import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StatesGrid } from '../../docs/blocks/StatesGrid';
import { fieldArgTypes, inColumn, SendingForm } from '../../stories/fieldStories';
import { Local, local, localized } from '../../stories/localized';
import { ownFrame } from '../../stories/ownFrame';
import { t } from '../../stories/play';
import { Button } from '../Button/Button';
import { Select, type SelectOption, type SelectProps } from './Select';

/** The sample's product families, written in English (the toolbar's language through `localized`). */
const families: SelectOption[] = [
  { value: 'brooms', label: 'Brooms' },
  { value: 'natural', label: 'Natural brushes' },
  { value: 'recycled', label: 'Recycled-plastic brushes' },
  { value: 'dustpans', label: 'Dustpans' },
  { value: 'handles', label: 'Wooden handles' },
  { value: 'components', label: 'Wood components' },
  { value: 'toys', label: 'Wooden toys (no longer made)', disabled: true },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  // The designer's page is Select.mdx.
  tags: ['!autodocs'],
  args: { label: 'Product family', name: 'family', options: families, onChange: fn(), onOpenChange: fn() },
  argTypes: {
    ...fieldArgTypes,
    placeholder: { control: 'text' },
    options: { control: false },
    value: { control: false },
    open: { control: false },
  },
  decorators: [localized, inColumn('28rem')],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled choice of one option from a list that opens under the field. Options are data ' +
          '(`value`, `label`, `disabled`); a hidden native select submits `name` with the form. Validation ' +
          'belongs to the form: pass its message as `errorMessage`.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An option's label as the toolbar's language shows it. */
const option = (value: string) => local(families.find((family) => family.value === value)?.label);

/** The field's button: named by its label and what it shows (the placeholder or the choice). */
const fieldOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: new RegExp(local('Product family')) });

/** The open list. */
const listbox = () => screen.findByRole('listbox');

/** Waits until the list is gone (it fades out). */
const expectClosed = () =>
  waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument(), { timeout: 5000 });

export const Playground: Story = {};

/** Nothing chosen yet: the placeholder is the library's own text, in the page's language. */
export const Placeholder: Story = {
  tags: ['same-picture'],
  play: async ({ canvasElement }) => {
    await expect(fieldOf(canvasElement)).toHaveTextContent(t('ui.select.placeholder'));
  },
};

export const Chosen: Story = {
  args: { defaultValue: 'handles' },
  play: async ({ canvasElement }) => {
    await expect(fieldOf(canvasElement)).toHaveTextContent(option('handles'));
  },
};

export const WithDescription: Story = {
  args: { description: 'We send the matching catalogue with our reply.' },
  play: async ({ args, canvasElement }) => {
    await expect(fieldOf(canvasElement)).toHaveAccessibleDescription(local(args.description));
  },
};

export const Invalid: Story = {
  args: {
    required: true,
    description: 'We send the matching catalogue with our reply.',
    errorMessage: 'Please choose a product family',
  },
  play: async ({ args, canvas, canvasElement }) => {
    const field = fieldOf(canvasElement);
    const describedBy = field.getAttribute('aria-describedby')?.split(' ') ?? [];
    await expect(describedBy).toContain(canvas.getByText(local(args.errorMessage)).id);
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'brooms' },
  play: async ({ args, canvasElement }) => {
    const field = fieldOf(canvasElement);
    await expect(field).toBeDisabled();
    await userEvent.click(field, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Open on load, so screenshots show the list: the chosen option ticked, the unavailable one dimmed. */
export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'natural' },
  parameters: ownFrame('30rem'),
  play: async () => {
    const list = await listbox();
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(families.length);
    await expect(within(list).getByRole('option', { name: option('natural') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(list).getByRole('option', { name: option('toys') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * The keyboard alone: Tab to the field, ArrowDown opens the list, the arrows move (over the unavailable
 * option), Enter chooses and closes, Escape closes without choosing; focus comes back to the field.
 */
export const Keyboard: Story = {
  tags: ['no-visual'],
  parameters: ownFrame('30rem'),
  play: async ({ args, canvasElement }) => {
    const field = fieldOf(canvasElement);
    await userEvent.tab();
    await expect(field).toHaveFocus();
    // Keyboard focus is react-aria's `data-focus-visible` on the field, which draws the ring.
    await waitFor(() => expect(field).toHaveAttribute('data-focus-visible'));
    await userEvent.keyboard('{ArrowDown}');
    const list = await listbox();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(list.contains(document.activeElement)).toBe(true));
    await expect(document.activeElement).toHaveAccessibleName(option('brooms'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(document.activeElement).toHaveAccessibleName(option('recycled'));
    await userEvent.keyboard('{Enter}');
    await expectClosed();
    await expect(args.onChange).toHaveBeenLastCalledWith('recycled');
    await expect(field).toHaveTextContent(option('recycled'));
    await waitFor(() => expect(field).toHaveFocus());

    // The last enabled option is the end: ArrowDown does not land on the unavailable one.
    await userEvent.keyboard('{ArrowDown}');
    await listbox();
    await userEvent.keyboard('{End}');
    await expect(document.activeElement).toHaveAccessibleName(option('components'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveAccessibleName(option('components'));
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(field).toHaveTextContent(option('recycled'));
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** Typing an option's first letters chooses it on the closed field, and jumps to it in the open list. */
export const Typeahead: Story = {
  tags: ['no-visual'],
  parameters: ownFrame('30rem'),
  play: async ({ args, canvasElement }) => {
    const field = fieldOf(canvasElement);
    await userEvent.tab();
    // An option's label in the toolbar's language, typed whole: two labels may start alike in a language.
    const handles = option('handles');
    await userEvent.keyboard(handles);
    await waitFor(() => expect(field).toHaveTextContent(handles));
    await expect(args.onChange).toHaveBeenLastCalledWith('handles');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    // Typeahead waits a second between searches: a new search starts after it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.keyboard('{Enter}');
    await listbox();
    const dustpans = option('dustpans');
    await userEvent.keyboard(dustpans);
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(dustpans));
    await userEvent.keyboard('{Enter}');
    await expectClosed();
    await expect(args.onChange).toHaveBeenLastCalledWith('dustpans');
  },
};

/** With a pointer: a click opens the list, a click on an option chooses it. */
export const Pointer: Story = {
  tags: ['no-visual'],
  parameters: ownFrame('30rem'),
  play: async ({ args, canvasElement }) => {
    const field = fieldOf(canvasElement);
    await userEvent.click(field);
    const list = await listbox();
    await userEvent.click(within(list).getByRole('option', { name: option('dustpans') }));
    await expectClosed();
    await expect(args.onChange).toHaveBeenLastCalledWith('dustpans');
    await expect(field).toHaveTextContent(option('dustpans'));
  },
};

export const LongContent: Story = {
  args: {
    label: 'Product family of the private-label range you would like to start with',
    options: [
      ...families,
      {
        value: 'private-label',
        label: 'Private-label range with your own packaging and your logo printed on the handles',
      },
    ],
    defaultValue: 'private-label',
    description: 'We send the matching catalogue with our reply.',
  },
};

function Controlled(args: SelectProps) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Select
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
      <p role="status">
        <Local>Chosen:</Local> {value ? option(value) : local('nothing yet')}
      </p>
      <Button variant="outline" onPress={() => setValue('brooms')}>
        {option('brooms')}
      </Button>
    </div>
  );
}

/** The page owns the choice (`value` + `onChange`) and may set it itself. */
export const ControlledValue: Story = {
  tags: ['no-visual'],
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(local('nothing yet'));
    await userEvent.click(canvas.getByRole('button', { name: option('brooms') }));
    await expect(fieldOf(canvasElement)).toHaveTextContent(option('brooms'));
    await expect(canvas.getByRole('status')).toHaveTextContent(option('brooms'));
  },
};

function FamilyForm(args: SelectProps) {
  return (
    <SendingForm>
      <div style={{ width: '100%' }}>
        <Select {...args} />
      </div>
    </SendingForm>
  );
}

/** The choice goes with the form under `name`, as a native select's would (a hidden one carries it). */
export const InAForm: Story = {
  tags: ['no-visual'],
  args: { defaultValue: 'components' },
  render: (args) => <FamilyForm {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: local('Send') }));
    await expect(canvas.getByText('{"family":"components"}')).toBeInTheDocument();
  },
};

/** Every state at once, without a pointer or keyboard (hover, focus and pressed forced on the field). */
export const States: Story = {
  render: (args) => (
    <StatesGrid
      min="15rem"
      states={[
        { label: local('Empty'), children: <Select {...args} /> },
        { label: local('Hover'), force: 'hover', target: 'button', children: <Select {...args} /> },
        { label: local('Focus'), force: 'focus', target: 'button', children: <Select {...args} /> },
        { label: local('Pressed'), force: 'pressed', target: 'button', children: <Select {...args} /> },
        { label: local('Option chosen'), children: <Select {...args} defaultValue="handles" /> },
        { label: local('Required'), children: <Select {...args} required /> },
        {
          label: local('With help text'),
          children: (
            <Select {...args} description={local('We send the matching catalogue with our reply.')} />
          ),
        },
        {
          label: local('Invalid'),
          children: <Select {...args} required errorMessage={local('Please choose a product family')} />,
        },
        { label: local('Disabled'), children: <Select {...args} disabled defaultValue="handles" /> },
      ]}
    />
  ),
};
