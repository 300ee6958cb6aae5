import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusVisible } from '../../theme/focusRing.css';
import { layered } from '../../theme/layered';
import { smallTitleType } from '../../theme/patterns';

export const root = style(layered({ borderBlockStart: `1px solid ${vars.color.border}` }));

export const item = style(layered({ borderBlockEnd: `1px solid ${vars.color.border}` }));

export const heading = style(layered(smallTitleType));

export const trigger = style(
  layered({
    ...focusVisible,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    width: '100%',
    minHeight: vars.size.touch,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.xxs,
    border: 0,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.onSurface,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      ...focusVisible.selectors,
      '&:hover:not(:disabled), &[data-hovered]:not(:disabled)': { color: vars.color.accent },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  }),
);

export const chevron = style(
  layered({
    flexShrink: 0,
    width: vars.space.lg,
    height: vars.space.lg,
    color: vars.color.accent,
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.normal,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  }),
);

/**
 * The panel glides open by growing its one grid row from 0fr to 1fr. Closed, it is also `visibility:
 * hidden` (after the glide), which takes its content out of the tab order and the accessibility tree.
 */
export const panel = style(
  layered({
    display: 'grid',
    gridTemplateRows: '0fr',
    overflow: 'clip',
    visibility: 'hidden',
    transitionProperty: 'grid-template-rows, visibility',
    transitionDuration: `${vars.motion.duration.normal}, 0s`,
    transitionDelay: `0s, ${vars.motion.duration.normal}`,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-state="open"]': { gridTemplateRows: '1fr', visibility: 'visible', transitionDelay: '0s' },
    },
  }),
);

/**
 * The panel's one grid row: it shrinks to nothing while closed (no padding of its own, or it could not).
 * Clipped, not `hidden`: a hidden box can still be scrolled, and focusing a link or button in a panel that
 * is still gliding open scrolled the content up (its first lines cut off; a press whose release came after
 * the content moved back was lost).
 */
export const content = style(layered({ minHeight: 0, overflow: 'clip' }));

export const body = style(
  layered({
    paddingInline: vars.space.xxs,
    paddingBlockEnd: vars.space.lg,
    color: vars.color.onSurfaceMuted,
    lineHeight: vars.font.lineHeight.relaxed,
  }),
);
