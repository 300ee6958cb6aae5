import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';
import { bareList, gridList, iconRow, numberDisc, stepConnector, stepRow } from '../../theme/patterns';
import { titleBeside } from '../patterns';

/** The figures between two hairlines, like a ledger. */
export const stats = style(
  layered({
    paddingBlock: vars.space.xl,
    borderBlock: `1px solid ${vars.color.border}`,
    marginBlockEnd: vars.space.xxl,
  }),
);

export const services = style(layered({ alignItems: 'stretch' }));

export const service = style(layered({ gap: vars.space.xs }));

/** A quiet ordinal in oak above each service title (decorative; the list carries the order). */
export const serviceIndex = style(
  layered({
    color: vars.color.onSecondary,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    letterSpacing: vars.font.letterSpacing.wide,
    fontVariantNumeric: 'lining-nums tabular-nums',
  }),
);

export const extras = style(
  layered({ display: 'grid', gap: vars.space.section, marginBlockStart: vars.space.section }),
);

export const block = style(layered({ display: 'grid', gap: vars.space.xl, minWidth: 0 }));

export const process = style(layered(gridList(vars.space.xl, { [media.lg]: 4 })));

/** A step: number beside the text on phones, above it from `lg` up; a line leads to the next step. */
export const step = style(
  layered({
    ...stepRow,
    rowGap: vars.space.xs,
    alignContent: 'start',
    selectors: {
      '&:not(:last-child)::after': {
        ...stepConnector({ gap: vars.space.xl, width: '2px', color: vars.color.border }),
      },
    },
    '@media': {
      [media.lg]: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        rowGap: vars.space.sm,
        selectors: {
          '&:not(:last-child)::after': {
            insetBlockStart: `calc(${vars.size.touch} / 2 - 1px)`,
            insetBlockEnd: 'auto',
            insetInlineStart: `calc(${vars.size.touch} + ${vars.space.sm})`,
            insetInlineEnd: vars.space.sm,
            width: 'auto',
            height: '2px',
          },
        },
      },
    },
  }),
);

export const stepNumber = style(
  layered({
    gridRow: 'span 2',
    ...numberDisc,
    '@media': { [media.lg]: { gridRow: 'auto', marginBlockEnd: vars.space.xs } },
  }),
);

/** Title beside the list on wide screens, above it on narrow ones, under a hairline. */
export const reasons = style(
  layered({
    ...titleBeside,
    paddingBlockStart: vars.space.xl,
    borderBlockStart: `1px solid ${vars.color.border}`,
  }),
);

export const reasonList = style(
  layered({
    display: 'grid',
    gap: vars.space.md,
    ...bareList,
    '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xl } },
  }),
);

export const reason = style(
  layered({
    ...iconRow,
    lineHeight: vars.font.lineHeight.snug,
  }),
);

export const reasonIcon = style(
  layered({ width: vars.space.lg, height: vars.space.lg, color: vars.color.accent }),
);
