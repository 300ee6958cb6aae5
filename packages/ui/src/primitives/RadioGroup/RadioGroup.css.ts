import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';
import { layered } from '../../theme/layered';

/** The circle's diameter: 20 px at the brand's sizes, as the Checkbox's box, in a 44 px touch row. */
const circleSize = '1.25rem';

/** The group (react-aria's `RadioGroup`, on the field's column): label, help text, radios, message. */
export const root = style(layered({}));

/** The radios: a column, or a row that wraps (`data-orientation` on the group). */
export const options = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    selectors: {
      [`${root}[data-orientation="horizontal"] &`]: {
        flexDirection: 'row',
        flexWrap: 'wrap',
        columnGap: vars.space.lg,
      },
    },
  }),
);

/** One radio's wrapper (react-aria's `RadioField`): its row only. */
export const field = style(layered({ display: 'flex', maxWidth: '100%' }));

/**
 * One radio's `<label>`, holding the hidden input, the circle and the text: the whole row is the target, at
 * least 44 px high. Hover, pressed and keyboard focus are react-aria's `data-hovered`, `data-pressed`,
 * `data-focus-visible` on it (a states view forces them the same way).
 */
export const radio = style(
  layered({
    display: 'inline-flex',
    alignItems: 'flex-start',
    alignSelf: 'flex-start',
    gap: vars.space.sm,
    maxWidth: '100%',
    minHeight: vars.size.touch,
    boxSizing: 'border-box',
    paddingBlock: `calc((${vars.size.touch} - ${circleSize}) / 2)`,
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

/** The drawn circle: a 3:1 border; the accent's ring and dot when chosen. */
export const circle = style(
  layered({
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    width: circleSize,
    height: circleSize,
    // One line of text is `lineHeight` em high: the circle moves down to its middle.
    marginBlock: `calc((1em * ${vars.font.lineHeight.snug} - ${circleSize}) / 2)`,
    border: `2px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceRaised,
    color: vars.color.accent,
    transitionProperty: 'border-color, transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      [`${radio}[data-hovered] &`]: { borderColor: vars.color.onSurface },
      [`${radio}[data-selected] &`]: { borderColor: vars.color.accent },
      [`${radio}[data-selected][data-hovered] &`]: {
        borderColor: vars.color.accentHover,
        color: vars.color.accentHover,
      },
      [`${radio}[data-pressed] &`]: { transform: 'scale(0.92)' },
      [`${radio}[data-focus-visible] &`]: focusRing,
      [`${radio}[data-invalid] &`]: {
        borderColor: vars.color.danger,
        boxShadow: `0 0 0 1px ${vars.color.danger}`,
      },
      [`${radio}[data-disabled] &`]: {
        background: vars.color.surfaceMuted,
        borderColor: vars.color.border,
        color: vars.color.onSurfaceMuted,
      },
      [`${radio}[data-readonly] &`]: { background: vars.color.surfaceMuted },
    },
  }),
);

/** The dot of the chosen radio. */
export const dot = style(
  layered({
    width: '50%',
    height: '50%',
    borderRadius: vars.radius.full,
    background: 'currentColor',
    transform: 'scale(0)',
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: { [`${radio}[data-selected] &`]: { transform: 'scale(1)' } },
  }),
);

export const label = style(layered({ minWidth: 0, overflowWrap: 'anywhere' }));
