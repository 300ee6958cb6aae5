'use client';

import { type ReactElement, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Heading } from 'react-aria-components/Heading';
import { Dialog as AriaDialog, Popover as AriaPopover } from 'react-aria-components/Popover';
import { cx } from '../../cx';
import { OverlayPointer } from '../../overlayPointer';
import type { ButtonProps } from '../Button/Button';
import type { DialogRenderProps } from '../Dialog/Dialog';
import { type DialogTrigger, DialogTriggerContext, useTriggerRegistry } from '../Dialog/trigger';
import * as styles from './Popover.css';

/** Where the popover opens, beside its trigger; `start` and `end` follow the page's writing direction. */
export const popoverPlacements = ['bottom', 'top', 'start', 'end'] as const;

export type PopoverPlacement = (typeof popoverPlacements)[number];

/** Handed to `children` when it is a function: `close()` closes the popover, focus back on the trigger. */
export type PopoverRenderProps = DialogRenderProps;

export type PopoverProps = {
  /**
   * The button that opens it, and what it is placed against: a `Button` of this library (alone or inside an
   * element of yours); it gets `aria-haspopup`, `aria-expanded` and focus back on close. Works from a
   * server component too. A native `<button>` cannot open it: the popover says so on the console.
   */
  trigger: ReactElement<ButtonProps>;
  /** The content: a short explanation or a small form; a function receives `{ close }`. */
  children: ReactNode | ((props: PopoverRenderProps) => ReactNode);
  /** A heading at the top, which also names the popover for assistive technology. */
  title?: ReactNode;
  /** The popover's accessible name when it has no `title` (`aria-label`): what it holds, in a few words. */
  label?: string;
  /** Where it opens beside the trigger (`bottom` by default); it flips when there is no room on that side. */
  placement?: PopoverPlacement;
  /** Whether it is open (controlled). */
  open?: boolean;
  /** Whether it is open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it opens or closes (the trigger, Escape, a press outside, `close()`). */
  onOpenChange?: (open: boolean) => void;
  /** Class for the root element (the popover's box). */
  className?: string;
};

/**
 * A popover (react-aria's `Popover` with a `Dialog` in it): a small box beside its trigger, with a pointer
 * to it, for a short explanation or a small form. No veil: the page stays in sight. Focus moves into the
 * popover and stays there while it is open; Escape, a press outside and the trigger close it, and focus
 * returns to the trigger. The box carries react-aria's `data-placement` (where it opened, after any flip),
 * `data-entering` and `data-exiting`.
 */
export function Popover({
  trigger,
  children,
  title,
  label,
  placement = 'bottom',
  open,
  defaultOpen,
  onOpenChange,
  className,
}: PopoverProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen ?? false);
  const isOpen = open ?? uncontrolled;
  const setOpen = (next: boolean) => {
    setUncontrolled(next);
    onOpenChange?.(next);
  };
  const close = () => setOpen(false);
  const anchor = useRef<HTMLElement>(null);
  const side = useSideRoom(anchor, isOpen, placement);
  const register = useTriggerRegistry('Popover', true);
  // The trigger's Button reads this context (../Dialog/trigger.ts): it opens the popover and hands over its
  // element to be placed against. While open, react-aria's underlay takes a press on the trigger (outside).
  const context: DialogTrigger = { open: isOpen, press: () => setOpen(true), register, anchor };

  return (
    <>
      <DialogTriggerContext value={context}>{trigger}</DialogTriggerContext>
      <AriaPopover
        triggerRef={anchor}
        isOpen={isOpen}
        onOpenChange={setOpen}
        placement={side}
        // The arrow's 6 px plus a little air between it and the trigger.
        offset={10}
        containerPadding={8}
        className={cx(styles.popover, className)}
      >
        <OverlayPointer size={12} className={styles.arrow} shapeClassName={styles.arrowShape} />
        <AriaDialog aria-label={title ? undefined : label} className={styles.dialog}>
          {title ? (
            <Heading slot="title" level={2} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {typeof children === 'function' ? children({ close }) : children}
        </AriaDialog>
      </AriaPopover>
    </>
  );
}

/** The box's widest (20rem, `Popover.css.ts`) plus the offset and the screen's margin, in rem. */
const sideRoomRem = 21.5;

/**
 * `placement`, or `bottom` where a side placement has no room for the box beside the trigger (a phone):
 * React Aria flips to the other side only, and with no room on either it squeezed the box into a sliver at
 * the screen's edge. Measured when it opens and after each render while open, before it is painted (an
 * effect: nothing reads the window while rendering, and the library adds no resize listener).
 */
function useSideRoom(
  anchor: { current: HTMLElement | null },
  isOpen: boolean,
  placement: PopoverPlacement,
): PopoverPlacement {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const element = anchor.current;
    if (!isOpen || !element || (placement !== 'start' && placement !== 'end')) return;
    const { left, right } = element.getBoundingClientRect();
    const view = element.ownerDocument.documentElement;
    const rem = Number.parseFloat(getComputedStyle(view).fontSize) || 16;
    const needed = sideRoomRem * rem;
    setFits(Math.max(left, view.clientWidth - right) >= needed);
    // After every render while open, not only on opening: a page that re-renders after the screen turned
    // (or a theme switched) measures again. The same answer sets no state, so this settles at once.
  });
  return fits ? placement : 'bottom';
}
