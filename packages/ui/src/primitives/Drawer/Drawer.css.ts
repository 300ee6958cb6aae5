import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { enterExit, modalDialog, smallTitleType, veil } from '../../theme/patterns';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideOut = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } });

/** The dimmed backdrop over the page; a click on it closes the drawer. */
export const overlay = style(layered(veil(fadeIn, fadeOut)));

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
    ...enterExit(slideIn, slideOut),
  }),
);

export const dialog = style(layered(modalDialog));

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
    ...smallTitleType,
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
