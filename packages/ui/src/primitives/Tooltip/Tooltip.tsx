'use client';

import { type ReactElement, type ReactNode, useEffect, useRef } from 'react';
import { useTooltipTrigger } from 'react-aria/useTooltipTrigger';
import { Tooltip as AriaTooltip, TooltipTriggerStateContext } from 'react-aria-components/Tooltip';
import { useTooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import { cx } from '../../cx';
import { OverlayPointer } from '../../overlayPointer';
import type { ButtonProps } from '../Button/Button';
import * as styles from './Tooltip.css';
import { TooltipTriggerContext } from './trigger';

/** Where the tooltip shows, beside its trigger; `start` and `end` follow the page's writing direction. */
export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;

export type TooltipPlacement = (typeof tooltipPlacements)[number];

export type TooltipProps = {
  /**
   * The words shown: a short label for the trigger (what an icon button does), a few words, no link or
   * button (a tooltip cannot be reached by Tab). Never the only place of something a person needs: it does
   * not show on a touch screen.
   */
  content: ReactNode;
  /**
   * The trigger: a `Button` of this library (alone or inside an element of yours), which the tooltip
   * describes (`aria-describedby` while it shows). An icon button still needs its own `aria-label`.
   */
  children: ReactElement<ButtonProps>;
  /** Where it shows beside the trigger (`top` by default); it flips when there is no room on that side. */
  placement?: TooltipPlacement;
  /** Milliseconds the pointer rests on the trigger before it shows (600); keyboard focus shows it at once. */
  delay?: number;
  /** Milliseconds it stays after the pointer leaves (300), so the pointer can move onto it. */
  closeDelay?: number;
  /** Whether it shows (controlled). */
  open?: boolean;
  /** Whether it shows at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it shows or hides (hover, keyboard focus, Escape, a press on the trigger). */
  onOpenChange?: (open: boolean) => void;
  /** It never shows. */
  disabled?: boolean;
  /** Class for the root element (the tooltip's box). */
  className?: string;
};

/**
 * A tooltip (react-aria's `useTooltipTrigger` and `Tooltip`): a short label beside its trigger, shown when a
 * mouse rests on it (after `delay`) or keyboard focus reaches it, hidden when the pointer or focus leaves,
 * on Escape and on a press of the trigger. Once one tooltip has shown, the next shows at once. The box
 * (`role="tooltip"`) carries react-aria's `data-placement`, `data-entering` and `data-exiting`.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 600,
  closeDelay = 300,
  open,
  defaultOpen,
  onOpenChange,
  disabled = false,
  className,
}: TooltipProps) {
  const options = { isOpen: open, defaultOpen, onOpenChange, delay, closeDelay, isDisabled: disabled };
  const state = useTooltipTriggerState(options);
  const ref = useRef<HTMLElement>(null);
  const { triggerProps, tooltipProps } = useTooltipTrigger(options, state, ref);
  // After the first commit the Button has set `ref`: none set means nothing shows the tooltip (a native
  // <button>, another library's button), said on the console rather than left silent, as Dialog does.
  useEffect(() => {
    if (!ref.current)
      console.error(
        '[@brand/ui] Tooltip: it wraps no @brand/ui Button, so nothing shows the tooltip. A native <button> ' +
          'does not hear it: wrap a <Button> from @brand/ui (README §10).',
      );
  }, []);
  // The trigger is rendered as it came, never copied: its Button reads the context (./trigger.ts).
  return (
    <>
      <TooltipTriggerContext value={{ props: triggerProps, ref }}>{children}</TooltipTriggerContext>
      <TooltipTriggerStateContext value={state}>
        <AriaTooltip
          {...tooltipProps}
          triggerRef={ref}
          placement={placement}
          offset={8}
          containerPadding={8}
          className={cx(styles.tooltip, className)}
        >
          <OverlayPointer size={8} className={styles.arrow} shapeClassName={styles.arrowShape} />
          {content}
        </AriaTooltip>
      </TooltipTriggerStateContext>
    </>
  );
}
