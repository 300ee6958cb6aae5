import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

export const root = style(layered({ margin: 0 }));

export const sizes = styleVariants({
  xs: layered({ fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.snug }),
  sm: layered({ fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal }),
  md: layered({ fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal }),
  lg: layered({ fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.relaxed }),
});

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
