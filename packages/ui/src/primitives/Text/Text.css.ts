import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { bodyStyles } from '../../theme/textStyles';

export const root = style(layered({ margin: 0 }));

/** Each size's line height, from the composite styles (`theme/textStyles.ts`). */
export const sizes = styleVariants(bodyStyles, (style) =>
  layered({ fontSize: vars.font.size[style.size], lineHeight: vars.font.lineHeight[style.lineHeight] }),
);

export const tones = styleVariants({
  default: layered({ color: 'inherit' }),
  muted: layered({ color: vars.color.onSurfaceMuted }),
  accent: layered({ color: vars.color.accent }),
  danger: layered({ color: vars.color.danger }),
  inverse: layered({ color: vars.color.onInverse }),
});

export const weights = styleVariants(vars.font.weight, (fontWeight) => layered({ fontWeight }));

export const aligns = styleVariants({ start: 'start', center: 'center', end: 'end' } as const, (textAlign) =>
  layered({ textAlign }),
);
