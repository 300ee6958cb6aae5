import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, focusVisible } from '../../theme/focusRing.css';
import { layered } from '../../theme/layered';
import { fieldBox, fieldTransition, firstLineIcon } from '../../theme/patterns';

/** The field's root: label, control, description and error stacked. Shared by TextField and TextArea. */
export const field = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    minWidth: 0,
    fontFamily: vars.font.family.body,
  }),
);

export const label = style(
  layered({
    color: vars.color.onSurface,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    overflowWrap: 'anywhere',
    cursor: 'default',
  }),
);

/** The visual "required" mark; hidden from assistive technology, which reads `aria-required` instead. */
export const asterisk = style(
  layered({
    marginInlineStart: vars.space.xxs,
    color: vars.color.danger,
  }),
);

/** The `<input>` or `<textarea>`: 44px high at least, a 3:1 border, the focus ring, invalid and disabled states. */
export const control = style(
  layered({
    ...focusVisible,
    display: 'block',
    ...fieldBox,
    ...fieldTransition,
    selectors: {
      ...focusVisible.selectors,
      // Tab walks a date input's day, month, year and calendar button; on the calendar button Chromium's
      // input matches neither :focus nor :focus-visible, only :focus-within, so its ring goes by that.
      '&[type="date"]:focus-within': focusRing,
      '&::placeholder': { color: vars.color.onSurfaceMuted, opacity: 1 },
      '&:hover:not([data-disabled]):not([readonly]), &[data-hovered]:not([data-disabled]):not([readonly])': {
        borderColor: vars.color.onSurface,
      },
      '&[data-invalid]': {
        borderColor: vars.color.danger,
        boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
      },
      '&[readonly]': { background: vars.color.surfaceMuted },
      '&[data-disabled]': {
        background: vars.color.surfaceMuted,
        borderColor: vars.color.border,
        color: vars.color.onSurfaceMuted,
        cursor: 'not-allowed',
      },
    },
  }),
);

export const description = style(
  layered({
    color: vars.color.onSurfaceMuted,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.snug,
  }),
);

export const error = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xxs,
    color: vars.color.danger,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.snug,
  }),
);

/** The warning icon before an error message: one line high, so it aligns with the first line of text. */
export const errorIcon = style(
  layered({
    ...firstLineIcon(vars.font.lineHeight.snug),
  }),
);
