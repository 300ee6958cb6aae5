import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';
import { layered } from '../../theme/layered';

/** The track: 36 × 20 px at the brand's sizes (a 44 px touch row around it, `button`); the thumb inside. */
const trackWidth = '2.25rem';
const trackHeight = '1.25rem';
/** The thumb's inset from the track's edge (inside its 2 px border). */
const inset = '2px';
const thumbSize = `calc(${trackHeight} - 4px - 2 * ${inset})`;

/** The root (react-aria's `SwitchField`): the label row, then help text and error message. */
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
 * The `<label>` holding the hidden input, the track and the text: the whole row is the target, at least
 * 44 px high. Hover, pressed and keyboard focus are react-aria's `data-hovered`, `data-pressed`,
 * `data-focus-visible` on it (a states view forces them the same way).
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
    paddingBlock: `calc((${vars.size.touch} - ${trackHeight}) / 2)`,
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

/** The track: a 3:1 border, filled with the accent while on. */
export const track = style(
  layered({
    position: 'relative',
    flexShrink: 0,
    boxSizing: 'border-box',
    width: trackWidth,
    height: trackHeight,
    // One line of text is `lineHeight` em high: the track moves down to its middle.
    marginBlock: `calc((1em * ${vars.font.lineHeight.snug} - ${trackHeight}) / 2)`,
    border: `2px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceRaised,
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      [`${button}[data-hovered] &`]: { borderColor: vars.color.onSurface },
      [`${button}[data-selected] &`]: { background: vars.color.accent, borderColor: vars.color.accent },
      [`${button}[data-selected][data-hovered] &`]: {
        background: vars.color.accentHover,
        borderColor: vars.color.accentHover,
      },
      [`${button}[data-focus-visible] &`]: focusRing,
      [`${button}[data-invalid] &`]: {
        borderColor: vars.color.danger,
        boxShadow: `0 0 0 1px ${vars.color.danger}`,
      },
      [`${button}[data-disabled] &`]: { background: vars.color.surfaceMuted, borderColor: vars.color.border },
      [`${button}[data-disabled][data-selected] &`]: { background: vars.color.border },
      [`${button}[data-readonly] &`]: { background: vars.color.surfaceMuted },
      [`${button}[data-readonly][data-selected] &`]: { background: vars.color.borderStrong },
    },
  }),
);

/** The thumb: at the start while off, at the end while on (mirrored in right-to-left text). */
export const thumb = style(
  layered({
    position: 'absolute',
    insetBlockStart: inset,
    insetInlineStart: inset,
    width: thumbSize,
    height: thumbSize,
    borderRadius: vars.radius.full,
    background: vars.color.borderStrong,
    transitionProperty: 'inset-inline-start, background-color, transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      [`${button}[data-selected] &`]: {
        insetInlineStart: `calc(100% - ${thumbSize} - ${inset})`,
        background: vars.color.onAccent,
      },
      [`${button}[data-pressed] &`]: { transform: 'scale(0.85)' },
      [`${button}[data-disabled] &`]: { background: vars.color.onSurfaceMuted },
    },
  }),
);

export const label = style(layered({ minWidth: 0, overflowWrap: 'anywhere' }));

/** Help text and error message start under the label's text, not under the track. */
export const indented = style(layered({ paddingInlineStart: `calc(${trackWidth} + ${vars.space.sm})` }));
