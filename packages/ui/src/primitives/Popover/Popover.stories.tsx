import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Local, local, localized } from '../../stories/localized';
import {
  buttonOf,
  deliveryNote,
  expectClosedTo,
  expectModalClosed,
  expectOpenWithFocus,
  openByKeyboard,
  overlayArgTypes,
  roomAround,
  triggerButton,
} from '../../stories/modalStories';
import { ownFrame } from '../../stories/ownFrame';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Popover, type PopoverProps, popoverPlacements } from './Popover';

/** The sample trigger's label, which the play functions find it by. */
const deliveryTimes = 'Delivery times';

const trigger = triggerButton(deliveryTimes);

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  // The designer's page is Popover.mdx.
  tags: ['!autodocs'],
  decorators: [localized, roomAround('26rem')],
  args: {
    title: 'Delivery times',
    trigger,
    children: deliveryNote,
    onOpenChange: fn(),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: popoverPlacements },
    title: { control: 'text' },
    label: { control: 'text' },
    ...overlayArgTypes,
  },
  parameters: ownFrame('28rem'),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trigger, found by its label in the toolbar's language. */
const triggerOf = (canvasElement: HTMLElement, name = deliveryTimes) => buttonOf(canvasElement, name);

/** Closed: the trigger alone (press it to open the popover). */
export const Playground: Story = {};

/** Open under its trigger: the pointer, the title and a short explanation. */
export const Open: Story = { args: { defaultOpen: true } };

/** Open above its trigger. */
export const PlacementTop: Story = { args: { defaultOpen: true, placement: 'top' } };

/** Open at the start side of its trigger (left in a left-to-right page); on a phone it flips to fit. */
export const PlacementStart: Story = {
  args: { defaultOpen: true, placement: 'start' },
  // On a phone it flips below its trigger: the picture is Open's, which the phone projects already hold.
  tags: ['no-phone-visual'],
};

/** Open at the end side of its trigger (right in a left-to-right page); on a phone it flips to fit. */
export const PlacementEnd: Story = {
  args: { defaultOpen: true, placement: 'end' },
  // On a phone it flips below its trigger: the picture is Open's, which the phone projects already hold.
  tags: ['no-phone-visual'],
};

/** A longer explanation (German and French run a third longer): the box wraps at 20 rem, never wider. */
export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: 'How private label works',
    trigger: triggerButton('How private label works'),
    children: (
      <p style={{ margin: 0 }}>
        <Local>
          We agree the material, the colour and the packaging with you, send a sample for your approval and
          start production once you have confirmed it in writing. Changes after the approval can delay the
          delivery.
        </Local>
      </p>
    ),
  },
};

/** A small form in a popover: one field and its action; `close()` closes it once saved. */
export const WithForm: Story = {
  args: {
    defaultOpen: true,
    title: 'Tell me when it is back in stock',
    trigger: triggerButton('Notify me'),
    children: ({ close }) => (
      <form
        style={{ display: 'grid', gap: '0.75rem' }}
        onSubmit={(event) => {
          event.preventDefault();
          close();
        }}
      >
        <TextField label={local('Email address')} name="email" type="email" autoComplete="email" />
        <Button type="submit">
          <Local>Save</Local>
        </Button>
      </form>
    ),
  },
};

/** The mouse: a click opens it and focus moves in; a click outside closes it and focus returns. */
export const MouseOpenAndOutsideClose: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const button = triggerOf(canvasElement);
    await userEvent.click(button);
    const popover = await expectOpenWithFocus(local(args.title));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The box opens under the trigger, the pointer between them.
    await expect(popover.getBoundingClientRect().top).toBeGreaterThan(button.getBoundingClientRect().bottom);
    // The top-left corner of the frame is outside both.
    await userEvent.click(document.elementFromPoint(4, 4) as Element);
    await expectClosedTo(button, args.onOpenChange);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The keyboard alone: Enter opens, focus moves in, Escape closes, focus returns to the trigger. */
export const KeyboardOpenAndEscape: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const button = triggerOf(canvasElement);
    await openByKeyboard(button);
    const popover = await expectOpenWithFocus(local(args.title));
    // Tab stays inside while it is open (the text holds no control: focus stays on the box).
    await userEvent.tab();
    await expect(popover.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expectClosedTo(button, args.onOpenChange);
  },
};

/** The small form by keyboard: focus moves to the field, Enter saves and closes, focus returns. */
export const FormByKeyboard: Story = {
  ...WithForm,
  tags: ['no-visual'],
  args: { ...WithForm.args, defaultOpen: false },
  play: async ({ args, canvasElement }) => {
    const button = triggerOf(canvasElement, 'Notify me');
    await userEvent.click(button);
    const popover = await expectOpenWithFocus(local(args.title));
    const field = within(popover).getByRole('textbox', { name: local('Email address') });
    await userEvent.click(field);
    await userEvent.type(field, 'anna@example.com{Enter}');
    await expectClosedTo(button, args.onOpenChange);
  },
};

