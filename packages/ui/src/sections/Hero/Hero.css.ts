import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';
import { displayType } from '../../theme/patterns';
import { eyebrowType, textBesidePicture } from '../patterns';
import { heroFocusHalo, heroScrimOpacity } from './scrim';

/**
 * Full width, at least 60% of the viewport's height on phones and 70% from `md` up (SPEC §9). The
 * positioned, isolated box the video, its scrim and its switch fill: they stack under the copy.
 */
export const root = style(
  layered({
    position: 'relative',
    isolation: 'isolate',
    overflow: 'hidden',
    display: 'grid',
    alignContent: 'center',
    minHeight: '60vh',
    background: vars.color.inverse,
    color: vars.color.onInverse,
    '@media': { [media.md]: { minHeight: '70vh' } },
  }),
);

/**
 * Text, then the picture: stacked below `lg` (the picture under the buttons), side by side from `lg` up
 * (text 7 : picture 5). The text never runs over the picture at any width.
 */
export const layout = style(
  layered(textBesidePicture({ from: media.lg, wide: media.xl, gap: vars.space.xl })),
);

/**
 * A hero with key figures: from `lg` up the text spans two rows beside the picture and the figures under
 * it (without figures the layout is the one row above).
 */
export const withFigures = style(layered({}));

/**
 * The picture's frame: the whole 16:9 poster while stacked; 4:3 beside the text, where the poster is cut
 * from the start side only (a picture keeps its subject towards the end side, its empty wall at the
 * start). With a video it is the poster: it shows until the video plays, then fades and leaves the
 * video, which fills the hero behind the copy, in its place (the frame keeps its room: nothing moves).
 */
export const stage = style(
  layered({
    position: 'relative',
    isolation: 'isolate',
    overflow: 'hidden',
    aspectRatio: '16 / 9',
    borderRadius: vars.radius.lg,
    background: vars.color.inverse,
    boxShadow: vars.shadow.lg,
    transitionProperty: 'opacity, visibility',
    transitionDuration: vars.motion.duration.slow,
    transitionTimingFunction: vars.motion.easing.standard,
    // With figures, below `lg`: after them (they follow it in the markup), so they come right after the
    // actions on a phone's first screen. Nothing in the frame takes focus: the focus order is unchanged.
    selectors: { [`${withFigures} &`]: { order: 1 } },
    '@media': {
      [media.lg]: {
        aspectRatio: '4 / 3',
        // With figures: beside the text, above them.
        selectors: { [`${withFigures} &`]: { order: 0, gridColumn: 2, gridRow: 1, alignSelf: 'end' } },
      },
    },
  }),
);

/** The poster (an `Image`) filling the frame; `${stage} &` outranks the Image's own sizing. */
export const poster = style(
  layered({
    selectors: {
      [`${stage} &`]: {
        position: 'absolute',
        inset: 0,
        zIndex: -2,
        width: '100%',
        maxWidth: 'none',
        height: '100%',
        aspectRatio: 'auto',
      },
    },
  }),
);

/** Cut from the start side only, never from the top or bottom: the subject stays whole. */
globalStyle(`${poster} img`, layered({ objectPosition: '100% 100%' }));

/**
 * The video over the hero's whole width and height, behind the copy (cropped to cover, from the centre).
 * Hidden until it really plays, so the poster shows while it loads, when it fails or while it waits.
 */
export const video = style(
  layered({
    position: 'absolute',
    inset: 0,
    zIndex: -2,
    width: '100%',
    height: '100%',
    maxWidth: 'none',
    objectFit: 'cover',
    objectPosition: '50% 50%',
    opacity: 0,
    transitionProperty: 'opacity',
    transitionDuration: vars.motion.duration.slow,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: { '&[data-state="playing"], &[data-state="paused"]': { opacity: 1 } },
  }),
);

/**
 * The hero's own dark colour laid over the video at {@link heroScrimOpacity}, so the copy reads over any
 * frame, even a white one (scrim.test.ts works the contrast out in both themes). It shows with the video
 * only.
 */
export const scrim = style(
  layered({
    position: 'absolute',
    inset: 0,
    zIndex: -1,
    background: `color-mix(in srgb, ${vars.color.inverse} ${heroScrimOpacity * 100}%, transparent)`,
    opacity: 0,
    transitionProperty: 'opacity',
    transitionDuration: vars.motion.duration.slow,
    transitionTimingFunction: vars.motion.easing.standard,
    pointerEvents: 'none',
    selectors: {
      [`${video}[data-state="playing"] ~ &, ${video}[data-state="paused"] ~ &`]: { opacity: 1 },
    },
  }),
);

