import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';
import { displayType } from '../../theme/patterns';
import { eyebrowType, headerWithPicture } from '../patterns';

export const root = style(
  layered({
    paddingBlock: vars.space.section,
  }),
);

export const tones = styleVariants({
  default: layered({ background: vars.color.surface, color: vars.color.onSurface }),
  muted: layered({ background: vars.color.surfaceMuted, color: vars.color.onSurface }),
  inverse: layered({ background: vars.color.inverse, color: vars.color.onInverse }),
});

export const header = style(
  layered({
    display: 'grid',
    gap: vars.space.sm,
    maxWidth: vars.size.prose,
    marginBottom: vars.space.xxl,
  }),
);

/** A page's header with its picture: stacked below `lg`, text 7 : picture 5 from `lg` up. */
export const withPicture = style(layered(headerWithPicture('minmax(0, 7fr) minmax(0, 5fr)')));

/** The header's text beside its picture, at the prose measure. */
export const headerText = style(layered({ display: 'grid', gap: vars.space.sm, maxWidth: vars.size.prose }));

/** The picture: rounded, as wide as its column (at most its own width), at the end side from `lg` up. */
export const headerPicture = style(
  layered({
    justifySelf: 'center',
    borderRadius: vars.radius.lg,
    '@media': { [media.lg]: { justifySelf: 'end' } },
  }),
);

export const centered = style(layered({ marginInline: 'auto', textAlign: 'center' }));

export const eyebrow = style(
  layered({
    ...eyebrowType,
    selectors: { [`${tones.inverse} &`]: { color: vars.palette.secondary300 } },
  }),
);

export const title = style(
  layered({
    ...displayType,
    textWrap: 'balance',
  }),
);

export const lead = style(
  layered({
    margin: 0,
    color: 'inherit',
    opacity: 0.88,
    fontSize: vars.font.size.lg,
    lineHeight: vars.font.lineHeight.relaxed,
    textWrap: 'pretty',
  }),
);

export const more = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, marginTop: vars.space.xxl }),
);

export const arrow = style(layered({ width: '1em', height: '1em', flexShrink: 0 }));

export const intro = style(layered({ display: 'grid', gap: vars.space.md }));

/** The longer lead of the section's own page: a touch larger and at full contrast. */
export const introLead = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.xl,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.onSurface,
  }),
);

export const introDescription = style(layered({ margin: 0 }));

/** The text intro (about, products): the page's longer lead, then the description, in body text. */
export const textIntro = style(layered({ display: 'grid', gap: vars.space.md }));

/** The longer introduction (subtitle flag) reads a little stronger than the description under it. */
export const textIntroLead = style(
  layered({
    fontSize: vars.font.size.lg,
    lineHeight: vars.font.lineHeight.relaxed,
    color: vars.color.onSurface,
  }),
);

export const textIntroDescription = style(
  layered({ fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.relaxed }),
);

/** The title and intro that open a block of a section's own page. */
export const blockHeader = style(layered({ display: 'grid', gap: vars.space.xs, maxWidth: vars.size.prose }));