const popoverIs = { open: 'The popover is open.', closed: 'The popover is closed.' };

function ControlledPopover(args: PopoverProps) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'center' }}>
      <Popover
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
      <p role="status">{local(open ? popoverIs.open : popoverIs.closed)}</p>
    </div>
  );
}

/** State owned by the page (`open` + `onOpenChange`): the page hears every open and close. */
export const Controlled: Story = {
  tags: ['no-visual'],
  render: (args) => <ControlledPopover {...args} />,
  play: async ({ args, canvasElement }) => {
    const button = triggerOf(canvasElement);
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: local(args.title) });
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(local(popoverIs.open));
    await userEvent.keyboard('{Escape}');
    await expectModalClosed();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(local(popoverIs.closed));
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Without a title, named by `label`: assistive technology still announces what it holds. */
export const LabelledWithoutTitle: Story = {
  tags: ['no-visual'],
  args: { title: undefined, label: 'Note on delivery times' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(triggerOf(canvasElement));
    const popover = await screen.findByRole('dialog', { name: local(args.label) });
    await expect(within(popover).queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** Checks the pointer beside an open popover: a visible triangle, between the box and the trigger. */
const expectPointerBetween = async (canvasElement: HTMLElement, side: 'left' | 'right') => {
  const popover = await screen.findByRole('dialog');
  const box = popover.closest('[data-placement]') as HTMLElement;
  const arrow = box.querySelector('[data-placement] svg') as SVGElement;
  const pointer = arrow.getBoundingClientRect();
  const button = triggerOf(canvasElement).getBoundingClientRect();
  // The reset's `max-width: 100%` once shrank it to nothing at the sides (no width to fill beside the box).
  await expect(pointer.width).toBeGreaterThan(0);
  await expect(pointer.height).toBeGreaterThan(0);
  // It touches the box on the trigger's side, and its middle is off the trigger.
  const middle = pointer.left + pointer.width / 2;
  const edge = box.getBoundingClientRect();
  if (side === 'right') {
    await expect(Math.abs(pointer.right - edge.left)).toBeLessThanOrEqual(2);
    await expect(middle).toBeGreaterThan(button.right);
  } else {
    await expect(Math.abs(pointer.left - edge.right)).toBeLessThanOrEqual(2);
    await expect(middle).toBeLessThan(button.left);
  }
};

/** At the end side, the pointer is drawn between the trigger and the box. */
export const PointerAtTheEnd: Story = {
  tags: ['no-visual'],
  args: { defaultOpen: true, placement: 'end' },
  play: ({ canvasElement }) => expectPointerBetween(canvasElement, 'right'),
};

/** At the start side, the pointer is drawn between the box and the trigger. */
export const PointerAtTheStart: Story = {
  tags: ['no-visual'],
  args: { defaultOpen: true, placement: 'start' },
  play: ({ canvasElement }) => expectPointerBetween(canvasElement, 'left'),
};

/**
 * On a phone, `end` has no room beside the trigger: the box opens below it at its full width. (React Aria
 * alone squeezed it into a sliver at the screen's edge, a word per line.)
 */
export const SidePlacementOnAPhone: Story = {
  tags: ['no-visual'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultOpen: true, placement: 'end' },
  play: async ({ canvasElement }) => {
    const popover = await screen.findByRole('dialog');
    const box = (popover.closest('[data-placement]') as HTMLElement).getBoundingClientRect();
    const button = triggerOf(canvasElement).getBoundingClientRect();
    await expect(box.top).toBeGreaterThan(button.bottom);
    await expect(box.width).toBeGreaterThan(window.innerWidth * 0.6);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * A form in a popover on a small phone with little height left (320 × 400 px: WCAG's reflow width, the
 * on-screen keyboard up): no side has room for the whole box, so React Aria caps its height. The content
 * scrolls inside the box instead of spilling out over the trigger and the page.
 */
export const FormOnAShortPhoneScreen: Story = {
  ...WithForm,
  tags: ['no-visual'],
  parameters: {
    viewport: {
      options: {
        narrowShort: { name: '320 × 400', styles: { width: '320px', height: '400px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'narrowShort', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const box = (dialog.closest('[data-placement]') as HTMLElement).getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(window.innerWidth);
    // The action lies inside the box once scrolled to (it spilled out below the box, over the trigger).
    const save = within(dialog).getByRole('button', { name: local('Save') });
    save.scrollIntoView({ block: 'nearest' });
    const action = save.getBoundingClientRect();
    await expect(action.bottom).toBeLessThanOrEqual(box.bottom);
    await expect(action.top).toBeGreaterThanOrEqual(box.top);
  },
};
