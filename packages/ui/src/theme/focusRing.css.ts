import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The one visible focus indicator, for keyboard focus only. */
export const focusRing: StyleRule = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
};

/**
 * Spread into a style to show the focus ring on `:focus-visible` (or react-aria's `data-focus-visible`).
 * A style with `selectors` of its own must spread `focusVisible.selectors` into them too, or the ring is lost.
 */
export const focusVisible: StyleRule = {
  selectors: {
    '&:focus-visible, &[data-focus-visible]': focusRing,
  },
  outline: 'none',
};
