/**
 * The shape of a theme: every value a component may read. Themes fill it; `contract.css.ts` turns it
 * into `--brand-*` custom properties. Each token says what it is for, its brand default (`@default`, the
 * value of `brandTokens`; semantic colours name the palette step they point at) and, for colours, the colours
 * it must contrast with (WCAG AA, checked in both themes by `contrast.test.ts`). Storybook's Theme › Tokens
 * page shows the same text with the live values and contrast ratios of both themes.
 */
export type ThemeTokens = {
  /** Raw colours. Semantic colours point at these, so a theme can swap the palette alone. */
  palette: {
    /**
     * Lightest brand tint; `accentSubtle` points here (accent badge, cross-promotion banner).
     * @default #eef5ef
     */
    primary50: string;
    /**
     * Light brand tint, free for a partner's or an illustration's use (no component reads it).
     * @default #d5e7d8
     */
    primary100: string;
    /**
     * Soft brand tint for illustrations and decorative lines (no component reads it).
     * @default #aacfb1
     */
    primary200: string;
    /**
     * Mid brand colour for illustrations and large graphics, not for small text (no component reads it).
     * @default #3f7d4f
     */
    primary500: string;
    /**
     * Strong brand colour for illustrations (no component reads it; Storybook's own chrome does).
     * @default #2f6a3f
     */
    primary600: string;
    /**
     * The brand colour; `accent` and `link` point here (main actions, links): 4.5:1 on every light surface.
     * @default #245634
     */
    primary700: string;
    /**
     * Dark brand colour: hovered main actions, text on subtle brand tints.
     * @default #1c442a
     */
    primary800: string;
    /**
     * Darkest brand colour: inverse surfaces (footer, hero, dark bands).
     * @default #13301e
     */
    primary900: string;
    /**
     * Lightest oak tint (no component reads it).
     * @default #faf4ec
     */
    secondary50: string;
    /**
     * Light oak: the secondary button and badge.
     * @default #f1e3cf
     */
    secondary100: string;
    /**
     * Oak: hovered secondary button; headings and eyebrows on inverse surfaces.
     * @default #e3c9a5
     */
    secondary300: string;
    /**
     * Deep oak; `focus` points here (the focus ring); large decorative figures (timeline years, the 404 code).
     * @default #a9743f
     */
    secondary500: string;
    /**
     * Dark oak: text on the secondary colours.
     * @default #6b4220
     */
    secondary700: string;
    /**
     * White: raised surfaces (cards, fields, menus) and text on filled colours.
     * @default #ffffff
     */
    neutral0: string;
    /**
     * Page background (warm linen).
     * @default #faf8f4
     */
    neutral50: string;
    /**
     * Muted surfaces: quiet bands, read-only and disabled fields.
     * @default #f3efe8
     */
    neutral100: string;
    /**
     * Hairline borders and dividers.
     * @default #e4ddd2
     */
    neutral200: string;
    /**
     * A stronger line colour (no component reads it).
     * @default #cfc6b8
     */
    neutral300: string;
    /**
     * Borders of controls (fields, outline buttons): 3:1 on every surface.
     * @default #766d61
     */
    neutral500: string;
    /**
     * Muted text: descriptions, captions, placeholders.
     * @default #4a433b
     */
    neutral700: string;
    /**
     * Body text and headings.
     * @default #1f1b16
     */
    neutral900: string;
    /**
     * Error background (sign-in error banner).
     * @default #fbeceb
     */
    danger50: string;
    /**
     * Errors: destructive buttons and toasts, field errors, invalid borders.
     * @default #b3261e
     */
    danger600: string;
    /**
     * Hovered destructive button; text on the error background.
     * @default #8c1d17
     */
    danger700: string;
    /**
     * Success background (success badge).
     * @default #e9f4ec
     */
    success50: string;
    /**
     * Success text and fills.
     * @default #1e6b3a
     */
    success700: string;
  };
  /** Semantic colour pairs: a background and the text that reads on it. Each points at the palette. */
  color: {
    /**
     * The page background.
     * @contrast onSurface
     * @default palette.neutral50 (#faf8f4)
     */
    surface: string;
    /**
     * Body text, headings, ghost buttons, field text on the page surfaces.
     * @contrast surface, surfaceMuted, surfaceRaised
     * @default palette.neutral900 (#1f1b16)
     */
    onSurface: string;
    /**
     * Quiet bands and muted areas (read-only fields, ghost button hover).
     * @contrast onSurfaceMuted, onSurface
     * @default palette.neutral100 (#f3efe8)
     */
    surfaceMuted: string;
    /**
     * Secondary text: descriptions, captions, placeholders, stat labels.
     * @contrast surface, surfaceMuted, surfaceRaised
     * @default palette.neutral700 (#4a433b)
     */
    onSurfaceMuted: string;
    /**
     * Cards, fields, menus and toasts: lifted above the page.
     * @contrast onSurface
     * @default palette.neutral0 (#ffffff)
     */
    surfaceRaised: string;
    /**
     * Hairlines: card borders, dividers (decorative: no contrast minimum).
     * @default palette.neutral200 (#e4ddd2)
     */
    border: string;
    /**
     * Borders of controls: text fields, outline buttons (3:1 needed).
     * @contrast surface, surfaceMuted, surfaceRaised
     * @default palette.neutral500 (#766d61)
     */
    borderStrong: string;
    /**
     * The brand colour: default button, eyebrows, current navigation link, stat figures.
     * @contrast onAccent, surface, surfaceMuted, surfaceRaised, accentSubtle
     * @default palette.primary700 (#245634)
     */
    accent: string;
    /**
     * Default button when hovered or pressed.
     * @contrast onAccent
     * @default palette.primary800 (#1c442a)
     */
    accentHover: string;
    /**
     * Text and icons on accent fills.
     * @contrast accent, accentHover
     * @default palette.neutral0 (#ffffff)
     */
    onAccent: string;
    /**
     * A light brand background: accent badge, cross-promotion banner, highlighted menu entry.
     * @contrast onAccentSubtle, accent
     * @default palette.primary50 (#eef5ef)
     */
    accentSubtle: string;
    /**
     * Text on accentSubtle.
     * @contrast accentSubtle
     * @default palette.primary800 (#1c442a)
     */
    onAccentSubtle: string;
    /**
     * Secondary button and badge fill (oak).
     * @contrast onSecondary
     * @default palette.secondary100 (#f1e3cf)
     */
    secondary: string;
    /**
     * Secondary button when hovered.
     * @contrast onSecondary
     * @default palette.secondary300 (#e3c9a5)
     */
    secondaryHover: string;
    /**
     * Text on the secondary fills.
     * @contrast secondary, secondaryHover
     * @default palette.secondary700 (#6b4220)
     */
    onSecondary: string;
    /**
     * Errors: destructive button and toast, field error text and border.
     * @contrast onDanger, surface, surfaceMuted, surfaceRaised, dangerSubtle
     * @default palette.danger600 (#b3261e)
     */
    danger: string;
    /**
     * Destructive button when hovered.
     * @contrast onDanger
     * @default palette.danger700 (#8c1d17)
     */
    dangerHover: string;
    /**
     * Text and focus ring on danger fills.
     * @contrast danger, dangerHover
     * @default palette.neutral0 (#ffffff)
     */
    onDanger: string;
    /**
     * A light error background (sign-in error banner).
     * @contrast onDangerSubtle, danger
     * @default palette.danger50 (#fbeceb)
     */
    dangerSubtle: string;
    /**
     * Text on dangerSubtle.
     * @contrast dangerSubtle
     * @default palette.danger700 (#8c1d17)
     */
    onDangerSubtle: string;
    /**
     * Success text and fills (success badge).
     * @contrast onSuccess, palette.success50
     * @default palette.success700 (#1e6b3a)
     */
    success: string;
    /**
     * Text on success fills.
     * @contrast success
     * @default palette.neutral0 (#ffffff)
     */
    onSuccess: string;
    /**
     * Dark surfaces: footer, hero, inverse cards and bands.
     * @contrast onInverse, focus, palette.secondary300
     * @default palette.primary900 (#13301e)
     */
    inverse: string;
    /**
     * Text on inverse surfaces (lighter opacities for secondary lines).
     * @contrast inverse
     * @default palette.neutral50 (#faf8f4)
     */
    onInverse: string;
    /**
     * Links and link buttons.
     * @contrast surface, surfaceMuted, surfaceRaised
     * @default palette.primary700 (#245634)
     */
    link: string;
    /**
     * The keyboard focus ring, drawn 2 px outside the control (3:1 against what surrounds it).
     * @contrast surface, surfaceMuted, surfaceRaised, inverse, accentSubtle
     * @default palette.secondary500 (#a9743f)
     */
    focus: string;
    /**
     * The veil behind the drawer: the palette's darkest primary, 55 % opaque (it follows the palette).
     * @default color-mix(in srgb, var(--brand-palette-primary900) 55%, transparent)
     */
    overlay: string;
  };
  /** The space scale: gaps, paddings and margins, in rem (1 rem = 16 px by default). */
  space: {
    /**
     * No space.
     * @default 0
     */
    none: string;
    /**
     * 4 px: between an icon and its text.
     * @default 0.25rem
     */
    xxs: string;
    /**
     * 8 px: between a heading and its text, inside small controls.
     * @default 0.5rem
     */
    xs: string;
    /**
     * 12 px: inside fields, between related lines.
     * @default 0.75rem
     */
    sm: string;
    /**
     * 16 px: the default gap.
     * @default 1rem
     */
    md: string;
    /**
     * 24 px: between blocks; button padding.
     * @default 1.5rem
     */
    lg: string;
    /**
     * 32 px: card padding on wide screens, large button padding.
     * @default 2rem
     */
    xl: string;
    /**
     * 48 px: between groups of blocks.
     * @default 3rem
     */
    xxl: string;
    /**
     * 64 px: around large figures.
     * @default 4rem
     */
    xxxl: string;
    /**
     * 56–96 px, growing with the screen: between page sections.
     * @default clamp(3.5rem, 8vw, 6rem)
     */
    section: string;
  };
  /** Corner radii. */
  radius: {
    /**
     * Square corners.
     * @default 0
     */
    none: string;
    /**
     * Small controls, badges in the partner theme, focus outlines.
     * @default 6px
     */
    sm: string;
    /**
     * Buttons, fields, cards.
     * @default 10px
     */
    md: string;
    /**
     * Large cards and panels.
     * @default 18px
     */
    lg: string;
    /**
     * Pills and round markers.
     * @default 999px
     */
    full: string;
  };
  /** Typography. */
  font: {
    /** Typefaces, each with its fallbacks. */
    family: {
      /**
       * Body text and controls.
       * @default "Source Sans 3 Variable", "Source Sans 3", system-ui, -apple-system, "Segoe UI", sans-serif
       */
      body: string;
      /**
       * Headings and large figures.
       * @default "Fraunces Variable", "Fraunces", Georgia, "Times New Roman", serif
       */
      heading: string;
      /**
       * Code samples.
       * @default ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace
       */
      mono: string;
    };
    /** The type scale, in rem; the largest sizes grow with the screen (clamp). */
    size: {
      /**
       * 13 px: fine print, captions.
       * @default 0.8125rem
       */
      xs: string;
      /**
       * 15 px: small text, small buttons, help text.
       * @default 0.9375rem
       */
      sm: string;
      /**
       * 17 px: body text and buttons.
       * @default 1.0625rem
       */
      md: string;
      /**
       * 20 px: lead text, large buttons, card titles.
       * @default 1.25rem
       */
      lg: string;
      /**
       * 24 px: small headings.
       * @default 1.5rem
       */
      xl: string;
      /**
       * 28–36 px: section headings.
       * @default clamp(1.75rem, 1.4rem + 1.2vw, 2.25rem)
       */
      xxl: string;
      /**
       * 34–48 px: page titles.
       * @default clamp(2.125rem, 1.6rem + 2vw, 3rem)
       */
      xxxl: string;
      /**
       * 40–72 px: the hero title.
       * @default clamp(2.5rem, 1.6rem + 4vw, 4.5rem)
       */
      display: string;
    };
    /** Font weights. */
    weight: {
      /**
       * Body text.
       * @default 400
       */
      regular: string;
      /**
       * Emphasis in navigation.
       * @default 500
       */
      medium: string;
      /**
       * Buttons, headings, labels.
       * @default 600
       */
      semibold: string;
      /**
       * Strong emphasis.
       * @default 700
       */
      bold: string;
    };
    /** Line heights (unitless). */
    lineHeight: {
      /**
       * Headings and buttons.
       * @default 1.1
       */
      tight: string;
      /**
       * Small headings, help text.
       * @default 1.3
       */
      snug: string;
      /**
       * Body text.
       * @default 1.55
       */
      normal: string;
      /**
       * Long reading text.
       * @default 1.7
       */
      relaxed: string;
    };
    /** Letter spacing. */
    letterSpacing: {
      /**
       * Large headings.
       * @default -0.015em
       */
      tight: string;
      /**
       * Everything else.
       * @default 0
       */
      normal: string;
      /**
       * Upper-case eyebrows.
       * @default 0.08em
       */
      wide: string;
    };
  };
  /** Elevation shadows. */
  shadow: {
    /**
     * Cards at rest (the palette's darkest neutral, translucent: shadows follow the palette).
     * @default 0 1px 2px color-mix(in srgb, var(--brand-palette-neutral900) 8%, transparent)
     */
    sm: string;
    /**
     * Hovered cards, menus.
     * @default 0 4px 14px color-mix(in srgb, var(--brand-palette-neutral900) 10%, transparent)
     */
    md: string;
    /**
     * Toasts, the drawer, the skip link.
     * @default 0 16px 40px color-mix(in srgb, var(--brand-palette-neutral900) 16%, transparent)
     */
    lg: string;
  };
  /** Motion; every duration collapses to 0.01 ms for visitors who prefer reduced motion. */
  motion: {
    /** Durations. */
    duration: {
      /**
       * Hover and press feedback.
       * @default 120ms
       */
      fast: string;
      /**
       * Menus, accordions.
       * @default 200ms
       */
      normal: string;
      /**
       * The drawer and toasts sliding in.
       * @default 320ms
       */
      slow: string;
    };
    /** Easing curves. */
    easing: {
      /**
       * Most transitions: quick out, soft landing.
       * @default cubic-bezier(0.2, 0, 0, 1)
       */
      standard: string;
      /**
       * Entrances with a slight overshoot.
       * @default cubic-bezier(0.3, 0, 0, 1.2)
       */
      emphasized: string;
    };
  };
  /** Stacking layers, lowest first. */
  z: {
    /**
     * The page.
     * @default 0
     */
    base: string;
    /**
     * The fixed header.
     * @default 100
     */
    header: string;
    /**
     * Menus (the language menu).
     * @default 300
     */
    dropdown: string;
    /**
     * The veil behind the drawer.
     * @default 400
     */
    overlay: string;
    /**
     * The drawer.
     * @default 500
     */
    drawer: string;
    /**
     * Toasts, above everything (the skip link goes one higher).
     * @default 600
     */
    toast: string;
  };
  /** Fixed sizes. */
  size: {
    /**
     * The smallest touch target: buttons, links on their own line, menu triggers.
     * @default 44px
     */
    touch: string;
    /**
     * Width of the drawer panel.
     * @default 20rem
     */
    drawer: string;
    /**
     * Height of the fixed header.
     * @default 4.5rem
     */
    header: string;
    /**
     * Maximum width of page content (Container default).
     * @default 75rem
     */
    container: string;
    /**
     * Maximum width of reading text (about 70 characters).
     * @default 42rem
     */
    prose: string;
  };
  /** Breakpoints, for reference in JS and docs; media queries use `media.ts`. */
  breakpoint: {
    /**
     * Large phones: buttons stop wrapping.
     * @default 640px
     */
    sm: string;
    /**
     * Tablets: two columns.
     * @default 768px
     */
    md: string;
    /**
     * Desktops: the full header.
     * @default 1024px
     */
    lg: string;
    /**
     * Wide desktops.
     * @default 1280px
     */
    xl: string;
  };
};
