import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { enterExit, modalDialog, veil } from '../../theme/patterns';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.sm}) scale(0.98)` },
  to: { opacity: 1, transform: 'none' },
});

/** The veil over the page (the theme's overlay colour), centring the dialog; on the modals' layer. */
export const overlay = style(
  layered({
    ...veil(fadeIn, fadeOut),
    display: 'grid',
    placeItems: 'center',
    boxSizing: 'border-box',
    padding: vars.space.md,
  }),
);

/** The box: raised surface, never taller than the screen (the body scrolls), as wide as `size` allows. */
export const modal = style(
  layered({
    display: 'flex',
    boxSizing: 'border-box',
    width: '100%',
    maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    color: vars.color.onSurface,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    fontFamily: vars.font.family.body,
    ...enterExit(rise, fadeOut),
  }),
);

export const size = styleVariants({
  sm: layered({ maxWidth: '24rem' }),
  md: layered({ maxWidth: '32rem' }),
  lg: layered({ maxWidth: '48rem' }),
});

export const dialog = style(
  layered({
    ...modalDialog,
    minHeight: 0,
    borderRadius: 'inherit',
  }),
);

export const header = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    paddingBlockStart: vars.space.md,
    paddingInlineStart: vars.space.lg,
    paddingInlineEnd: vars.space.sm,
  }),
);

export const title = style(
  layered({
    flex: '1 1 auto',
    minWidth: 0,
    margin: 0,
    // Centred on the close button's 44 px while the title is one line.
    paddingBlock: `calc((${vars.size.touch} - 1em * ${vars.font.lineHeight.snug}) / 2)`,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    overflowWrap: 'anywhere',
    textWrap: 'balance',
  }),
);

export const close = style(layered({ flexShrink: 0 }));

export const body = style(
  layered({
    flex: '1 1 auto',
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

/** The buttons, at the end of the foot; on a narrow screen they wrap, the main action keeping the end. */
export const actions = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.lg,
    borderTop: `1px solid ${vars.color.border}`,
  }),
);
