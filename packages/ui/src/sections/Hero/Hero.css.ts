import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';
import { displayType } from '../../theme/patterns';

/** Full width, at least 60% of the viewport's height on phones and 70% from `md` up (SPEC §9). */
export const root = style(
  layered({
    position: 'relative',
    isolation: 'isolate',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'end',
    minHeight: '60vh',
    overflow: 'hidden',
    background: vars.color.inverse,
    color: vars.color.onInverse,
    '@media': { [media.md]: { minHeight: '70vh', alignItems: 'center' } },
  }),
);

/** The picture layers fill the hero behind the text. */
const layer = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  objectFit: 'cover',
  objectPosition: '70% 50%',
} as const;

/** The poster (an `Image`) stretched over the whole hero; `${root} &` outranks the Image's own sizing. */
export const poster = style(
  layered({
    selectors: {
      [`${root} &`]: {
        position: 'absolute',
        inset: 0,
        zIndex: -3,
        width: '100%',
        maxWidth: 'none',
        height: '100%',
        aspectRatio: 'auto',
      },
    },
  }),
);

/** Keeps the illustration's subject (right of centre) in view when a narrow screen crops it. */
globalStyle(`${poster} img`, layered({ objectPosition: '70% 50%' }));

/** Hidden until it really plays, so the poster shows while it loads, when it fails or while paused at first. */
export const video = style(
  layered({
    ...layer,
    zIndex: -2,
    opacity: 0,
    transitionProperty: 'opacity',
    transitionDuration: vars.motion.duration.slow,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: { '&[data-state="playing"], &[data-state="paused"]': { opacity: 1 } },
  }),
);

/** Darkens the picture where the text sits (bottom on phones, start side from `md` up), for contrast. */
export const overlay = style(
  layered({
    position: 'absolute',
    inset: 0,
    zIndex: -1,
    background: `linear-gradient(to top, ${vars.color.inverse} 0%, color-mix(in srgb, ${vars.color.inverse} 80%, transparent) 45%, color-mix(in srgb, ${vars.color.inverse} 35%, transparent) 100%)`,
    '@media': {
      [media.md]: {
        background: `linear-gradient(to right, color-mix(in srgb, ${vars.color.inverse} 92%, transparent) 0%, color-mix(in srgb, ${vars.color.inverse} 70%, transparent) 45%, color-mix(in srgb, ${vars.color.inverse} 10%, transparent) 100%)`,
      },
    },
  }),
);

export const content = style(
  layered({
    display: 'grid',
    justifyItems: 'start',
    gap: vars.space.md,
    maxWidth: vars.size.prose,
  }),
);

export const eyebrow = style(
  layered({
    margin: 0,
    color: vars.palette.secondary300,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    letterSpacing: vars.font.letterSpacing.wide,
    textTransform: 'uppercase',
  }),
);

export const title = style(
  layered({
    ...displayType,
    textWrap: 'balance',
    hyphens: 'auto',
    overflowWrap: 'break-word',
    '@media': { [media.md]: { fontSize: vars.font.size.display } },
  }),
);

export const subtitle = style(
  layered({
    margin: 0,
    maxWidth: '36rem',
    fontSize: vars.font.size.lg,
    lineHeight: vars.font.lineHeight.relaxed,
    opacity: 0.92,
    textWrap: 'pretty',
  }),
);

export const actions = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: vars.space.xs }),
);

/** The pause / play switch, in the corner: moving content must be stoppable (WCAG 2.2.2). */
export const toggle = style(
  layered({
    position: 'absolute',
    insetBlockEnd: vars.space.sm,
    insetInlineEnd: vars.space.sm,
    zIndex: 1,
  }),
);

export const toggleIcon = style(layered({ width: '1.25rem', height: '1.25rem' }));
