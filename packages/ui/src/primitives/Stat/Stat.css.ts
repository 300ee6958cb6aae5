import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';
import { displayType } from '../../theme/patterns';

/** Space between two figures of a row. */
const columnGap = vars.space.lg;

/**
 * A column is never narrower than this: room for a label's long word ("nachgepflanzt"). A phone's half
 * width is wider; a narrow side column gets one figure a row.
 */
const minColumn = '7.5rem';

/**
 * Up to `count` columns, and the figures always share the whole row: three figures in a four-column list
 * fill it (they used three quarters of it). The figures' size follows their column (see `value`).
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

/**
 * The label comes first in the markup (a `<dt>` names its `<dd>`s), the figure is shown above it and the
 * note, if any, under the label.
 */
export const stat = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-start',
    gap: vars.space.xxs,
    minWidth: 0,
    // The figure's size is read from the column's width (`cqi` in `value`).
    containerType: 'inline-size',
  }),
);

export const value = style(
  layered({
    ...displayType,
    fontVariantNumeric: 'lining-nums tabular-nums',
    // A figure is one unit: "27 Mio.+" and "8–12 %" never break (at the space, after the dash). Its size
    // follows the column, so the longest ("23,5–28 mm", 5.5 em) fits a phone's half width.
    fontSize: `min(${vars.font.size.xxxl}, 17cqi)`,
    whiteSpace: 'nowrap',
    order: -1,
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

/** A line under the label: where the figure is proven, how it is counted. */
export const note = style(
  layered({
    margin: 0,
    marginTop: vars.space.xxs,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.snug,
    overflowWrap: 'break-word',
  }),
);
