import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

/** The intrinsic width, as a length (`214px`); set inline from the `width` prop. */
export const widthVar = createVar();
/** The intrinsic aspect ratio (`214 / 176`); set inline from `width` and `height`. */
export const ratioVar = createVar();

/**
 * The box: its container's width, up to the image's own width, always in proportion. The width is a
 * percentage (not the intrinsic length) so an auto-sized grid or flex parent on a phone never grows to
 * the picture's full size and overflows the screen.
 */
export const root = style(
  layered({
    display: 'block',
    width: '100%',
    maxWidth: widthVar,
    aspectRatio: ratioVar,
    overflow: 'hidden',
  }),
);

export const image = style(layered({ display: 'block', width: '100%', height: '100%' }));

export const fits = styleVariants({ cover: 'cover', contain: 'contain' } as const, (objectFit) =>
  layered({ objectFit }),
);

export const fallback = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    padding: vars.space.sm,
    border: `1px dashed ${vars.color.borderStrong}`,
    background: vars.color.surfaceMuted,
    color: vars.color.onSurfaceMuted,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.snug,
    textAlign: 'center',
  }),
);

export const fallbackIcon = style(layered({ flexShrink: 0, width: vars.space.xl, height: vars.space.xl }));
