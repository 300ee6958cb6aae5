import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';
import { bareList, checkColumn, gridList } from '../../theme/patterns';
import { smallCaps } from '../patterns';

/**
 * The current page's link, also under the pointer: `Link`'s hover colour has the same specificity as
 * `[aria-current]`, so without the hovered forms the stylesheet's order (which a partner's CSS parts or
 * bundler decide) would choose the colour.
 */
const current =
  '&[aria-current="page"], &[aria-current="page"]:hover, &[aria-current="page"]:active, &[aria-current="page"][data-hovered], &[aria-current="page"][data-pressed]';

/** The bar, fixed at the top above the page (below drawers, menus and toasts). */
export const root = style(
  layered({
    position: 'fixed',
    insetBlockStart: 0,
    insetInline: 0,
    zIndex: vars.z.header,
    height: vars.size.header,
    background: vars.color.surface,
    color: vars.color.onSurface,
    borderBlockEnd: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.sm,
  }),
);

/** Keeps the page's first content from sliding under the fixed bar. */
export const spacer = style(layered({ height: vars.size.header }));

export const bar = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    height: '100%',
    // A phone's row has every pixel spoken for (see `logo`).
    '@media': { 'screen and (max-width: 399.98px)': { gap: vars.space.sm } },
  }),
);

export const logo = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    // A lockup never breaks: the mark and the name on one line, whatever the language beside it. Where
    // the row is too narrow (a 320 px phone, text spacing widening every letter), the name gives way and
    // ends in an ellipsis (`wordmark`): the buttons beside it stay on the screen, and the link's name stays
    // whole for a screen reader. The mark keeps the link a 44 px target.
    flexShrink: 1,
    minWidth: vars.size.touch,
    whiteSpace: 'nowrap',
    minHeight: vars.size.touch,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: vars.font.letterSpacing.tight,
    '@media': { 'screen and (max-width: 399.98px)': { fontSize: vars.font.size.md } },
  }),
);

export const logoMark = style(
  layered({ width: '2.5rem', height: '2.5rem', flexShrink: 0, objectFit: 'contain' }),
);

/** The company's name in the logo: one line, cut with an ellipsis where the row has no room for all of it. */
export const wordmark = style(layered({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }));

/**
 * The wordmark beside the logo's mark: set a step smaller where it shares the row with the whole
 * navigation, so the longest language's row fits beside it on one line.
 */
export const logoText = style(layered({ '@media': { [media.xl]: { fontSize: vars.font.size.md } } }));

/**
 * Inline navigation, language menu and contact button: from the `xl` breakpoint up, the drawer below it.
 * One breakpoint for every language, the one where the longest (French: "Développement durable",
 * "Marque de distributeur") fits on one line in the widest first-visit fallback font (1,105 px of row
 * at 1024 px, where 960 px are free; docs/adr/0065). A language-dependent breakpoint would move with
 * every change of copy.
 */
export const desktop = style(
  layered({
    display: 'none',
    '@media': {
      [media.xl]: {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: vars.space.md,
        flex: '1 1 auto',
        // Never narrower than its content: the logo gives way first.
        minWidth: 'min-content',
      },
    },
  }),
);

export const navList = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: '0.125rem',
    ...bareList,
  }),
);

export const navLink = style(
  layered({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.touch,
    paddingInline: '0.375rem',
    fontSize: '0.875rem',
    fontWeight: vars.font.weight.medium,
    // One line each ("À / propos" was two): the inline navigation shows only from a width where the
    // longest language's row fits (see `desktop`).
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        insetInline: vars.space.xs,
        insetBlockEnd: vars.space.xxs,
        height: '2px',
        borderRadius: vars.radius.full,
        background: 'currentColor',
        transform: 'scaleX(0)',
        transitionProperty: 'transform',
        transitionDuration: vars.motion.duration.normal,
        transitionTimingFunction: vars.motion.easing.standard,
      },
      [current]: { color: vars.color.accent, fontWeight: vars.font.weight.semibold },
      '&[aria-current="page"]::after': { transform: 'scaleX(1)' },
    },
  }),
);

export const actions = style(layered({ display: 'flex', alignItems: 'center', gap: vars.space.xs }));

/** The menu button: below the `xl` breakpoint only (see `desktop`). */
export const menuToggle = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    flexShrink: 0,
    marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
    '@media': { [media.xl]: { display: 'none' } },
  }),
);

/**
 * The phone bar's contact button: an icon (the wordmark, the contact label and the menu button do not fit
 * side by side at 320–390 px, and the wordmark never wraps); its name is the contact's accessible label.
 */
export const phoneContact = style(layered({ flexShrink: 0 }));

export const menuIcon = style(layered({ width: '1.5rem', height: '1.5rem' }));

/** Everything the drawer lists, spaced apart. */
export const drawerBody = style(layered({ display: 'grid', gap: vars.space.lg }));

export const drawerList = style(layered(gridList(vars.space.xxs)));

export const drawerLink = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.touch,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.medium,
    selectors: {
      [current]: {
        background: vars.color.accentSubtle,
        color: vars.color.onAccentSubtle,
        fontWeight: vars.font.weight.semibold,
      },
    },
  }),
);

export const drawerContact = style(layered({ width: '100%' }));

/** The drawer's language choice: a labelled group of buttons, the active one checked. */
export const languages = style(
  layered({
    display: 'grid',
    gap: vars.space.xxs,
    paddingBlockStart: vars.space.lg,
    borderBlockStart: `1px solid ${vars.color.border}`,
  }),
);

/** The group of languages, named by its legend; no box of its own (the rule above is `languages`'). */
export const languageSet = style(layered({ minWidth: 0, margin: 0, padding: 0, border: 'none' }));

/** The languages under the legend (a legend is no grid item: the gap above the first is a margin). */
export const languageList = style(layered({ ...gridList(vars.space.xxs), marginBlockStart: vars.space.xxs }));

export const languagesLabel = style(
  layered({
    marginBlockEnd: vars.space.xxs,
    paddingInline: vars.space.sm,
    color: vars.color.onSurfaceMuted,
    ...smallCaps(vars.font.size.xs),
  }),
);

export const language = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    width: '100%',
    minHeight: vars.size.touch,
    paddingInline: vars.space.sm,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceMuted },
      '&[aria-current]': { fontWeight: vars.font.weight.semibold },
      '&[data-focus-visible]': focusRing,
    },
  }),
);

/** A fixed column for the check mark, so the names line up. */
export const languageCheck = style(layered(checkColumn));

export const languageCode = style(
  layered({
    marginInlineStart: 'auto',
    color: vars.color.onSurfaceMuted,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.regular,
    letterSpacing: vars.font.letterSpacing.wide,
    textTransform: 'uppercase',
  }),
);
