import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';
import { displayType } from '../../theme/patterns';
import { eyebrowType, textBesidePicture } from '../patterns';

/** A teaser band is shorter than a full section: less room above and below. */
export const root = style(layered({ paddingBlock: 'clamp(2.5rem, 6vw, 4.5rem)' }));

/**
 * Text, then the picture on phones; side by side from `md` up (text 7 : picture 5), the picture on the end
 * side, or on the start side with `data-reverse`.
 */
export const layout = style(
  layered(textBesidePicture({ from: media.md, wide: media.lg, gap: vars.space.lg })),
);

/** Picture first, text second, from `md` up. */
export const reversed = style(
  layered({
    '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' } },
  }),
);

export const text = style(
  layered({
    display: 'grid',
    justifyItems: 'start',
    gap: vars.space.sm,
    maxWidth: vars.size.prose,
    '@media': { [media.md]: { selectors: { [`${reversed} &`]: { gridColumn: 2, gridRow: 1 } } } },
  }),
);

export const eyebrow = style(layered(eyebrowType));

export const title = style(layered({ ...displayType, fontSize: vars.font.size.xxl, textWrap: 'balance' }));

export const body = style(layered({ fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.relaxed }));

export const more = style(layered({ margin: 0, marginBlockStart: vars.space.xs }));

export const arrow = style(layered({ width: '1em', height: '1em', flexShrink: 0 }));

/**
 * The picture: rounded, at most its own width. On phones it comes first, above the text, at most 20rem
 * wide so a teaser stays within a screen.
 */
export const picture = style(
  layered({
    order: -1,
    justifySelf: 'center',
    borderRadius: vars.radius.lg,
    // `${layout} &` outranks the Image's own cap (its intrinsic width).
    selectors: { [`${layout} &`]: { maxWidth: '20rem' } },
    '@media': {
      [media.md]: {
        order: 0,
        selectors: {
          [`${layout} &`]: { maxWidth: '100%' },
          [`${reversed} &`]: { gridColumn: 1, gridRow: 1 },
        },
      },
    },
  }),
);

/** A group's band: a teaser band's room above and below. */
export const groupRoot = style(layered({ paddingBlock: 'clamp(2.5rem, 6vw, 4.5rem)' }));

/**
 * The teasers of a group: one under the other on phones, divided by a hairline; side by side from `md` up,
 * each a column whose link sits at its foot (a subgrid of picture, text and link), level across the row.
 */
export const group = style(
  layered({
    display: 'grid',
    gap: vars.space.xl,
    '@media': {
      [media.md]: {
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
        gridTemplateRows: 'auto 1fr auto',
        columnGap: vars.space.xl,
        rowGap: 0,
      },
    },
  }),
);

/**
 * A teaser of a group: on phones its picture (5 rem) beside the text, the link under both; from `md` up
 * the picture above, the rows shared with its neighbours.
 */
export const groupItem = style(
  layered({
    display: 'grid',
    gridTemplateColumns: '5rem minmax(0, 1fr)',
    alignItems: 'start',
    columnGap: vars.space.md,
    rowGap: vars.space.sm,
    selectors: {
      '& + &': { paddingBlockStart: vars.space.xl, borderBlockStart: `1px solid ${vars.color.border}` },
    },
    '@media': {
      [media.md]: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        gridTemplateRows: 'subgrid',
        gridRow: 'span 3',
        rowGap: vars.space.md,
        selectors: { '& + &': { paddingBlockStart: 0, borderBlockStart: 'none' } },
      },
    },
  }),
);

/** The picture: 5 rem beside the text on phones, the column's whole width from `md` up (not capped at its own). */
export const groupPicture = style(
  layered({
    borderRadius: vars.radius.md,
    selectors: { [`${group} &`]: { width: '100%', maxWidth: '100%' } },
    '@media': { [media.md]: { borderRadius: vars.radius.lg } },
  }),
);

export const groupText = style(layered({ display: 'grid', alignContent: 'start', gap: vars.space.xs }));

export const groupTitle = style(
  layered({ ...displayType, fontSize: vars.font.size.xl, textWrap: 'balance' }),
);

export const groupBody = style(layered({ lineHeight: vars.font.lineHeight.relaxed }));

// The links' row is shared across the group (subgrid): each link starts at its top, so a label that wraps
// to two lines (Italian, French in a column of three) grows downwards and the links stay level.
export const groupMore = style(
  layered({ margin: 0, gridColumn: '1 / -1', '@media': { [media.md]: { alignSelf: 'start' } } }),
);

// A column of three is narrower than a button's label in Italian with the system fonts ("Il private label
// nel dettaglio" and its arrow, 1,024 px): the label wraps, as a button's does on phones, instead of
// pushing the page sideways.
globalStyle(`${groupMore} a`, layered({ whiteSpace: 'normal' }));
