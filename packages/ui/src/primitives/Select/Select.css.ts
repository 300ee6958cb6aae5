import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusVisible } from '../../theme/focusRing.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';
import { dropIn, fieldBox, fieldTransition, menuItem, menuSurface } from '../../theme/patterns';

const appear = keyframes(dropIn);

/** The root (react-aria's `Select`, with the text fields' `field` class): label, field, help, error. */
export const root = style(layered({}));

/**
 * The field: a `<button>` with the text fields' look (44 px high, a 3:1 border, the focus ring) and a
 * chevron. Hover, pressed and keyboard focus are react-aria's `data-hovered`, `data-pressed`,
 * `data-focus-visible` on it; invalid, open and disabled come from the root.
 */
export const trigger = style(
  layered({
    ...focusVisible,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    boxSizing: 'border-box',
    ...fieldBox,
    textAlign: 'start',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    ...fieldTransition,
    selectors: {
      ...focusVisible.selectors,
      '&[data-hovered]:not([data-disabled]), &[data-pressed]:not([data-disabled])': {
        borderColor: vars.color.onSurface,
      },
      [`${root}[data-open] &`]: { borderColor: vars.color.accent },
      [`${root}[data-invalid] &`]: {
        borderColor: vars.color.danger,
        boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
      },
      '&[data-disabled]': {
        background: vars.color.surfaceMuted,
        borderColor: vars.color.border,
        color: vars.color.onSurfaceMuted,
        cursor: 'not-allowed',
      },
    },
  }),
);

/** The chosen option's label, or the placeholder (muted); a long one ends in an ellipsis. */
export const value = style(
  layered({
    flex: '1 1 auto',
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    selectors: { '&[data-placeholder]': { color: vars.color.onSurfaceMuted } },
  }),
);

export const chevron = style(
  layered({
    flexShrink: 0,
    width: '1.25em',
    height: '1.25em',
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.normal,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: { [`${root}[data-open] &`]: { transform: 'rotate(180deg)' } },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  }),
);

/**
 * The list's layer, as wide as the field at least. While open the list is modal (react-aria), so it sits on
 * the modals' layer: a select inside a dialog or the drawer opens above it (it comes later in the document).
 */
export const popover = style(
  layered({
    zIndex: vars.z.drawer,
    boxSizing: 'border-box',
    minWidth: 'var(--trigger-width)',
    maxWidth: `calc(100vw - 2 * ${vars.space.sm})`,
    overflowY: 'auto',
    outline: 'none',
    ...menuSurface('&[data-entering]', appear),
  }),
);

export const list = style(layered({ outline: 'none', display: 'flex', flexDirection: 'column', gap: '1px' }));

/** An option: 44 px high; the keyboard's or pointer's current one tinted, the chosen one bold and ticked. */
export const option = style(
  layered({
    ...focusVisible,
    ...menuItem,
    boxSizing: 'border-box',
    selectors: {
      ...focusVisible.selectors,
      // Drawn inside the option: the list scrolls, and would cut a ring drawn outside.
      '&[data-focus-visible]': { outlineOffset: '-3px' },
      '&[data-focused], &[data-hovered]': {
        background: vars.color.accentSubtle,
        color: vars.color.onAccentSubtle,
      },
      '&[data-pressed]': { background: vars.color.surfaceMuted },
      '&[data-selected]': { fontWeight: vars.font.weight.semibold },
      '&[data-disabled]': { color: vars.color.onSurfaceMuted, cursor: 'not-allowed' },
    },
  }),
);

export const optionLabel = style(layered({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }));

/** The chosen option's tick, at the end; the others keep its room so the labels line up. */
export const tick = style(
  layered({
    flexShrink: 0,
    width: '1.25em',
    height: '1.25em',
    color: vars.color.accent,
    visibility: 'hidden',
    selectors: { [`${option}[data-selected] &`]: { visibility: 'visible' } },
  }),
);
