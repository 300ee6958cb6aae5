import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { headingStyles } from '../../theme/textStyles';

export const root = style(
  layered({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.semibold,
    overflowWrap: 'break-word',
    textWrap: 'balance',
  }),
);

/** Each size's line height and letter spacing, from the composite styles (`theme/textStyles.ts`). */
export const sizes = styleVariants(headingStyles, (style) =>
  layered({
    fontSize: vars.font.size[style.size],
    lineHeight: vars.font.lineHeight[style.lineHeight],
    letterSpacing: vars.font.letterSpacing[style.letterSpacing],
  }),
);

export const tones = styleVariants({
  default: layered({ color: 'inherit' }),
  accent: layered({ color: vars.color.accent }),
  inverse: layered({ color: vars.color.onInverse }),
});
