'use client';

import { createContext, type DOMAttributes, type RefObject, useContext } from 'react';

/**
 * What a `Tooltip` tells the `Button` it wraps: react-aria's trigger props (`aria-describedby` while the
 * tooltip shows; the focus, hover and press handlers that show and hide it) and the ref it measures. A
 * context, as the Dialog's trigger (ADR 0079): the element is rendered as it came, never copied, so a
 * Button a server component sent works under `next dev` too.
 */
export type TooltipTrigger = {
  /** react-aria's `triggerProps`, for the Button's element. */
  props: DOMAttributes<Element>;
  /** Set to the Button's element: what the tooltip is placed against. */
  ref: RefObject<HTMLElement | null>;
};

/** Set by `Tooltip` around its `children` only. */
export const TooltipTriggerContext = createContext<TooltipTrigger | null>(null);

/** The tooltip a button shows, when it sits in a `Tooltip`. */
export const useTooltipTrigger = () => useContext(TooltipTriggerContext);

/** `own` props with the tooltip's: a handler both define runs the tooltip's first, then the Button's. */
export function withTooltip<P extends object>(tooltip: TooltipTrigger | null, own: P): P {
  if (!tooltip) return own;
  const merged: Record<string, unknown> = { ...(own as Record<string, unknown>) };
  for (const [key, theirs] of Object.entries(tooltip.props)) {
    const mine = merged[key];
    merged[key] =
      typeof mine === 'function' && typeof theirs === 'function'
        ? (...args: unknown[]) => {
            theirs(...args);
            mine(...args);
          }
        : (mine ?? theirs);
  }
  return merged as P;
}
