import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

export const root = style(
  layered({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.semibold,
    overflowWrap: 'break-word',
    textWrap: 'balance',
  }),
);

const large = { lineHeight: vars.font.lineHeight.tight, letterSpacing: vars.font.letterSpacing.tight };
const small = { lineHeight: vars.font.lineHeight.snug, letterSpacing: vars.font.letterSpacing.normal };

export const sizes = styleVariants({
  display: layered({ fontSize: vars.font.size.display, ...large }),
  xxxl: layered({ fontSize: vars.font.size.xxxl, ...large }),
  xxl: layered({ fontSize: vars.font.size.xxl, ...large }),
  xl: layered({ fontSize: vars.font.size.xl, ...small }),
  lg: layered({ fontSize: vars.font.size.lg, ...small }),
  md: layered({ fontSize: vars.font.size.md, ...small }),
});

export const tones = styleVariants({
  default: layered({ color: 'inherit' }),
  accent: layered({ color: vars.color.accent }),
  inverse: layered({ color: vars.color.onInverse }),
});
