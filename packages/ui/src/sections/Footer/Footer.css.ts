import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';
import { bareList } from '../../theme/patterns';
import { groupTitleType } from '../patterns';

/** Dark (inverse) band at the foot of every page. */
export const root = style(
  layered({
    paddingBlockStart: vars.space.xxxl,
    paddingBlockEnd: vars.space.xl,
    background: vars.color.inverse,
    color: vars.color.onInverse,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const columns = style(
  layered({
    display: 'grid',
    gap: vars.space.xl,
    '@media': {
      [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.lg]: { gridTemplateColumns: '1.6fr 1fr 1fr 1.3fr', gap: vars.space.xxl },
    },
  }),
);

export const brand = style(
  layered({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.md,
    '@media': { [media.sm]: { gridColumn: '1 / -1' }, [media.lg]: { gridColumn: 'auto' } },
  }),
);

export const logo = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    justifySelf: 'start',
    minHeight: vars.size.touch,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: vars.font.letterSpacing.tight,
    // A lockup never breaks between its words: one line, set smaller on a small phone.
    whiteSpace: 'nowrap',
    '@media': { 'screen and (max-width: 399.98px)': { fontSize: vars.font.size.lg } },
  }),
);

export const logoMark = style(layered({ width: '3rem', height: '3rem', objectFit: 'contain' }));

export const tagline = style(
  layered({ margin: 0, maxWidth: '28rem', opacity: 0.85, lineHeight: vars.font.lineHeight.relaxed }),
);

export const heading = style(
  layered({
    margin: 0,
    marginBlockEnd: vars.space.sm,
    color: vars.palette.secondary300,
    ...groupTitleType,
  }),
);

export const list = style(layered({ display: 'grid', ...bareList }));

/** Footer links: the text colour of the dark band, a lighter warm tone on hover; a 44px target in lists. */
export const link = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    minWidth: vars.size.touch,
    minHeight: vars.size.touch,
    // A label that wraps (Spanish, German at 1024 px) keeps space above and below it, as a single line
    // has inside `minHeight`, instead of touching the next link.
    paddingBlock: vars.space.xs,
    lineHeight: vars.font.lineHeight.snug,
    selectors: {
      [`${root} &:hover, ${root} &:active`]: { color: vars.palette.secondary300 },
    },
  }),
);

export const address = style(layered({ display: 'grid', gap: vars.space.sm, fontStyle: 'normal' }));

export const addressLines = style(layered({ margin: 0, lineHeight: vars.font.lineHeight.relaxed }));

export const channel = style(layered({ display: 'grid', margin: 0 }));

export const channelLabel = style(
  layered({ opacity: 0.75, fontSize: vars.font.size.xs, letterSpacing: vars.font.letterSpacing.wide }),
);

/** Contact links (e-mail, phone) are underlined, as in running text; each is a 44px target of its own line. */
export const channelLink = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.touch,
    justifySelf: 'start',
    overflowWrap: 'anywhere',
    selectors: {
      [`${root} &`]: { textDecorationLine: 'underline', textUnderlineOffset: '0.2em' },
      [`${root} &:hover, ${root} &:active`]: { color: vars.palette.secondary300 },
    },
  }),
);

export const bottom = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    marginBlockStart: vars.space.xxl,
    paddingBlockStart: vars.space.lg,
    borderBlockStart: `1px solid color-mix(in srgb, currentColor 20%, transparent)`,
  }),
);

export const copyright = style(layered({ margin: 0, opacity: 0.8 }));

/** The legal notice and privacy notice links, side by side, wrapping on a narrow screen. */
export const legalLinks = style(
  layered({
    ...bareList,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space.lg,
    rowGap: vars.space.xxs,
  }),
);
