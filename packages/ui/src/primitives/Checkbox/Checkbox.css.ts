import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';
import { layered } from '../../theme/layered';

/** The box's side: 20 px at the brand's sizes, a 44 px touch row around it (`button`). */
const boxSize = '1.25rem';

/** The root (react-aria's `CheckboxField`): the label row, then help text and error message. */
export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    minWidth: 0,
    fontFamily: vars.font.family.body,
  }),
);

/**
 * The `<label>` holding the hidden input, the box and the text: the whole row is the target, at least 44 px
 * high. Hover, pressed and keyboard focus are react-aria's `data-hovered`, `data-pressed`, `data-focus-visible`
 * on it (a states view forces them the same way).
 */
export const button = style(
  layered({
    display: 'inline-flex',
    alignItems: 'flex-start',
    alignSelf: 'flex-start',
    gap: vars.space.sm,
    maxWidth: '100%',
    minHeight: vars.size.touch,
    boxSizing: 'border-box',
    // The box sits on the first line of text, centred in the 44 px row when the text is one line.
    paddingBlock: `calc((${vars.size.touch} - ${boxSize}) / 2)`,
    color: vars.color.onSurface,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.snug,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-disabled]': { color: vars.color.onSurfaceMuted, cursor: 'not-allowed' },
      '&[data-readonly]': { cursor: 'default' },
    },
  }),
);

/** The drawn box: a 3:1 border, filled with the accent when ticked or indeterminate. */
export const box = style(
  layered({
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    width: boxSize,
    height: boxSize,
    // One line of text is `lineHeight` em high: the box moves down to its middle.
    marginBlock: `calc((1em * ${vars.font.lineHeight.snug} - ${boxSize}) / 2)`,
    border: `2px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceRaised,
    color: vars.color.onAccent,
    transitionProperty: 'background-color, border-color, transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      [`${button}[data-hovered] &`]: { borderColor: vars.color.onSurface },
      [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
        background: vars.color.accent,
        borderColor: vars.color.accent,
      },
      [`${button}[data-selected][data-hovered] &, ${button}[data-indeterminate][data-hovered] &`]: {
        background: vars.color.accentHover,
        borderColor: vars.color.accentHover,
      },
      [`${button}[data-pressed] &`]: { transform: 'scale(0.92)' },
      [`${button}[data-focus-visible] &`]: focusRing,
      [`${button}[data-invalid] &`]: {
        borderColor: vars.color.danger,
        boxShadow: `0 0 0 1px ${vars.color.danger}`,
      },
      [`${button}[data-disabled] &`]: {
        background: vars.color.surfaceMuted,
        borderColor: vars.color.border,
        color: vars.color.onSurfaceMuted,
      },
      [`${button}[data-disabled][data-selected] &, ${button}[data-disabled][data-indeterminate] &`]: {
        background: vars.color.border,
      },
      [`${button}[data-readonly] &`]: { background: vars.color.surfaceMuted },
    },
  }),
);

/** The tick: shown while ticked, not while indeterminate. */
export const check = style(
  layered({
    width: '100%',
    height: '100%',
    opacity: 0,
    selectors: {
      [`${button}[data-selected]:not([data-indeterminate]) &`]: { opacity: 1 },
    },
  }),
);

/** The dash of an indeterminate box. */
export const dash = style(
  layered({
    position: 'absolute',
    width: '60%',
    height: '2px',
    borderRadius: vars.radius.full,
    background: 'currentColor',
    opacity: 0,
    selectors: { [`${button}[data-indeterminate] &`]: { opacity: 1 } },
  }),
);

export const label = style(layered({ minWidth: 0, overflowWrap: 'anywhere' }));

/** Help text and error message start under the label's text, not under the box. */
export const indented = style(layered({ paddingInlineStart: `calc(${boxSize} + ${vars.space.sm})` }));
