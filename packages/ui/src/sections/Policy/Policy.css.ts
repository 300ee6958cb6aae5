import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { bareList } from '../../theme/patterns';
import { lineLink } from '../patterns';

/** The version line under the title. */
export const updated = style(
  layered({ marginTop: vars.space.sm, color: vars.color.onSurfaceMuted, fontSize: vars.font.size.sm }),
);

/** The table of contents: a quiet panel of anchor links, one per line, each a 44px target. */
export const contents = style(
  layered({
    maxWidth: vars.size.prose,
    marginBlock: vars.space.lg,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
  }),
);

export const contentsLabel = style(
  layered({
    margin: 0,
    paddingBlock: vars.space.xs,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
  }),
);

export const contentsList = style(layered({ ...bareList, display: 'grid' }));

export const contentsLink = style(layered(lineLink));

/** The parts: a readable measure, each part's heading clear of the fixed header when reached by anchor. */
export const parts = style(layered({ display: 'grid', gap: vars.space.xl, maxWidth: vars.size.prose }));

export const part = style(
  layered({
    display: 'grid',
    gap: vars.space.sm,
    scrollMarginTop: `calc(${vars.size.header} + ${vars.space.md})`,
  }),
);

export const partHeading = style(
  layered({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textWrap: 'balance',
  }),
);

export const paragraph = style(layered({ margin: 0, overflowWrap: 'anywhere' }));

export const items = style(
  layered({ display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg }),
);
