import { style } from '@vanilla-extract/css';
import { choiceControl, choiceField, choiceLabel, choiceRow, underChoiceText } from '../../theme/choice';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

/** The track: 36 × 20 px at the brand's sizes (a 44 px touch row around it, `button`); the thumb inside. */
const trackWidth = '2.25rem';
const trackHeight = '1.25rem';
/** The thumb's inset from the track's edge (inside its 2 px border). */
const inset = '2px';
const thumbSize = `calc(${trackHeight} - 4px - 2 * ${inset})`;

/** The root (react-aria's `SwitchField`): the label row, then help text and error message. */
export const root = style(layered(choiceField));

/** The `<label>` holding the hidden input, the track and the text: the whole row is the target. */
export const button = style(layered(choiceRow(trackHeight)));

/** The track: a 3:1 border, filled with the accent while on. */
export const track = style(
  layered({
    position: 'relative',
    transitionProperty: 'background-color, border-color',
    ...choiceControl({
      row: button,
      width: trackWidth,
      height: trackHeight,
      borderRadius: vars.radius.full,
      selected: { background: vars.color.accent, borderColor: vars.color.accent },
      selectedHovered: { background: vars.color.accentHover, borderColor: vars.color.accentHover },
      disabledSelected: { background: vars.color.border },
      readOnlySelected: { background: vars.color.borderStrong },
    }),
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

export const label = style(layered(choiceLabel));

/** Help text and error message start under the label's text, not under the track. */
export const indented = style(layered(underChoiceText(trackWidth)));
