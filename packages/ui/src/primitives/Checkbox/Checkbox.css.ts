import { style } from '@vanilla-extract/css';
import { choiceControl, choiceField, choiceLabel, choiceRow, underChoiceText } from '../../theme/choice';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

/** The box's side: 20 px at the brand's sizes, a 44 px touch row around it (`button`). */
const boxSize = '1.25rem';

/** The root (react-aria's `CheckboxField`): the label row, then help text and error message. */
export const root = style(layered(choiceField));

/** The `<label>` holding the hidden input, the box and the text: the whole row is the target. */
export const button = style(layered(choiceRow(boxSize)));

/** The drawn box: a 3:1 border, filled with the accent when ticked or indeterminate. */
export const box = style(
  layered({
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    color: vars.color.onAccent,
    transitionProperty: 'background-color, border-color, transform',
    ...choiceControl({
      row: button,
      width: boxSize,
      height: boxSize,
      borderRadius: vars.radius.sm,
      chosen: ['[data-selected]', '[data-indeterminate]'],
      selected: { background: vars.color.accent, borderColor: vars.color.accent },
      selectedHovered: { background: vars.color.accentHover, borderColor: vars.color.accentHover },
      shrinksWhenPressed: true,
      disabled: { color: vars.color.onSurfaceMuted },
      disabledSelected: { background: vars.color.border },
    }),
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

export const label = style(layered(choiceLabel));

/** Help text and error message start under the label's text, not under the box. */
export const indented = style(layered(underChoiceText(boxSize)));
