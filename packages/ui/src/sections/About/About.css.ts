import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';
import { bareList, gridList } from '../../theme/patterns';
import { headerWithPicture } from '../patterns';

/** Introduction: the header, and the picture beside it from desktops up. */
export const intro = style(layered(headerWithPicture('minmax(0, 1.15fr) minmax(0, 1fr)')));

// The section header spaces itself from what follows; inside the intro grid, the grid does.
globalStyle(`${intro} > header`, layered({ marginBottom: 0 }));

export const picture = style(
  layered({
    justifySelf: 'center',
    borderRadius: vars.radius.lg,
    '@media': { [media.lg]: { justifySelf: 'end' } },
  }),
);

/** The three columns: a thin rule above each, like chapters. */
export const columns = style(layered(gridList(vars.space.xl, { [media.md]: 3 })));

export const column = style(
  layered({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.xs,
    paddingTop: vars.space.md,
    borderTop: `2px solid ${vars.color.accent}`,
  }),
);

/** The numbers block: a quiet band that sets the figures apart. */
export const stats = style(
  layered({
    marginTop: vars.space.xxl,
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceMuted,
    '@media': { [media.md]: { paddingInline: vars.space.xxl } },
  }),
);

/** An extra block (timeline, values): its title beside its content from desktops up. */
export const block = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.lg,
    marginTop: vars.space.section,
    paddingTop: vars.space.xxl,
    borderTop: `1px solid ${vars.color.border}`,
    '@media': {
      [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: vars.space.xxxl },
    },
  }),
);

export const blockHeader = style(
  layered({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.sm,
    '@media': { [media.lg]: { position: 'sticky', top: `calc(${vars.size.header} + ${vars.space.lg})` } },
  }),
);

/** The journey: an ordered list with a line through the years. */
export const timeline = style(layered(bareList));

export const entry = style(
  layered({
    display: 'grid',
    gridTemplateColumns: `calc(${vars.space.xxxl} + ${vars.space.xs}) minmax(0, 1fr)`,
    columnGap: vars.space.md,
  }),
);

export const year = style(
  layered({
    paddingTop: vars.space.xxs,
    color: vars.color.accent,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    fontVariantNumeric: 'lining-nums tabular-nums',
  }),
);

/** The body carries the line and the dot; the last entry's line stops at its text. */
export const entryBody = style(
  layered({
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.xxs,
    paddingBottom: vars.space.xl,
    paddingLeft: vars.space.lg,
    borderLeft: `2px solid ${vars.color.border}`,
    selectors: {
      '&::before': {
        content: '""',
        position: 'absolute',
        top: vars.space.xs,
        left: `calc(${vars.space.sm} / -2 - 1px)`,
        width: vars.space.sm,
        height: vars.space.sm,
        borderRadius: vars.radius.full,
        background: vars.color.accent,
        boxShadow: `0 0 0 ${vars.space.xxs} ${vars.color.surface}`,
      },
      [`${entry}:last-child &`]: { paddingBottom: 0 },
    },
  }),
);

/** Long compounds ("Bürstenstopfmaschinen") hyphenate in the narrow phone column. */
export const entryTitle = style(layered({ paddingTop: vars.space.xxs, hyphens: 'auto' }));

/** The values: two by two from tablets up. */
export const values = style(layered(gridList(vars.space.lg, { [media.md]: 2 })));

export const valueMark = style(
  layered({
    width: vars.space.xl,
    height: vars.space.xxs,
    borderRadius: vars.radius.full,
    background: vars.palette.secondary500,
  }),
);
