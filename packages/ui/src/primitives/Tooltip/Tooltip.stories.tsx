import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MailIcon } from '../../icons/icons';
import { Local, local, localized } from '../../stories/localized';
import {
  buttonOf,
  deliveryNote,
  expectClosedTo,
  expectOpenWithFocus,
  roomAround,
} from '../../stories/modalStories';
import { Button } from '../Button/Button';
import { Popover } from '../Popover/Popover';
import { Tooltip, type TooltipProps, tooltipPlacements } from './Tooltip';

/** An icon button: its name is its `aria-label`; the tooltip shows a sighted mouse user what it does. */
function MailButton() {
  return (
    <Button variant="outline" size="icon" aria-label={local('Email')}>
      <MailIcon size={20} />
    </Button>
  );
}

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  // The designer's page is Tooltip.mdx.
  tags: ['!autodocs'],
  decorators: [localized, roomAround('12rem')],
  args: { content: 'Write to the sales team', children: <MailButton />, onOpenChange: fn() },
  argTypes: {
    placement: { control: 'inline-radio', options: tooltipPlacements },
    content: { control: 'text' },
    children: { control: false },
    open: { control: false },
  },
  parameters: { docs: { story: { inline: false, height: '14rem' } } },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trigger, found by its name in the toolbar's language. */
const triggerOf = (canvasElement: HTMLElement, name = 'Email') => buttonOf(canvasElement, name);

/** Waits until the tooltip has faded out and is gone. */
// A ceiling for the fade-out on a loaded machine, not a timing.
const expectHidden = () =>
  waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(), { timeout: 5000 });

/** Hidden: the icon button alone (rest the pointer on it, or Tab to it). */
export const Playground: Story = {};

/** Shown above its trigger, the pointer between them. */
export const Open: Story = { args: { defaultOpen: true } };

export const PlacementBottom: Story = { args: { defaultOpen: true, placement: 'bottom' } };

/** At the start side (left in a left-to-right page); it flips when there is no room. */
export const PlacementStart: Story = { args: { defaultOpen: true, placement: 'start' } };

/** At the end side (right in a left-to-right page); it flips when there is no room. */
export const PlacementEnd: Story = { args: { defaultOpen: true, placement: 'end' } };

/** On a button with words: the tooltip adds a detail the label leaves out. */
export const OnATextButton: Story = {
  args: {
    defaultOpen: true,
    content: 'PDF file',
    children: (
      <Button variant="secondary">
        <Local>Download the catalogue</Local>
      </Button>
    ),
  },
};

/** A longer hint (German and French run a third longer): it wraps at 16 rem, never wider. */
export const LongText: Story = {
  args: {
    defaultOpen: true,
    content: 'Adds the product to your enquiry list; you can change the quantity before sending it',
    children: (
      <Button>
        <Local>Add to enquiry</Local>
      </Button>
    ),
  },
};

/** The keyboard: focus shows it at once and it describes the button; Escape hides it, focus stays. */
export const KeyboardFocusAndEscape: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const button = triggerOf(canvasElement);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(local(args.content));
    await expect(button).toHaveAccessibleDescription(local(args.content));
    await userEvent.keyboard('{Escape}');
    await expectHidden();
    await expect(button).toHaveFocus();
    // Leaving and coming back shows it again.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(local(args.content));
  },
};

/** An icon button that counts its presses, so a story sees the press go through. */
function CountingMailButton(props: TooltipProps) {
  const [presses, setPresses] = useState(0);
  return (
    <>
      <Tooltip {...props}>
        <Button
          variant="outline"
          size="icon"
          aria-label={local('Email')}
          onPress={() => setPresses((count) => count + 1)}
        >
          <MailIcon size={20} />
        </Button>
      </Tooltip>
      <output>{presses}</output>
    </>
  );
}

/** A press hides it and still does what the button does. */
export const PressHides: Story = {
  tags: ['no-visual'],
  render: (args) => <CountingMailButton {...args} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Enter}');
    await expectHidden();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1');
  },
};

/** A Tooltip on a Popover's trigger: hover names the button, a press opens the popover, focus returns. */
export const OnAPopoverTrigger: Story = {
  tags: ['no-visual'],
  args: { content: 'Delivery times' },
  render: (args) => (
    <Popover
      title={local('Delivery times')}
      trigger={
        <Tooltip {...args}>
          <Button variant="outline">
            <Local>Notify me</Local>
          </Button>
        </Tooltip>
      }
    >
      {deliveryNote}
    </Popover>
  ),
  play: async ({ canvasElement }) => {
    const button = triggerOf(canvasElement, 'Notify me');
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(local('Delivery times'));
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.keyboard('{Enter}');
    await expectOpenWithFocus(local('Delivery times'));
    await expectHidden();
    await userEvent.keyboard('{Escape}');
    await expectClosedTo(button);
  },
};
