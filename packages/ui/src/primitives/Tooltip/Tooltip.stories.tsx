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
import { ownFrame } from '../../stories/ownFrame';
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
  parameters: ownFrame('14rem'),
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

/** The box of a tooltip's words (its text alone, not the pointer), in the window's coordinates. */
const textBoxOf = (tooltip: HTMLElement) => {
  const range = document.createRange();
  const texts = document.createTreeWalker(tooltip, NodeFilter.SHOW_TEXT);
  const first = texts.nextNode();
  let last = first;
  for (let node = texts.nextNode(); node; node = texts.nextNode()) last = node;
  if (!first || !last) throw new Error('the tooltip has no text');
  range.setStart(first, 0);
  range.setEnd(last, last.textContent?.length ?? 0);
  return range.getBoundingClientRect();
};

/**
 * A longer hint (German and French run a third longer): it wraps at 16 rem, never wider, and its box grows
 * with it (issue 36: in the partner theme German's fourth line ran out of a box held to the room above).
 */
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
  // In a window lower than the hint (200 px, about what its docs frame left once padded): no side has
  // room for four lines, and react-aria held the box to the room it found (an inline max-height).
  globals: { viewport: { value: 'low', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        low: { name: 'Low window (1200×200)', styles: { width: '1200px', height: '200px' }, type: 'desktop' },
      },
    },
    // On the docs page, a frame with room for the German hint's four lines below the button.
    ...ownFrame('18rem'),
  },
  play: async () => {
    const tooltip = await screen.findByRole('tooltip');
    // The theme's font wraps the words; measured once it has loaded, as a reader sees it.
    await document.fonts.ready;
    await waitFor(async () => {
      const box = tooltip.getBoundingClientRect();
      const text = textBoxOf(tooltip);
      await expect(box.width).toBeLessThanOrEqual(16 * 16 + 0.5);
      // Inside, with the box's padding left below the last line's descenders.
      await expect(text.top).toBeGreaterThanOrEqual(box.top + 2);
      await expect(text.bottom).toBeLessThanOrEqual(box.bottom - 2);
      await expect(text.left).toBeGreaterThanOrEqual(box.left);
      await expect(text.right).toBeLessThanOrEqual(box.right);
    });
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
