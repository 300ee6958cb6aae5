import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';
import { detailTermType, detailValueType, lineLink } from '../patterns';

/** The fields as a quiet panel: label over value on phones, side by side from `md` up. */
export const list = style(
  layered({
    display: 'grid',
    margin: 0,
    maxWidth: '48rem',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.sm,
  }),
);

export const row = style(
  layered({
    display: 'grid',
    gap: vars.space.xxs,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.lg,
    selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
    '@media': {
      [media.md]: { gridTemplateColumns: '14rem minmax(0, 1fr)', gap: vars.space.lg, alignItems: 'baseline' },
    },
  }),
);

export const term = style(layered(detailTermType));

export const value = style(layered(detailValueType));

/** A linked value (the e-mail address) stands alone on its line: a 44px target, not an inline link. */
export const valueLink = style(layered(lineLink));

/** The clauses under the fields. */
export const clauses = style(layered({ marginTop: vars.space.xl }));
