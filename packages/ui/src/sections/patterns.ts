// Style objects the sections share, spread into their own `layered({ … })` styles (as `theme/patterns.ts`
// does for the whole library): the type of the sections' small labels, card titles and detail lists, and
// the header beside its picture, written once. Each section keeps its own classes.
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/** Small capitals: uppercase, spaced, semibold (eyebrows, the labels over details and link groups). */
export const smallCaps = (fontSize: string) =>
  ({
    fontSize,
    fontWeight: vars.font.weight.semibold,
    letterSpacing: vars.font.letterSpacing.wide,
    textTransform: 'uppercase',
  }) as const;

/** The kicker above a title (a section's header, a teaser, the hero): small capitals in the accent. */
export const eyebrowType = { margin: 0, color: vars.color.accent, ...smallCaps(vars.font.size.sm) } as const;

/** The title over a group of links or details (the footer's columns, a product's features): small, in the body face. */
export const groupTitleType = {
  fontFamily: vars.font.family.body,
  ...smallCaps(vars.font.size.xs),
  lineHeight: vars.font.lineHeight.snug,
} as const;

/** The title of a card or panel inside a section (the contact panels, the inbox): heading type, `xl`. */
export const cardTitleType = {
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
} as const;

/** A detail's term in a description list (the legal notice's fields, a proof's facts). */
export const detailTermType = {
  color: vars.color.onSurfaceMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
} as const;

/** A detail's value: no indent, and a long address or number breaks anywhere rather than overflow. */
export const detailValueType = { margin: 0, overflowWrap: 'anywhere' } as const;

/** A link that stands alone on its line (an e-mail address, a phone number): a 44px target, not an inline link. */
export const lineLink = { display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touch } as const;

/**
 * A section's header with its picture beside it: stacked below `lg`, from `lg` up the two side by side in
 * `columns` (`SectionHeader`'s `picture`; the about section's intro, in its own proportions).
 */
export const headerWithPicture = (columns: string) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'center',
  marginBottom: vars.space.xxl,
  '@media': { [media.lg]: { gridTemplateColumns: columns, gap: vars.space.xxxl } },
});

/**
 * A block whose title stands beside its content on wide screens (a third to two thirds, top-aligned) and
 * above it on narrow ones (private label's reasons, sustainability's details).
 */
export const titleBeside = {
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [media.lg]: {
      gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 8fr)',
      columnGap: vars.space.xxl,
      alignItems: 'start',
    },
  },
} as const;

/**
 * Text and a picture, text 7 : picture 5: one column below `from`, side by side from `from` up, the gap
 * growing from `gap` to `xxl` there and to `xxxl` from `wide` (the hero from `lg`, a teaser from `md`).
 */
export const textBesidePicture = ({ from, wide, gap }: { from: string; wide: string; gap: string }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap,
  alignItems: 'center',
  '@media': {
    [from]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: vars.space.xxl },
    [wide]: { gap: vars.space.xxxl },
  },
});
