import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';
import { layered } from '../../theme/layered';
import { floatingBox, pointerShape, stillWhenReduced } from '../../theme/patterns';

/** From the trigger's side (react-aria's `data-placement`: the side of the trigger the box is on). */
const appear = keyframes({ from: { opacity: 0, transform: 'var(--popover-from)' }, to: { opacity: 1 } });
const fade = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const timing = `${vars.motion.duration.fast} ${vars.motion.easing.standard}`;
const shift = vars.space.xxs;

/**
 * The box beside the trigger: a floating box as wide as its content up to 20rem (a short explanation reads
 * well at that measure) and never wider than the screen. Where no side has room for all of it (a small
 * phone, its keyboard up), React Aria caps its height (`max-height`): a column, so the dialog inside takes
 * that height and scrolls. It appears from the trigger's side; under reduced motion it simply appears.
 */
export const popover = style(
  layered({
    ...floatingBox,
    display: 'flex',
    flexDirection: 'column',
    borderRadius: vars.radius.lg,
    maxWidth: `min(20rem, calc(100vw - 2 * ${vars.space.sm}))`,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    vars: { '--popover-from': `translateY(calc(-1 * ${shift}))` },
    selectors: {
      '&[data-placement="top"]': { vars: { '--popover-from': `translateY(${shift})` } },
      '&[data-placement="left"]': { vars: { '--popover-from': `translateX(${shift})` } },
      '&[data-placement="right"]': { vars: { '--popover-from': `translateX(calc(-1 * ${shift}))` } },
      '&[data-entering]': { animation: `${appear} ${timing}` },
      '&[data-exiting]': { animation: `${fade} ${timing} forwards` },
    },
    ...stillWhenReduced,
  }),
);

/** The pointer to the trigger (react-aria's `OverlayArrow`, which carries the box's `data-placement`). */
export const arrow = style(layered({ display: 'block' }));

/**
 * The pointer's triangle in the box's colours, its border drawn by the stroke, turned to face the trigger on
 * each side (`data-placement` is the side of the trigger the box is on).
 */
export const arrowShape = style(
  layered({
    ...pointerShape(arrow),
    fill: vars.color.surfaceRaised,
    stroke: vars.color.border,
    strokeWidth: 1,
  }),
);

/**
 * The dialog inside: padding, and the ring drawn inside the box when it takes keyboard focus. It scrolls
 * when the box's height is capped (the content spilled out over the trigger and the page before); the
 * pointer, a sibling, stays outside the scrolling part.
 */
export const dialog = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    gap: vars.space.xs,
    padding: vars.space.md,
    borderRadius: 'inherit',
    outline: 'none',
    overflowWrap: 'break-word',
    hyphens: 'auto',
    selectors: { '&:focus-visible': { ...focusRing, outlineOffset: '-3px' } },
  }),
);

/** The title: the heading family, one step above the text. */
export const title = style(
  layered({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
  }),
);
