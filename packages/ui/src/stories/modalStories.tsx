import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../primitives/Button/Button';
import { Local, local } from './localized';

/**
 * What an overlay's (Dialog, Drawer, Popover) meta keeps out of Controls, spread into its `argTypes`: the
 * content and the trigger are elements the stories give, and `open` is theirs to drive.
 */
export const overlayArgTypes = {
  children: { control: false },
  trigger: { control: false },
  open: { control: false },
} as const;

/** Waits until the modal (Dialog, Drawer) has animated out and is gone. */
// A ceiling for the exit animation on a loaded machine, not a timing.
export const expectModalClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });

/** A sample trigger: an outline button labelled `label` (English, shown in the toolbar's language). */
export const triggerButton = (label: string) => (
  <Button variant="outline">
    <Local>{label}</Local>
  </Button>
);

/** The Popover's sample text, a note on delivery times (a Tooltip's story opens that popover too). */
export const deliveryNote = (
  <p style={{ margin: 0 }}>
    <Local>
      Stock items leave our plant within a few working days. Items made to order take longer; we confirm the
      date with your order.
    </Local>
  </p>
);

/** The keyboard alone: Tab reaches `trigger` (the canvas's first stop), Enter presses it. */
export async function openByKeyboard(trigger: HTMLElement) {
  await userEvent.tab();
  await waitFor(() => expect(trigger).toHaveFocus());
  await userEvent.keyboard('{Enter}');
}

/** A button of the canvas, found by its English label (`local`) in the toolbar's language: a trigger. */
export const buttonOf = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: local(label) });

/** The open dialog (a Dialog's, Drawer's or Popover's) named `name`, once focus has moved into it. */
export async function expectOpenWithFocus(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

/**
 * Closed as a person expects it: the modal gone, the page told last (`onOpenChange(false)`, when the
 * story's spy is given), and focus back on the button that opened it.
 */
export async function expectClosedTo(trigger: HTMLElement, onOpenChange?: unknown) {
  await expectModalClosed();
  if (onOpenChange) await expect(onOpenChange).toHaveBeenLastCalledWith(false);
  await waitFor(() => expect(trigger).toHaveFocus());
}

/**
 * A meta decorator for a Popover or Tooltip: room around the trigger on every side, `minHeight` tall, so
 * each placement has space to open where it is asked to.
 */
export const roomAround =
  (minHeight: string): Decorator =>
  (Story) => (
    <div style={{ display: 'grid', placeItems: 'center', minHeight }}>
      <Story />
    </div>
  );

/** Tabs `stops` times, then once back: focus never leaves `dialog`, which traps it. */
export async function expectFocusTrapped(dialog: HTMLElement, stops: number) {
  for (let step = 0; step < stops; step += 1) {
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  }
  await userEvent.tab({ shift: true });
  await expect(dialog.contains(document.activeElement)).toBe(true);
}

export type ControlledModalProps = {
  /** The English label of the page's button that opens the modal. */
  opener: string;
  /** The English status lines while the modal is open and closed. */
  is: { open: string; closed: string };
  /** The story's `onOpenChange` spy, told of each change after the page's state. */
  onOpenChange?: (open: boolean) => void;
  /** The modal, given the page's `open` and `onOpenChange`. */
  children: (state: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;
};

/**
 * A page that owns a modal's state (`open` + `onOpenChange`, no `trigger`): its own button opens the modal
 * and a status line says whether it is open.
 */
export function ControlledModal({ opener, is, onOpenChange, children }: ControlledModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onPress={() => setOpen(true)}>
        {local(opener)}
      </Button>
      <p role="status">{local(open ? is.open : is.closed)}</p>
      {children({
        open,
        onOpenChange: (next) => {
          setOpen(next);
          onOpenChange?.(next);
        },
      })}
    </>
  );
}
