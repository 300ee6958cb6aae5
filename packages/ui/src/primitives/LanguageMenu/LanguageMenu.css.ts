import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusVisible } from '../../theme/focusRing.css';
import { layered } from '../../theme/layered';
import { checkColumn, dropIn, menuItem, menuSurface } from '../../theme/patterns';

const appear = keyframes(dropIn);

export const trigger = style(
  layered({
    ...focusVisible,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    minWidth: vars.size.touch,
    minHeight: vars.size.touch,
    paddingInline: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: 'inherit',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    letterSpacing: vars.font.letterSpacing.wide,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      ...focusVisible.selectors,
      '&:hover, &[data-hovered], &[data-state="open"]': {
        background: vars.color.surfaceMuted,
        borderColor: vars.color.border,
      },
    },
  }),
);

export const icon = style(layered({ flexShrink: 0, width: '1.25em', height: '1.25em' }));

export const chevron = style(
  layered({
    flexShrink: 0,
    width: '1em',
    height: '1em',
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.normal,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
  }),
);

export const content = style(
  layered({
    zIndex: vars.z.dropdown,
    minWidth: 'var(--radix-dropdown-menu-trigger-width)',
    transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
    ...menuSurface('&[data-state="open"]', appear),
  }),
);

export const item = style(
  layered({
    ...focusVisible,
    ...menuItem,
    selectors: {
      ...focusVisible.selectors,
      '&[data-highlighted]': { background: vars.color.accentSubtle, color: vars.color.onAccentSubtle },
      '&[data-state="checked"]': { fontWeight: vars.font.weight.semibold },
    },
  }),
);

/** Keeps a fixed column for the check mark, so the names line up whether or not they are checked. */
export const check = style(layered(checkColumn));

export const code = style(
  layered({
    marginInlineStart: 'auto',
    paddingInlineStart: vars.space.md,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.regular,
    letterSpacing: vars.font.letterSpacing.wide,
    textTransform: 'uppercase',
  }),
);
