import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusVisible } from '../../theme/focusRing.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';
import { floatingBox } from '../../theme/patterns';

const appear = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xxs}))` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

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
    width: '100%',
    minHeight: vars.size.touch,
    margin: 0,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    color: vars.color.onSurface,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    textAlign: 'start',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'border-color, box-shadow, background-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
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

/** The list's box (a floating box, on the modals' layer: `floatingBox`), as wide as the field at least. */
export const popover = style(
  layered({
    ...floatingBox,
    minWidth: 'var(--trigger-width)',
    maxWidth: `calc(100vw - 2 * ${vars.space.sm})`,
    overflowY: 'auto',
    padding: vars.space.xxs,
    fontSize: vars.font.size.md,
    selectors: {
      '&[data-entering]': {
        animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      },
    },
    '@media': { [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
  }),
);

export const list = style(layered({ outline: 'none', display: 'flex', flexDirection: 'column', gap: '1px' }));

/** An option: 44 px high; the keyboard's or pointer's current one tinted, the chosen one bold and ticked. */
export const option = style(
  layered({
    ...focusVisible,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touch,
    boxSizing: 'border-box',
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.sm,
    lineHeight: vars.font.lineHeight.snug,
    cursor: 'pointer',
    userSelect: 'none',
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
