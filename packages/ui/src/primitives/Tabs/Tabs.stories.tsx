import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StatesGrid } from '../../docs/blocks/StatesGrid';
import { ChosenValue, inColumn } from '../../stories/fieldStories';
import { local, localized } from '../../stories/localized';
import { Text } from '../Text/Text';
import { type TabItem, Tabs, type TabsProps } from './Tabs';

/** The sample product's details, in the toolbar's language; "Samples" is not available. */
const details = (): TabItem[] => [
  {
    value: 'materials',
    label: local('Materials'),
    content: (
      <Text>
        {local('FSC-certified beech handle, bristles of 80% recycled PET, a galvanised steel thread.')}
      </Text>
    ),
  },
  {
    value: 'sizes',
    label: local('Sizes'),
    content: <Text>{local('Head 29 cm wide, handle 140 cm long; a 40 cm head made to order.')}</Text>,
  },
  {
    value: 'care',
    label: local('Care'),
    content: <Text>{local('Rinse the bristles with lukewarm water and let the broom dry head up.')}</Text>,
  },
  {
    value: 'samples',
    label: local('Samples'),
    content: <Text>{local('Samples of this model are out of stock.')}</Text>,
    disabled: true,
  },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  // The designer's page is Tabs.mdx.
  tags: ['!autodocs'],
  args: { label: 'Product details', items: [], onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    items: { control: false },
    value: { control: false },
    defaultValue: { control: 'inline-radio', options: ['materials', 'sizes', 'care'] },
  },
  render: (args) => <Tabs {...args} items={details()} />,
  decorators: [localized, inColumn('36rem')],
  parameters: {
    docs: {
      description: {
        component:
          'Content of one subject divided into a few panels, one shown at a time under a row of tabs. ' +
          'Each tab is data: `{ value, label, content, disabled }`.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SecondSelected: Story = {
  args: { defaultValue: 'sizes' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: local('Sizes') })).toHaveAttribute('aria-selected', 'true');
    // Compared as it is: `toHaveTextContent` folds French's non-breaking spaces into plain ones.
    await expect(canvas.getByRole('tabpanel', { name: local('Sizes') }).textContent).toBe(
      local('Head 29 cm wide, handle 140 cm long; a 40 cm head made to order.'),
    );
  },
};

/** One tab stop: arrows, Home and End select tabs and skip the one not available; Tab enters the panel. */
export const KeyboardAndPointer: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvas }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name: local(name) });
    await userEvent.tab();
    await expect(tab('Materials')).toHaveFocus();
    await waitFor(() => expect(tab('Materials')).toHaveAttribute('data-focus-visible'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Sizes')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('sizes');
    await userEvent.keyboard('{End}');
    // "Samples" is not available: End stops at "Care".
    await expect(tab('Care')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Materials')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Care')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tab('Materials')).toHaveAttribute('aria-selected', 'true');
    // The panel holds only text, so it takes the next Tab itself.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await userEvent.click(tab('Care'));
    await expect(canvas.getByRole('tabpanel', { name: local('Care') })).toBeVisible();
    await userEvent.click(tab('Samples'), { pointerEventsCheck: 0 });
    await expect(tab('Care')).toHaveAttribute('aria-selected', 'true');
  },
};

/** The whole list disabled: no tab is selected by pointer or keyboard. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: local('Sizes') }), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('tab', { name: local('Materials') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Controlled: the page holds the selected tab and shows it. */
function ControlledTabs(args: TabsProps) {
  return (
    <ChosenValue initial="care" onChange={args.onChange}>
      {(state) => <Tabs {...args} items={details()} {...state} />}
    </ChosenValue>
  );
}

export const Controlled: Story = {
  tags: ['no-visual'],
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('care')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: local('Materials') }));
    await expect(canvas.getByText('materials')).toBeInTheDocument();
  },
};

/** More tabs than fit a phone: the row scrolls sideways, the tabs never wrap. */
export const ManyTabs: Story = {
  render: (args) => (
    <Tabs
      {...args}
      items={[
        ...details(),
        {
          value: 'certificates',
          label: local('Certificates and declarations of conformity'),
          content: (
            <Text>
              {local('FSC-certified beech handle, bristles of 80% recycled PET, a galvanised steel thread.')}
            </Text>
          ),
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThanOrEqual(list.clientWidth);
    await expect(canvas.getAllByRole('tab')).toHaveLength(5);
  },
};

/** Every state at once, without a pointer or keyboard (hover, focus and pressed forced on the second tab). */
export const States: Story = {
  render: (args) => {
    const second = '[role="tab"]:nth-child(2)';
    return (
      <StatesGrid
        min="30rem"
        states={[
          { label: local('Default'), children: <Tabs {...args} items={details()} /> },
          {
            label: local('Hover'),
            force: 'hover',
            target: second,
            children: <Tabs {...args} items={details()} />,
          },
          {
            label: local('Focus'),
            force: 'focus',
            target: second,
            children: <Tabs {...args} items={details()} />,
          },
          {
            label: local('Pressed'),
            force: 'pressed',
            target: second,
            children: <Tabs {...args} items={details()} />,
          },
          {
            label: `${local('Selected')} · ${local('Hover')}`,
            force: 'hover',
            target: '[role="tab"]:nth-child(1)',
            children: <Tabs {...args} items={details()} />,
          },
          { label: local('Disabled'), children: <Tabs {...args} items={details()} disabled /> },
        ]}
      />
    );
  },
  // The tabs render after the states view's first look: the forced states must reach them all the same.
  play: async ({ canvasElement }) => {
    const forced = (attribute: string) => canvasElement.querySelectorAll(`[role="tab"][${attribute}]`);
    await waitFor(() => expect(forced('data-hovered')).toHaveLength(2));
    await expect(forced('data-focus-visible')).toHaveLength(1);
    await expect(forced('data-pressed')).toHaveLength(1);
  },
};
