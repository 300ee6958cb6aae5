import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';
import { cardTitleType } from '../patterns';

export const root = style(layered({ display: 'grid', gap: vars.space.lg, minWidth: 0 }));

/** Title and counts on one side, the export on the other; stacked on phones. */
export const header = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    justifyContent: 'space-between',
    gap: vars.space.md,
  }),
);

export const title = style(layered(cardTitleType));

export const counts = style(
  layered({ margin: 0, color: vars.color.onSurfaceMuted, fontSize: vars.font.size.sm }),
);

/** The empty and error states: a quiet panel with its text and, for an error, the retry button. */
export const notice = style(
  layered({
    display: 'grid',
    justifyItems: 'start',
    gap: vars.space.md,
    padding: vars.space.xl,
    border: `1px dashed ${vars.color.borderStrong}`,
    borderRadius: vars.radius.lg,
    color: vars.color.onSurfaceMuted,
  }),
);

/** A row's summary inside the accordion's button: status, who, when, what; in the body typeface. */
export const summary = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'baseline',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.regular,
  }),
);

/** A held enquiry's two badges, status above "Held", in the summary's first column. */
export const badges = style(
  layered({
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.xxs,
  }),
);

export const who = style(
  layered({
    minWidth: 0,
    overflowWrap: 'anywhere',
    selectors: { '[data-status="new"] &': { fontWeight: vars.font.weight.bold } },
  }),
);

/** Date and product family under the name. */
export const meta = style(
  layered({
    gridColumn: '2',
    color: vars.color.onSurfaceMuted,
    fontSize: vars.font.size.sm,
    overflowWrap: 'anywhere',
  }),
);

/** The opened enquiry: its details, the message, the two actions. */
export const detail = style(layered({ display: 'grid', gap: vars.space.md, paddingBlockEnd: vars.space.md }));

export const facts = style(
  layered({
    display: 'grid',
    gap: vars.space.xs,
    margin: 0,
    fontSize: vars.font.size.sm,
    '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  }),
);

export const fact = style(layered({ display: 'grid', gap: vars.space.xxs, minWidth: 0 }));

export const factName = style(layered({ color: vars.color.onSurfaceMuted }));

export const factValue = style(layered({ margin: 0, overflowWrap: 'anywhere' }));

/** The sender's text as written: line breaks kept, long words broken, never wider than the panel. */
export const message = style(
  layered({
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    lineHeight: vars.font.lineHeight.relaxed,
  }),
);

export const actions = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

export const failed = style(layered({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm }));

/** A fact of several lines (packaging wishes) keeps its line breaks. */
export const preserved = style(layered({ whiteSpace: 'pre-line' }));
