import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';
import { displayType } from '../../theme/patterns';

/** Space between two figures of a row. */
const columnGap = vars.space.lg;

/**
 * A figure's narrowest column: room for "27 Mio.+" in the display size. Fewer columns, never a
 * figure broken over two lines.
 */
const minColumn = '10rem';

/**
 * Up to `count` columns, as many as fit at `minColumn` each, and the figures always share the whole row:
 * three figures in a four-column list fill it (they used three quarters of it), and a phone gets fewer
 * columns instead of broken figures.
 */
const columnsUpTo = (count: number) =>
  `repeat(auto-fit, minmax(min(100%, max(${minColumn}, (100% - ${count - 1} * ${columnGap}) / ${count})), 1fr))`;

export const list = style(
  layered({
    display: 'grid',
    gridTemplateColumns: columnsUpTo(2),
    columnGap,
    rowGap: vars.space.xl,
    margin: 0,
    padding: 0,
  }),
);

export const listColumns = styleVariants({ 2: 2, 3: 3, 4: 4 }, (count) =>
  layered({ '@media': { [media.md]: { gridTemplateColumns: columnsUpTo(count) } } }),
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
    // A figure is one unit: "27 Mio.+" and "8–12 %" never break (at the space, after the dash).
    whiteSpace: 'nowrap',
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
