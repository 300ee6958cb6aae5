import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { breakpoints, media } from '../../theme/media';
import { bareList, firstLineIcon, gridList } from '../../theme/patterns';
import { groupTitleType } from '../patterns';

/**
 * The range: one column on phones, two on tablets (a last odd card spans both), and on desktops six tracks
 * that each card shares with the others of its row (`data-row`, from `productRows`): three cards two tracks
 * wide, two cards three tracks wide, one card all six — every row full, for any number of products.
 */
export const grid = style(
  layered({
    display: 'grid',
    gap: vars.space.lg,
    ...bareList,
    '@media': {
      [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.lg]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
    },
  }),
);

const tabletOnly = `screen and (min-width: ${breakpoints.md}px) and (max-width: ${breakpoints.lg - 0.02}px)`;

/**
 * Each cell and its card share the grid's rows (subgrid: picture, text, features, specifications), so the
 * blocks of neighbouring cards start at the same height.
 */
export const cell = style(
  layered({
    display: 'grid',
    gridRow: 'span 4',
    gridTemplateRows: 'subgrid',
    rowGap: 0,
    minWidth: 0,
    '@media': {
      [tabletOnly]: { selectors: { '&:last-child:nth-child(odd)': { gridColumn: '1 / -1' } } },
      [media.lg]: {
        gridColumn: 'span 2',
        selectors: {
          '&[data-row="2"]': { gridColumn: 'span 3' },
          '&[data-row="1"]': { gridColumn: '1 / -1' },
        },
      },
    },
  }),
);

/**
 * A card fills its cell and stops below the fixed header when scrolled to by its anchor. Its parts sit in
 * fixed rows of the shared subgrid (picture, text, features, specifications), so a card without a picture
 * or without specifications keeps its other parts level with its neighbours'.
 */
export const card = style(
  layered({
    display: 'grid',
    gridRow: 'span 4',
    gridTemplateRows: 'subgrid',
    alignContent: 'start',
    rowGap: vars.space.md,
  }),
);

/** The picture on a quiet panel of the theme's muted surface, centred at its own size. */
export const picture = style(
  layered({
    gridRow: '1',
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
  }),
);

export const body = style(
  layered({ gridRow: '2', display: 'grid', alignContent: 'start', gap: vars.space.xs }),
);

export const group = style(layered({ display: 'grid', alignContent: 'start', gap: vars.space.xs }));

export const featuresGroup = style(layered({ gridRow: '3' }));

export const specsGroup = style(layered({ gridRow: '4', paddingTop: vars.space.xs }));

export const groupTitle = style(
  layered({
    margin: 0,
    color: vars.color.onSurfaceMuted,
    ...groupTitleType,
  }),
);

export const features = style(layered(gridList(vars.space.xs)));

export const feature = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

/** The tick, as tall as the first line of text. */
export const check = style(
  layered({
    ...firstLineIcon(vars.font.lineHeight.normal),
    color: vars.color.accent,
  }),
);

export const specs = style(layered({ margin: 0, fontSize: vars.font.size.sm }));

export const spec = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
    gap: vars.space.sm,
    paddingBlock: vars.space.xs,
    borderTop: `1px solid ${vars.color.border}`,
    lineHeight: vars.font.lineHeight.snug,
  }),
);

export const specKey = style(layered({ color: vars.color.onSurfaceMuted }));

export const specValue = style(
  layered({ margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'break-word' }),
);

/** The quote button at a card's foot: a fifth row of the shared grid, so the buttons of a row line up. */
export const quote = style(layered({ display: 'flex', alignSelf: 'end', paddingTop: vars.space.xs }));

// With quote buttons, every cell and card spans five rows instead of four (a card without one leaves its
// fifth empty), so neighbouring cards keep sharing their rows.
globalStyle(`${grid}[data-quotes] > ${cell}`, layered({ gridRow: 'span 5' }));
globalStyle(`${grid}[data-quotes] ${card}`, layered({ gridRow: 'span 5' }));
