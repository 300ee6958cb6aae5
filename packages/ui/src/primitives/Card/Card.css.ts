import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';

export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
    margin: 0,
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    listStyle: 'none',
  }),
);

export const tones = styleVariants({
  raised: layered({ background: vars.color.surfaceRaised, color: vars.color.onSurface }),
  muted: layered({ background: vars.color.surfaceMuted, color: vars.color.onSurface }),
  accent: layered({
    background: vars.color.accentSubtle,
    color: vars.color.onAccentSubtle,
    borderColor: vars.color.accentSubtle,
  }),
  inverse: layered({
    background: vars.color.inverse,
    color: vars.color.onInverse,
    borderColor: vars.color.inverse,
  }),
});

/** Lifts on hover or when something inside has focus; under reduced motion only the shadow changes. */
export const interactive = style(
  layered({
    transitionProperty: 'transform, box-shadow',
    transitionDuration: vars.motion.duration.normal,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:hover, &:focus-within, &[data-hovered]': {
        transform: 'translateY(-2px)',
        boxShadow: vars.shadow.md,
      },
    },
    '@media': {
      [media.reducedMotion]: {
        selectors: { '&:hover, &:focus-within, &[data-hovered]': { transform: 'none' } },
      },
    },
  }),
);
