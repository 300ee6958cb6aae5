// Style objects the library's components share, spread into their own `layered({ … })` styles: one
// place for what would otherwise be copied from file to file.
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { focusRing } from './focusRing.css';
import { media } from './media';

/** A list without bullets or indents (the grids and tracks of the sections). */
export const bareList = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** Display type: the heading family, large and tight (section titles, big figures). */
export const displayType = {
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
} as const;

/** A round, touch-sized disc that centres what it holds (step numbers, icons, markers). */
export const disc = {
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
} as const;

/**
 * A bare list laid out as a grid with `gap`: one column, and from each given `@media` query on the given
 * number of equal columns (`gridList(vars.space.lg, { [media.md]: 2 })`).
 */
export const gridList = (gap: string, columns: Record<string, number> = {}) => ({
  display: 'grid',
  gap,
  ...bareList,
  '@media': Object.fromEntries(
    Object.entries(columns).map(([query, count]) => [
      query,
      { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` },
    ]),
  ),
});

/** A step's number in an accent disc, in the heading typeface (processes, tracks). */
export const numberDisc = {
  ...disc,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'lining-nums',
} as const;

/** A step of a sequence: its number (a touch-sized disc) beside its text. */
export const stepRow = {
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${vars.size.touch} minmax(0, 1fr)`,
  columnGap: vars.space.md,
} as const;

/**
 * The line from a step's disc down to the next step (a `::after` of `stepRow`), `gap` being the space
 * between the steps.
 */
export const stepConnector = ({ gap, width, color }: { gap: string; width: '1px' | '2px'; color: string }) =>
  ({
    content: '""',
    position: 'absolute' as const,
    insetBlockStart: vars.size.touch,
    insetBlockEnd: `calc(-1 * ${gap})`,
    insetInlineStart: width === '1px' ? `calc(${vars.size.touch} / 2)` : `calc(${vars.size.touch} / 2 - 1px)`,
    width,
    background: color,
  }) as const;

/** An icon in a narrow column beside its text (checks, reasons). */
export const iconRow = {
  display: 'grid',
  gridTemplateColumns: `${vars.space.lg} minmax(0, 1fr)`,
  gap: vars.space.sm,
  alignItems: 'start',
} as const;

/**
 * A text field's box, and the select's that looks like it: 44 px high at least, a 3:1 border, the raised
 * surface, body type; with its fast transition of border, ring and fill (the states are the control's own).
 */
export const fieldBox = {
  width: '100%',
  minHeight: vars.size.touch,
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.onSurface,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
} as const;

/** The transition of a field's border, ring and fill between its states. */
export const fieldTransition = {
  transitionProperty: 'border-color, box-shadow, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
} as const;

/** A menu's fixed column for the check mark, so the names line up whether or not they are checked. */
export const checkColumn = {
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
  color: vars.color.accent,
} as const;

/**
 * An icon before a text, as tall as the text's first line (`lineHeight` being the text's), so the two
 * align however many lines the text wraps to (an error's warning sign, a feature's tick).
 */
export const firstLineIcon = (lineHeight: string) =>
  ({ flexShrink: 0, width: '1em', height: `calc(1em * ${lineHeight})` }) as const;

/** How a menu or list appears under its trigger: a short drop into place (`keyframes(dropIn)` in a `.css.ts`). */
export const dropIn = {
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xxs}))` },
  to: { opacity: 1, transform: 'translateY(0)' },
} as const;

/** What floats over the page (a list, a menu, a popover): a 1 px border, the raised surface, a shadow, body type. */
const raisedSurface = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.onSurface,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.body,
} as const;

/**
 * A list that opens over the page (a select's options, the language menu): a raised, bordered surface with
 * a shadow, in body type, that drops in (`appear`, the name of `keyframes(dropIn)`) while the selector
 * `opening` matches it, and appears at once under reduced motion.
 */
export const menuSurface = (opening: string, appear: string): StyleRule => ({
  padding: vars.space.xxs,
  ...raisedSurface,
  fontSize: vars.font.size.md,
  selectors: {
    [opening]: { animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
  },
  '@media': { [media.reducedMotion]: { selectors: { [opening]: { animation: 'none' } } } },
});

/** A row of such a list (an option, a menu item): touch-sized, tinted while current (its own `selectors`). */
export const menuItem = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  lineHeight: vars.font.lineHeight.snug,
  cursor: 'pointer',
  userSelect: 'none',
} as const;

/**
 * A raised box floating over the page beside what opened it (a select's list, a popover): a 1 px border,
 * the raised surface and a shadow, on the modals' layer (react-aria makes it modal while it is open, so a
 * select or popover inside a dialog or the drawer opens above it: it comes later in the document).
 */
export const floatingBox = {
  zIndex: vars.z.drawer,
  boxSizing: 'border-box',
  ...raisedSurface,
  outline: 'none',
} as const;

/**
 * An overlay's pointer (react-aria's `OverlayArrow`, class `arrow`): the triangle's `svg`, drawn pointing
 * down in a square, turned to face the trigger (`data-placement` is the side of the trigger the overlay is
 * on). `max-width: none`: the reset's `max-width: 100%` drew no pointer at the sides (no width to fill beside
 * the box).
 */
export const pointerShape = (arrow: string) =>
  ({
    display: 'block',
    maxWidth: 'none',
    selectors: {
      [`${arrow}[data-placement="bottom"] &`]: { transform: 'rotate(180deg)' },
      [`${arrow}[data-placement="left"] &`]: { transform: 'rotate(-90deg)' },
      [`${arrow}[data-placement="right"] &`]: { transform: 'rotate(90deg)' },
    },
  }) as const;

/** No entering or leaving motion for visitors who prefer reduced motion: the overlay simply appears. */
export const stillWhenReduced = {
  '@media': {
    [media.reducedMotion]: { selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } } },
  },
} as const;

/**
 * A modal part's entrance and exit on react-aria's `data-entering` / `data-exiting`, `enter` and `exit` being
 * keyframes (the exit holds its last frame until the part is gone); none for visitors who prefer reduced
 * motion: the part simply appears and disappears. The dialog's and the drawer's veil and box.
 */
export const enterExit = (enter: string, exit: string) => {
  const timing = `${vars.motion.duration.normal} ${vars.motion.easing.standard}`;
  return {
    selectors: {
      '&[data-entering]': { animation: `${enter} ${timing}` },
      '&[data-exiting]': { animation: `${exit} ${timing} forwards` },
    },
    '@media': {
      [media.reducedMotion]: { selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } } },
    },
  } satisfies StyleRule;
};

/**
 * The veil over the page behind a modal (the theme's overlay colour, on the modals' layer), fading in and
 * out with `fadeIn` and `fadeOut` (keyframes of the modal's `.css.ts`).
 */
export const veil = (fadeIn: string, fadeOut: string) => ({
  position: 'fixed' as const,
  inset: 0,
  zIndex: vars.z.drawer,
  background: vars.color.overlay,
  ...enterExit(fadeIn, fadeOut),
});

/**
 * The dialog inside a modal's box or panel: a column that fills it, and takes focus when it opens; a
 * keyboard user then sees the ring, drawn inside.
 */
export const modalDialog: StyleRule = {
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
  outline: 'none',
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: '-3px' } },
};

/** A small title in the heading typeface, as `Heading` size `lg` draws it (a drawer's, an accordion entry's). */
export const smallTitleType = {
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
} as const;
