import { style } from '@vanilla-extract/css';
import { choiceControl, choiceLabel, choiceRow } from '../../theme/choice';
import { vars } from '../../theme/contract.css';
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

/** One radio's `<label>`, holding the hidden input, the circle and the text: the whole row is the target. */
export const radio = style(layered(choiceRow(circleSize)));

/** The drawn circle: a 3:1 border; the accent's ring and dot when chosen. */
export const circle = style(
  layered({
    display: 'grid',
    placeItems: 'center',
    color: vars.color.accent,
    transitionProperty: 'border-color, transform',
    ...choiceControl({
      row: radio,
      width: circleSize,
      height: circleSize,
      borderRadius: vars.radius.full,
      selected: { borderColor: vars.color.accent },
      selectedHovered: { borderColor: vars.color.accentHover, color: vars.color.accentHover },
      shrinksWhenPressed: true,
      disabled: { color: vars.color.onSurfaceMuted },
    }),
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

export const label = style(layered(choiceLabel));
