import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { pointerShape, stillWhenReduced } from '../../theme/patterns';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const timing = `${vars.motion.duration.fast} ${vars.motion.easing.standard}`;

/**
 * The label: the inverse colours (dark on a light page, light on a dark one), small type, a few words wide
 * at most (16rem). Above every layer a popover or dialog sits on: it comes later in the document. It fades
 * in and out; under reduced motion it simply appears.
 */
export const tooltip = style(
  layered({
    zIndex: vars.z.drawer,
    boxSizing: 'border-box',
    maxWidth: `min(16rem, calc(100vw - 2 * ${vars.space.sm}))`,
    // As tall as its words, whatever room is beside the trigger. react-aria writes the room it finds onto
    // the element as an inline max-height (made for a list that scrolls), so only `!important` outweighs
    // it; a tooltip never scrolls, and German's fourth line ran out of the box in the partner theme
    // (issue 36, the LongText story).
    maxHeight: 'none !important',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.sm,
    background: vars.color.inverse,
    color: vars.color.onInverse,
    boxShadow: vars.shadow.sm,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.snug,
    overflowWrap: 'break-word',
    hyphens: 'auto',
    // The pointer may move onto the label (WCAG 1.4.13, hoverable): it stays while the pointer is on it.
    selectors: {
      '&[data-entering]': { animation: `${appear} ${timing}` },
      '&[data-exiting]': { animation: `${appear} ${timing} reverse forwards` },
    },
    ...stillWhenReduced,
  }),
);

/** The pointer to the trigger (react-aria's `OverlayArrow`, which carries the label's `data-placement`). */
export const arrow = style(layered({ display: 'block' }));

/** The pointer's triangle in the label's colour, turned to face the trigger on each side. */
export const arrowShape = style(layered({ ...pointerShape(arrow), fill: vars.color.inverse }));
