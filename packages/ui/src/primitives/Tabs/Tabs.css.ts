import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';
import { layered } from '../../theme/layered';

/** The root (react-aria's `Tabs`): the tab list, then the selected tab's panel. */
export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    fontFamily: vars.font.family.body,
  }),
);

/** The row of tabs over a 1 px rule; it scrolls sideways when the tabs do not fit (a phone, long words). */
export const list = style(
  layered({
    display: 'flex',
    gap: vars.space.xs,
    overflowX: 'auto',
    boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
    scrollbarWidth: 'thin',
  }),
);

/**
 * One tab: at least 44 px high, the selected one underlined in the accent. Hover, pressed and keyboard
 * focus are react-aria's `data-hovered`, `data-pressed`, `data-focus-visible` (a states view forces them
 * the same way).
 */
export const tab = style(
  layered({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    minHeight: vars.size.touch,
    boxSizing: 'border-box',
    paddingInline: vars.space.md,
    borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'color, background-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    '::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: 0,
      height: '3px',
      borderRadius: vars.radius.full,
      background: 'transparent',
      transitionProperty: 'background-color',
      transitionDuration: vars.motion.duration.fast,
    },
    selectors: {
      '&[data-hovered]': { color: vars.color.onSurface, background: vars.color.surfaceMuted },
      '&[data-pressed]': { background: vars.color.border },
      '&[data-selected]': { color: vars.color.onSurface },
      '&[data-selected]::after': { background: vars.color.accent },
      '&[data-selected][data-hovered]::after': { background: vars.color.accentHover },
      // Drawn inside the tab: the scrolling list would cut a ring outside it.
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
      '&[data-disabled]': {
        color: vars.color.onSurfaceMuted,
        background: 'transparent',
        cursor: 'not-allowed',
        opacity: 0.55,
      },
      '&[data-disabled][data-selected]::after': { background: vars.color.border },
    },
  }),
);

/** The selected tab's panel: focusable when it holds nothing focusable (react-aria), with the ring then. */
export const panel = style(
  layered({
    paddingBlock: vars.space.md,
    color: vars.color.onSurface,
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  }),
);
