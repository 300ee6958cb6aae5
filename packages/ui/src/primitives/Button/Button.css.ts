import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusVisible } from '../../theme/focusRing.css';
import { layered } from '../../theme/layered';

const filled = (background: string, color: string, hover: string) =>
  layered({
    background,
    color,
    borderColor: background,
    selectors: {
      '&[data-hovered]:not([data-disabled]), &[data-pressed]:not([data-disabled])': {
        background: hover,
        borderColor: hover,
      },
    },
  });

export const button = recipe({
  base: layered({
    ...focusVisible,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touch,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      ...focusVisible.selectors,
      '&[data-pressed]:not([data-disabled])': { transform: 'translateY(1px)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  }),
  variants: {
    variant: {
      default: filled(vars.color.accent, vars.color.onAccent, vars.color.accentHover),
      destructive: filled(vars.color.danger, vars.color.onDanger, vars.color.dangerHover),
      secondary: filled(vars.color.secondary, vars.color.onSecondary, vars.color.secondaryHover),
      outline: layered({
        background: 'transparent',
        color: vars.color.accent,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]:not([data-disabled])': {
            background: vars.color.accentSubtle,
            borderColor: vars.color.accent,
          },
        },
      }),
      ghost: layered({
        background: 'transparent',
        color: vars.color.onSurface,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceMuted } },
      }),
      link: layered({
        background: 'transparent',
        color: vars.color.link,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: { '&[data-hovered]:not([data-disabled])': { textDecorationThickness: '2px' } },
      }),
    },
    size: {
      default: layered({ paddingInline: vars.space.lg, fontSize: vars.font.size.md }),
      sm: layered({ paddingInline: vars.space.md, fontSize: vars.font.size.sm }),
      lg: layered({ minHeight: '3.25rem', paddingInline: vars.space.xl, fontSize: vars.font.size.lg }),
      icon: layered({ width: vars.size.touch, paddingInline: 0 }),
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Keeps the label's width while the spinner shows, so the button does not jump. */
export const label = style(layered({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs }));
