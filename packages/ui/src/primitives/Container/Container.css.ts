import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';

/** Centred, full width up to its size, with inline padding that grows with the viewport. */
export const root = style(
  layered({
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.md,
    '@media': {
      [media.sm]: { paddingInline: vars.space.lg },
      [media.lg]: { paddingInline: vars.space.xl },
    },
  }),
);

export const sizes = styleVariants(
  {
    prose: vars.size.prose,
    default: vars.size.container,
    wide: `calc(${vars.size.container} + 2 * ${vars.space.xxxl})`,
  },
  (maxWidth) => layered({ maxWidth }),
);
