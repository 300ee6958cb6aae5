/**
 * The shape of a theme: every value a component may read. Themes fill it; `contract.css.ts` turns it
 * into `--brand-*` custom properties.
 */
export type ThemeTokens = {
  /** Raw colours. Semantic colours point at these, so a theme can swap the palette alone. */
  palette: {
    primary50: string;
    primary100: string;
    primary200: string;
    primary500: string;
    primary600: string;
    primary700: string;
    primary800: string;
    primary900: string;
    secondary50: string;
    secondary100: string;
    secondary300: string;
    secondary500: string;
    secondary700: string;
    neutral0: string;
    neutral50: string;
    neutral100: string;
    neutral200: string;
    neutral300: string;
    neutral500: string;
    neutral700: string;
    neutral900: string;
    danger50: string;
    danger600: string;
    danger700: string;
    success50: string;
    success700: string;
  };
  /** Semantic colour pairs: a background and the text that reads on it. */
  color: {
    surface: string;
    onSurface: string;
    surfaceMuted: string;
    onSurfaceMuted: string;
    surfaceRaised: string;
    border: string;
    borderStrong: string;
    accent: string;
    accentHover: string;
    onAccent: string;
    accentSubtle: string;
    onAccentSubtle: string;
    secondary: string;
    secondaryHover: string;
    onSecondary: string;
    danger: string;
    dangerHover: string;
    onDanger: string;
    dangerSubtle: string;
    onDangerSubtle: string;
    success: string;
    onSuccess: string;
    inverse: string;
    onInverse: string;
    link: string;
    focus: string;
    overlay: string;
  };
  space: {
    none: string;
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
    xxxl: string;
    section: string;
  };
  radius: { none: string; sm: string; md: string; lg: string; full: string };
  font: {
    family: { body: string; heading: string; mono: string };
    size: {
      xs: string;
      sm: string;
      md: string;
      lg: string;
      xl: string;
      xxl: string;
      xxxl: string;
      display: string;
    };
    weight: { regular: string; medium: string; semibold: string; bold: string };
    lineHeight: { tight: string; snug: string; normal: string; relaxed: string };
    letterSpacing: { tight: string; normal: string; wide: string };
  };
  shadow: { sm: string; md: string; lg: string };
  motion: {
    duration: { fast: string; normal: string; slow: string };
    easing: { standard: string; emphasized: string };
  };
  z: { base: string; header: string; dropdown: string; overlay: string; drawer: string; toast: string };
  size: { touch: string; drawer: string; header: string; container: string; prose: string };
  /** Breakpoints, for reference in JS and docs; media queries use `media.ts`. */
  breakpoint: { sm: string; md: string; lg: string; xl: string };
};
