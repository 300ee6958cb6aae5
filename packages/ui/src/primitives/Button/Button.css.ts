import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusVisible } from '../../theme/focusRing.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';

// Hover and pressed also answer to `data-hovered` and `data-pressed` (React Aria's names), so a states view
// or a test can show them without a pointer; the focus ring answers to `data-focus-visible` (focusRing.css.ts).
const hovered = '&:hover:not([data-disabled]), &[data-hovered]:not([data-disabled])';
const pressed = '&:active:not([data-disabled]), &[data-pressed]:not([data-disabled])';

const filled = (background: string, color: string, hover: string) =>
  layered({
    background,
    color,
    borderColor: background,
    selectors: {
      [`${hovered}, ${pressed}`]: {
        background: hover,
        borderColor: hover,
      },
    },
  });

/** What every button shares; `variant` and `size` below add to it (no runtime: the component joins them). */
export const base = style(
  layered({
    ...focusVisible,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touch,
    // A label that wraps keeps space above and below it, as the single line has inside `minHeight`.
    paddingBlock: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    textWrap: 'balance',
    textDecoration: 'none',
    // One line from `sm` up; on a phone a label longer than the screen is wide (a long translation, a
    // wide fallback font) wraps inside the button instead of widening the page.
    maxWidth: '100%',
    whiteSpace: 'normal',
    '@media': { [media.sm]: { whiteSpace: 'nowrap' } },
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      ...focusVisible.selectors,
      [pressed]: { transform: 'translateY(1px)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  }),
);

export const variant = styleVariants({
  default: filled(vars.color.accent, vars.color.onAccent, vars.color.accentHover),
  destructive: filled(vars.color.danger, vars.color.onDanger, vars.color.dangerHover),
  secondary: filled(vars.color.secondary, vars.color.onSecondary, vars.color.secondaryHover),
  outline: layered({
    background: 'transparent',
    color: vars.color.accent,
    borderColor: vars.color.borderStrong,
    selectors: {
      [hovered]: {
        background: vars.color.accentSubtle,
        borderColor: vars.color.accent,
      },
    },
  }),
  ghost: layered({
    background: 'transparent',
    color: vars.color.onSurface,
    selectors: { [hovered]: { background: vars.color.surfaceMuted } },
  }),
  link: layered({
    background: 'transparent',
    color: vars.color.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    selectors: { [hovered]: { textDecorationThickness: '2px' } },
  }),
});

export const size = styleVariants({
  default: layered({ paddingInline: vars.space.lg, fontSize: vars.font.size.md }),
  sm: layered({ paddingInline: vars.space.md, fontSize: vars.font.size.sm }),
  lg: layered({ minHeight: '3.25rem', paddingInline: vars.space.xl, fontSize: vars.font.size.lg }),
  icon: layered({ width: vars.size.touch, paddingInline: 0 }),
});

/** Keeps the label's width while the spinner shows, so the button does not jump. */
export const label = style(layered({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs }));
