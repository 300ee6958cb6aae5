import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusVisible } from '../../theme/focusRing.css';
import { layered } from '../../theme/layered';

/** What every link shares; `variant` below adds to it (no runtime: the component joins them). */
export const base = style(
  layered({
    ...focusVisible,
    color: vars.color.link,
    borderRadius: vars.radius.sm,
    textUnderlineOffset: '0.2em',
    textDecorationThickness: '1px',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'color, text-decoration-color, text-decoration-thickness',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
  }),
);

export const variant = styleVariants({
  /** Inside running text: always underlined, so it never relies on colour alone. */
  inline: layered({
    textDecorationLine: 'underline',
    selectors: { '&:hover, &:active, &[data-hovered], &[data-pressed]': { textDecorationThickness: '2px' } },
  }),
  /** On its own line ("Learn more"): bolder, a 44px target, underlined on hover. */
  standalone: layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minHeight: vars.size.touch,
    fontWeight: vars.font.weight.semibold,
    textDecorationLine: 'none',
    selectors: {
      '&:hover, &:active, &[data-hovered], &[data-pressed]': {
        textDecorationLine: 'underline',
        textDecorationThickness: '2px',
      },
    },
  }),
  /** In lists and footers where the context says "link": takes the text colour, underlined on hover. */
  subtle: layered({
    color: 'inherit',
    textDecorationLine: 'none',
    selectors: {
      '&:hover, &:active, &[data-hovered], &[data-pressed]': {
        color: vars.color.link,
        textDecorationLine: 'underline',
      },
    },
  }),
});

export const externalIcon = style(
  layered({
    display: 'inline-block',
    width: '0.8em',
    height: '0.8em',
    marginInlineStart: vars.space.xxs,
    verticalAlign: 'baseline',
  }),
);
