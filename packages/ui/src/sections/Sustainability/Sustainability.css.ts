import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';
import { disc, gridList, stepConnector, stepRow } from '../../theme/patterns';
import { lineLink, titleBeside } from '../patterns';

/** Picture above the text; side by side on tablets, where one card fills the row. */
export const pillar = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.lg,
    alignContent: 'start',
    '@media': {
      [media.md]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', alignItems: 'center' },
      [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr)', alignItems: 'start' },
    },
  }),
);

export const pillarImage = style(
  layered({ borderRadius: vars.radius.md, background: vars.color.surfaceMuted }),
);

export const pillarBody = style(layered({ display: 'grid', gap: vars.space.sm, alignContent: 'start' }));

export const badges = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xs,
    margin: 0,
    marginBlockStart: vars.space.xs,
    padding: 0,
    listStyle: 'none',
  }),
);

export const metrics = style(
  layered({
    display: 'grid',
    gap: vars.space.xl,
    marginBlockStart: vars.space.section,
    paddingBlockStart: vars.space.xl,
    borderBlockStart: `1px solid ${vars.color.border}`,
  }),
);

/** Title beside the accordion on wide screens, above it on narrow ones. */
export const details = style(
  layered({
    ...titleBeside,
    marginBlockStart: vars.space.section,
  }),
);

export const detail = style(layered({ margin: 0, maxWidth: vars.size.prose }));

/** The intro and the list of claims, in the right-hand column beside the block's title. */
export const evidenceBody = style(layered({ display: 'grid', gap: vars.space.lg, alignContent: 'start' }));

/** The claims in full, one under the other, each at its anchor. */
export const evidence = style(layered(gridList(vars.space.lg)));

/** One claim: its statement, then what must stand beside it; a rule on the left marks where it begins. */
export const claim = style(
  layered({
    display: 'grid',
    gap: vars.space.xs,
    maxWidth: vars.size.prose,
    paddingInlineStart: vars.space.md,
    borderInlineStart: `3px solid ${vars.color.accent}`,
  }),
);

export const claimStatement = style(layered({ fontWeight: vars.font.weight.semibold }));

/** The links to a claim's evidence, side by side where they fit, each a 44px target. */
export const claimEvidence = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space.lg,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const claimEvidenceLink = style(layered(lineLink));

export const chainBlock = style(
  layered({ display: 'grid', gap: vars.space.xl, marginBlockStart: vars.space.section }),
);

export const chain = style(layered(gridList(vars.space.lg, { [media.lg]: 5 })));

/** One link of the chain, joined to the next: downwards on phones, rightwards from `lg` up. */
export const link = style(
  layered({
    ...stepRow,
    rowGap: vars.space.sm,
    alignItems: 'start',
    selectors: {
      '&:not(:last-child)::after': {
        ...stepConnector({ gap: vars.space.lg, width: '2px', color: vars.color.accent }),
        opacity: 0.35,
      },
    },
    '@media': {
      [media.lg]: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        selectors: {
          '&:not(:last-child)::after': {
            insetBlockStart: `calc(${vars.size.touch} / 2 - 1px)`,
            insetBlockEnd: 'auto',
            insetInlineStart: vars.size.touch,
            insetInlineEnd: `calc(-1 * ${vars.space.lg})`,
            width: 'auto',
            height: '2px',
          },
        },
      },
    },
  }),
);

export const marker = style(
  layered({
    ...disc,
    border: `2px solid ${vars.color.accent}`,
    background: vars.color.surfaceRaised,
    color: vars.color.accent,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'lining-nums',
  }),
);

export const linkBody = style(
  layered({
    display: 'grid',
    gap: vars.space.xxs,
    paddingBlockStart: vars.space.xs,
    minWidth: 0,
    '@media': { [media.lg]: { paddingBlockStart: 0, paddingInlineEnd: vars.space.sm } },
  }),
);

export const linkTitle = style(layered({ fontWeight: vars.font.weight.semibold }));
