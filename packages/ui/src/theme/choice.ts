// The frame the library's choices share (Checkbox, Switch, RadioGroup's radios): the row that is the
// target and the drawn control in it, as style objects each one's `.css.ts` spreads into its own
// `layered({ … })` styles, adding what only it draws (a tick, a thumb, a dot).
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { focusRing } from './focusRing.css';

/** A single choice's root (react-aria's `CheckboxField`, `SwitchField`): its row, then help text and error. */
export const choiceField: StyleRule = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  fontFamily: vars.font.family.body,
};

/**
 * A choice's `<label>`, holding the hidden input, the drawn control and the text: the whole row is the
 * target, at least 44 px high. The control (`controlHeight` high) sits on the first line of text, centred
 * in the 44 px row when the text is one line. Hover, pressed and keyboard focus are react-aria's
 * `data-hovered`, `data-pressed`, `data-focus-visible` on it (a states view forces them the same way).
 */
export const choiceRow = (controlHeight: string): StyleRule => ({
  display: 'inline-flex',
  alignItems: 'flex-start',
  alignSelf: 'flex-start',
  gap: vars.space.sm,
  maxWidth: '100%',
  minHeight: vars.size.touch,
  boxSizing: 'border-box',
  paddingBlock: `calc((${vars.size.touch} - ${controlHeight}) / 2)`,
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
});

/** What differs between the drawn controls: their size and shape, and how each state fills them. */
export type ChoiceControl = {
  /** The row's class (`choiceRow`'s style), whose states the control shows. */
  row: string;
  width: string;
  height: string;
  borderRadius: string;
  /** The row's attributes that mean "chosen": `[data-selected]`, and a checkbox's `[data-indeterminate]`. */
  chosen?: readonly string[];
  /** The fill while chosen, and while chosen and hovered. */
  selected: StyleRule;
  selectedHovered: StyleRule;
  /** Whether the control itself shrinks a little while pressed (a switch's thumb does instead). */
  shrinksWhenPressed?: boolean;
  /** Added to the disabled control's muted fill and border. */
  disabled?: StyleRule;
  /** The fill while disabled and chosen, and while read-only and chosen, where they differ. */
  disabledSelected?: StyleRule;
  readOnlySelected?: StyleRule;
};

/**
 * A choice's drawn control (a box, a track, a circle): a 3:1 border, centred on the first line of text,
 * and its states in one order, so the later wins where two apply: hover, chosen, pressed, keyboard focus
 * (the ring), invalid, disabled, read-only.
 */
export function choiceControl({
  row,
  width,
  height,
  borderRadius,
  chosen = ['[data-selected]'],
  selected,
  selectedHovered,
  shrinksWhenPressed = false,
  disabled,
  disabledSelected,
  readOnlySelected,
}: ChoiceControl): StyleRule {
  /** The control inside a row in any of the given states. */
  const inRow = (states: readonly string[]) => states.map((state) => `${row}${state} &`).join(', ');
  return {
    flexShrink: 0,
    boxSizing: 'border-box',
    width,
    height,
    // One line of text is `lineHeight` em high: the control moves down to its middle.
    marginBlock: `calc((1em * ${vars.font.lineHeight.snug} - ${height}) / 2)`,
    border: `2px solid ${vars.color.borderStrong}`,
    borderRadius,
    background: vars.color.surfaceRaised,
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      [inRow(['[data-hovered]'])]: { borderColor: vars.color.onSurface },
      [inRow(chosen)]: selected,
      [inRow(chosen.map((state) => `${state}[data-hovered]`))]: selectedHovered,
      ...(shrinksWhenPressed ? { [inRow(['[data-pressed]'])]: { transform: 'scale(0.92)' } } : {}),
      [inRow(['[data-focus-visible]'])]: focusRing,
      [inRow(['[data-invalid]'])]: {
        borderColor: vars.color.danger,
        boxShadow: `0 0 0 1px ${vars.color.danger}`,
      },
      [inRow(['[data-disabled]'])]: {
        background: vars.color.surfaceMuted,
        borderColor: vars.color.border,
        ...disabled,
      },
      ...(disabledSelected
        ? { [inRow(chosen.map((state) => `[data-disabled]${state}`))]: disabledSelected }
        : {}),
      [inRow(['[data-readonly]'])]: { background: vars.color.surfaceMuted },
      ...(readOnlySelected ? { [inRow(['[data-readonly][data-selected]'])]: readOnlySelected } : {}),
    },
  };
}

/** A choice's text beside its control. */
export const choiceLabel: StyleRule = { minWidth: 0, overflowWrap: 'anywhere' };

/** Help text and error message start under the label's text, not under the control `controlWidth` wide. */
export const underChoiceText = (controlWidth: string): StyleRule => ({
  paddingInlineStart: `calc(${controlWidth} + ${vars.space.sm})`,
});
