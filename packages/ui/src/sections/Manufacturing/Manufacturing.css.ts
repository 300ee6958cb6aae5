import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';
import { bareList, gridList, iconRow, numberDisc, stepConnector, stepRow } from '../../theme/patterns';

export const capabilities = style(layered({ alignItems: 'stretch' }));

/** A capability card: a short oak rule above the title marks the group. */
export const capability = style(
  layered({
    position: 'relative',
    paddingBlockStart: vars.space.xl,
    '::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: vars.space.lg,
      insetInlineStart: vars.space.lg,
      width: vars.space.xl,
      height: '3px',
      borderRadius: vars.radius.full,
      background: vars.palette.secondary500,
    },
  }),
);

export const extras = style(
  layered({
    display: 'grid',
    gap: vars.space.section,
    marginBlockStart: vars.space.section,
  }),
);

export const block = style(layered({ display: 'grid', gap: vars.space.lg, minWidth: 0 }));

/** One column that may shrink below the picture's intrinsic width (the picture scales down with it). */
export const figure = style(
  layered({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm, margin: 0 }),
);

/**
 * Both heritage pictures in one frame: the same 3 : 2 box, rounded, edged with the border colour, on the
 * muted surface. A drawing with a light or transparent background (the lathe) reads as a picture like the
 * filled one beside it, and `contain` shows the whole drawing, never a crop of it.
 */
export const figureImage = style(
  layered({
    width: '100%',
    height: 'auto',
    aspectRatio: '3 / 2',
    objectFit: 'contain',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceMuted,
    overflow: 'hidden',
  }),
);

export const caption = style(
  layered({
    color: vars.color.onSurfaceMuted,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const track = style(layered({ gap: vars.space.lg, boxShadow: 'none' }));

export const steps = style(
  layered({
    display: 'grid',
    gap: vars.space.lg,
    ...bareList,
  }),
);

/** A step: its number in a disc, joined to the next by a thin line. */
export const step = style(
  layered({
    ...stepRow,
    alignItems: 'start',
    selectors: {
      '&:not(:last-child)::after': {
        ...stepConnector({ gap: vars.space.lg, width: '1px', color: vars.color.borderStrong }),
      },
    },
  }),
);

export const stepNumber = style(
  layered({
    ...numberDisc,
  }),
);

export const stepBody = style(
  layered({ display: 'grid', gap: vars.space.xxs, paddingBlockStart: vars.space.xs, minWidth: 0 }),
);

export const stepTitle = style(layered({ fontWeight: vars.font.weight.semibold }));

export const quality = style(
  layered({
    display: 'grid',
    gap: vars.space.xl,
    padding: vars.space.xl,
    '@media': {
      [media.lg]: {
        gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
        alignItems: 'center',
        padding: vars.space.xxl,
      },
    },
  }),
);

export const qualityText = style(layered({ display: 'grid', gap: vars.space.sm }));

export const checks = style(layered(gridList(vars.space.md, { [media.md]: 2 })));

export const check = style(
  layered({
    ...iconRow,
    color: vars.color.onInverse,
    lineHeight: vars.font.lineHeight.snug,
  }),
);

export const checkIcon = style(
  layered({
    width: vars.space.lg,
    height: vars.space.lg,
    color: vars.palette.secondary300,
  }),
);

export const facility = style(layered({ gap: vars.space.xs }));

/** The facility's role, read after its name but shown above it. */
export const role = style(
  layered({
    order: -1,
    letterSpacing: vars.font.letterSpacing.wide,
    textTransform: 'uppercase',
  }),
);
