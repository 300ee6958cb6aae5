import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';
import { displayType } from '../../theme/patterns';

export const list = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: vars.space.lg,
    rowGap: vars.space.xl,
    margin: 0,
    padding: 0,
  }),
);

export const listColumns = styleVariants({ 2: 2, 3: 3, 4: 4 }, (count) =>
  layered({ '@media': { [media.md]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` } } }),
);

/** The label comes first in the markup (a `<dt>` names its `<dd>`), the figure is shown above it. */
export const stat = style(
  layered({
    display: 'flex',
    flexDirection: 'column-reverse',
    justifyContent: 'flex-end',
    gap: vars.space.xxs,
    minWidth: 0,
  }),
);

export const value = style(
  layered({
    ...displayType,
    fontVariantNumeric: 'lining-nums tabular-nums',
    overflowWrap: 'break-word',
  }),
);

export const label = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.snug,
    overflowWrap: 'break-word',
  }),
);

export const valueTones = styleVariants({
  default: layered({ color: vars.color.accent }),
  inverse: layered({ color: vars.color.onInverse }),
});

export const labelTones = styleVariants({
  default: layered({ color: vars.color.onSurfaceMuted }),
  inverse: layered({ color: vars.color.onInverse }),
});
