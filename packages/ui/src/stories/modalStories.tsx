import { type ReactNode, useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../primitives/Button/Button';
import { local } from './localized';

/** Waits until the modal (Dialog, Drawer) has animated out and is gone. */
// A ceiling for the exit animation on a loaded machine, not a timing.
export const expectModalClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });

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