// Once the video shows, the framed poster gives way to it (and leaves the accessibility tree with it).
globalStyle(
  `${root}:has(${video}[data-state="playing"], ${video}[data-state="paused"]) ${stage}`,
  layered({ opacity: 0, visibility: 'hidden' }),
);

// The focus ring would sit on the scrim over a light frame (under 3:1): a halo of the hero's own colour
// under it gives the ring the backdrop it has without video.
globalStyle(
  `${root}:has(${video}[data-state="playing"], ${video}[data-state="paused"]) :is(:focus-visible, [data-focus-visible])`,
  layered({ boxShadow: `0 0 0 ${heroFocusHalo} ${vars.color.inverse}` }),
);

/**
 * Eyebrow, title, subtitle and buttons, at most a prose measure wide. A size container: the title's type
 * scales with the column it has, so the longest word of a title fits its line in every language.
 */
export const content = style(
  layered({
    containerType: 'inline-size',
    display: 'grid',
    justifyItems: 'start',
    gap: vars.space.md,
    maxWidth: vars.size.prose,
    // With figures, from `lg` up: beside the picture and the figures under it.
    '@media': {
      [media.lg]: { selectors: { [`${withFigures} &`]: { gridColumn: 1, gridRow: '1 / span 2' } } },
    },
  }),
);

export const eyebrow = style(
  layered({
    ...eyebrowType,
    color: vars.palette.secondary300,
  }),
);

/** The display size, scaled down with the column: ≈ 16 characters of the heading face fit a line. */
export const title = style(
  layered({
    ...displayType,
    fontSize: `clamp(2rem, 10cqi, ${vars.font.size.display})`,
    textWrap: 'balance',
    overflowWrap: 'break-word',
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

/** The calls to action: one under the other at the full width on phones, side by side from `sm` up. */
export const actions = style(
  layered({
    display: 'grid',
    justifySelf: 'stretch',
    gap: vars.space.sm,
    marginBlockStart: vars.space.xs,
    '@media': { [media.sm]: { display: 'flex', flexWrap: 'wrap', justifySelf: 'start' } },
  }),
);

/**
 * The key figures, set off by a hairline, two a row: under the actions on phones and tablets (before the
 * picture, so the first of them show on a phone's first screen); from `lg` up under the picture, beside
 * the text, where the hero has room to spare: the hero grows little and they show in a laptop's first
 * screen (issue 37 §5: proof above the fold).
 */
export const figures = style(
  layered({
    paddingBlockStart: vars.space.lg,
    borderBlockStart: `1px solid color-mix(in srgb, ${vars.color.onInverse} 24%, transparent)`,
    '@media': { [media.lg]: { gridColumn: 2, gridRow: 2, alignSelf: 'start' } },
  }),
);

// The proof link on the dark band: the eyebrow's light accent (its contrast is the eyebrow's), underlined so
// it does not rest on colour alone.
globalStyle(
  `${figures} a`,
  layered({
    color: vars.palette.secondary300,
    textDecorationLine: 'underline',
    textUnderlineOffset: '0.2em',
  }),
);

/**
 * The pause / play switch, in the hero's upper end corner, over the video and its scrim: moving content
 * must be stoppable (WCAG 2.2.2), and a visitor finds the switch without scrolling — on a phone the hero
 * with its key figures is taller than the screen, and a switch at its foot sat below the first screen
 * (ADR 0092). The hero keeps the switch's room above its copy (`root` with a video), so a long eyebrow
 * never runs under it.
 */
export const toggle = style(
  layered({
    position: 'absolute',
    insetBlockStart: vars.space.md,
    insetInlineEnd: vars.space.md,
    zIndex: 1,
  }),
);

// With a video, the copy starts below the switch: its inset, its height and as much again under it.
globalStyle(
  `${root}:has(${toggle})`,
  layered({
    paddingBlockStart: `max(${vars.space.section}, calc(2 * ${vars.space.md} + ${vars.size.touch}))`,
  }),
);

export const toggleIcon = style(layered({ width: '1.25rem', height: '1.25rem' }));
