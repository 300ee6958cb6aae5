import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, focusVisible } from '../../theme/focusRing.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';

const slideDown = keyframes({
  from: { transform: 'translateY(-100%)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});
const slideInFromRight = keyframes({
  from: { transform: 'translateX(100%)', opacity: 0 },
  to: { transform: 'translateX(0)', opacity: 1 },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(100%)' },
});

const enter = `${vars.motion.duration.normal} ${vars.motion.easing.standard}`;

/**
 * The fixed list the toasts render in: full width at the top on phones, where it leaves the thumb's half
 * of the screen — and a form's send button — free (and where a phone's own notifications appear);
 * bottom-right from `sm` up.
 */
export const viewport = style(
  layered({
    position: 'fixed',
    zIndex: vars.z.toast,
    insetInline: 0,
    top: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    boxSizing: 'border-box',
    width: '100%',
    maxHeight: '100%',
    margin: 0,
    padding: vars.space.md,
    listStyle: 'none',
    outline: 'none',
    // The empty strip must not block clicks on the page below; toasts take pointer events back.
    pointerEvents: 'none',
    // F8 focuses the list itself: the ring is drawn inside it, while it holds a toast (Radix leaves focus
    // on the list when the last one is closed from the keyboard: no ring round an empty strip).
    selectors: { '&:focus-visible:not(:empty)': { ...focusRing, outlineOffset: '-3px' } },
    '@media': {
      [media.sm]: {
        top: 'auto',
        bottom: 0,
        insetInlineStart: 'auto',
        width: `calc(${vars.size.drawer} + ${vars.space.xxl})`,
        maxWidth: '100%',
      },
    },
  }),
);

export const root = style([
  layered(focusVisible),
  layered({
    position: 'relative',
    display: 'flex',
    // Title and text beside the close button, the action under them: the text keeps the toast's width.
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    columnGap: vars.space.sm,
    boxSizing: 'border-box',
    width: '100%',
    padding: vars.space.sm,
    paddingInlineStart: vars.space.md,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.family.body,
    pointerEvents: 'auto',
    selectors: {
      '&[data-state="open"]': { animation: `${slideDown} ${enter}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.duration.fast} ease-in forwards` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.motion.duration.fast} ease-out forwards` },
    },
    '@media': {
      [media.sm]: {
        selectors: { '&[data-state="open"]': { animation: `${slideInFromRight} ${enter}` } },
      },
      [media.reducedMotion]: {
        selectors: { '&[data-state], &[data-swipe]': { animation: 'none' } },
      },
    },
  }),
]);

/** Colours per variant: a raised card by default, the danger pair for failures. */
export const variants = styleVariants({
  default: layered({
    background: vars.color.surfaceRaised,
    color: vars.color.onSurface,
    borderColor: vars.color.border,
  }),
  destructive: layered({
    background: vars.color.danger,
    color: vars.color.onDanger,
    borderColor: vars.color.danger,
  }),
});

// Rings inside a red toast are drawn in its text colour (oak on red would be 1.6:1); the toast's own ring
// stays outside it, on the page, in the usual colour.
globalStyle(`${variants.destructive} *`, layered({ vars: { [vars.color.focus]: vars.color.onDanger } }));

export const content = style(
  layered({
    display: 'grid',
    gap: vars.space.xxs,
    flex: `1 1 calc(100% - ${vars.size.touch} - ${vars.space.sm})`,
    minWidth: 0,
    paddingBlock: vars.space.xs,
  }),
);

export const title = style(
  layered({
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    // Words stay whole ("message", never "messag/e"); only a word longer than the line breaks.
    overflowWrap: 'break-word',
    textWrap: 'balance',
  }),
);

export const description = style(
  layered({
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'break-word',
  }),
);

const control = layered({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover, &[data-hovered]': { background: 'color-mix(in srgb, currentColor 12%, transparent)' },
  },
});

/** The action button: outlined in the toast's own text colour, so it reads on both variants. */
export const action = style([
  layered(focusVisible),
  control,
  layered({
    paddingInline: vars.space.md,
    border: '1px solid currentColor',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    order: 2,
    marginBlock: `${vars.space.xxs} ${vars.space.xs}`,
  }),
]);

/** The close button: a 44px square with an × icon. */
export const close = style([
  layered(focusVisible),
  control,
  layered({ order: 1, width: vars.size.touch, padding: 0, border: 0 }),
]);
