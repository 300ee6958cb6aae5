import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';
import { bareList } from '../../theme/patterns';
import { detailTermType, detailValueType, lineLink } from '../patterns';

/** The groups one under the other, with room between kinds. */
export const groups = style(layered({ display: 'grid', gap: vars.space.xxl, marginTop: vars.space.xl }));

export const group = style(layered({ display: 'grid', gap: vars.space.md, scrollMarginTop: vars.space.xl }));

/** The items as cards: one column on a phone, two from `md`, three from `xl`; rows as tall as their tallest. */
export const entries = style(
  layered({
    display: 'grid',
    gap: vars.space.lg,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': {
      [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.xl]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  }),
);

/** A card a proof link lands on: clear of a sticky header, and marked while it is the address's target. */
export const entry = style(
  layered({
    scrollMarginTop: vars.space.xxl,
    selectors: { '&:target': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  }),
);

/** "Sample — not yet confirmed": set apart in the accent's quiet pair, so a placeholder never reads as proof. */
export const note = style(
  layered({
    alignSelf: 'start',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.accentSubtle,
    color: vars.color.onAccentSubtle,
    fontWeight: vars.font.weight.semibold,
  }),
);

/** Label over value: a card is too narrow for two columns in every language. */
export const facts = style(layered({ display: 'grid', gap: vars.space.sm, margin: 0 }));

export const fact = style(layered({ display: 'grid', gap: vars.space.xxs }));

export const term = style(layered(detailTermType));

export const value = style(layered(detailValueType));

/** The links under the details, each a 44px target of its own. */
export const links = style(layered({ display: 'grid', ...bareList }));

export const valueLink = style(layered(lineLink));
