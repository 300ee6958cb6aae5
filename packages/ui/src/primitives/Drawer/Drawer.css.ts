import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideOut = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } });

const timing = `${vars.motion.duration.normal} ${vars.motion.easing.standard}`;

/** No movement for visitors who prefer reduced motion: the drawer simply appears and disappears. */
const still = {
  '@media': {
    [media.reducedMotion]: { selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } } },
  },
} as const;

/** The dimmed backdrop over the page; a click on it closes the drawer. */
export const overlay = style(
  layered({
    position: 'fixed',
    inset: 0,
    zIndex: vars.z.drawer,
    background: vars.color.overlay,
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${timing}` },
      '&[data-exiting]': { animation: `${fadeOut} ${timing} forwards` },
    },
    ...still,
  }),
);

/** The sliding panel: full height at the right edge, 20rem wide (never wider than the screen). */
export const panel = style(
  layered({
    position: 'fixed',
    insetBlock: 0,
    right: 0,
    display: 'flex',
    boxSizing: 'border-box',
    width: vars.size.drawer,
    maxWidth: '100%',
    background: vars.color.surface,
    color: vars.color.onSurface,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${slideIn} ${timing}` },
      '&[data-exiting]': { animation: `${slideOut} ${timing} forwards` },
    },
    ...still,
  }),
);

export const dialog = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    flex: '1 1 auto',
    minWidth: 0,
    outline: 'none',
    // The dialog takes focus when it opens: a keyboard user sees the ring, drawn inside the panel.
    selectors: { '&:focus-visible': { ...focusRing, outlineOffset: '-3px' } },
  }),
);

export const header = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minHeight: vars.size.header,
    boxSizing: 'border-box',
    paddingBlock: vars.space.xs,
    paddingInlineStart: vars.space.lg,
    paddingInlineEnd: vars.space.sm,
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);

export const title = style(
  layered({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    overflowWrap: 'anywhere',
  }),
);

/** Stays at the end of the header when the title is visually hidden. */
export const close = style(layered({ marginInlineStart: 'auto', flexShrink: 0 }));

export const body = style(
  layered({
    flex: '1 1 auto',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: vars.space.lg,
  }),
);
