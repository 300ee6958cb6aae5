import { vars } from './contract.css';
import type { ThemeTokens } from './tokens';

const p = vars.palette;

/**
 * A palette colour at an opacity (`color-mix` with transparent): the drawer's veil and the shadows follow
 * the palette, so a theme that only swaps the palette re-colours them too.
 */
export const translucent = (colour: string, percent: number): string =>
  `color-mix(in srgb, ${colour} ${percent}%, transparent)`;

/** Semantic colours expressed through the palette: a theme that swaps the palette keeps the pairings. */
export const semanticColors: ThemeTokens['color'] = {
  surface: p.neutral50,
  onSurface: p.neutral900,
  surfaceMuted: p.neutral100,
  onSurfaceMuted: p.neutral700,
  surfaceRaised: p.neutral0,
  border: p.neutral200,
  borderStrong: p.neutral500,
  accent: p.primary700,
  accentHover: p.primary800,
  onAccent: p.neutral0,
  accentSubtle: p.primary50,
  onAccentSubtle: p.primary800,
  secondary: p.secondary100,
  secondaryHover: p.secondary300,
  onSecondary: p.secondary700,
  danger: p.danger600,
  dangerHover: p.danger700,
  onDanger: p.neutral0,
  dangerSubtle: p.danger50,
  onDangerSubtle: p.danger700,
  success: p.success700,
  onSuccess: p.neutral0,
  inverse: p.primary900,
  onInverse: p.neutral50,
  link: p.primary700,
  focus: p.secondary500,
  overlay: translucent(p.primary900, 55),
};

/** Shared scales that a partner theme usually keeps. */
export const baseScales = {
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4rem',
    section: 'clamp(3.5rem, 8vw, 6rem)',
  },
  shadow: {
    sm: `0 1px 2px ${translucent(p.neutral900, 8)}`,
    md: `0 4px 14px ${translucent(p.neutral900, 10)}`,
    lg: `0 16px 40px ${translucent(p.neutral900, 16)}`,
  },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)' },
  },
  z: { base: '0', header: '100', dropdown: '300', overlay: '400', drawer: '500', toast: '600' },
  size: { touch: '44px', drawer: '20rem', header: '4.5rem', container: '75rem', prose: '42rem' },
  breakpoint: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
} satisfies Pick<ThemeTokens, 'space' | 'shadow' | 'motion' | 'z' | 'size' | 'breakpoint'>;

/** The brand: forest green, oak and warm linen neutrals; a warm serif over a legible sans. */
export const brandTokens: ThemeTokens = {
  ...baseScales,
  palette: {
    primary50: '#eef5ef',
    primary100: '#d5e7d8',
    primary200: '#aacfb1',
    primary500: '#3f7d4f',
    primary600: '#2f6a3f',
    primary700: '#245634',
    primary800: '#1c442a',
    primary900: '#13301e',
    secondary50: '#faf4ec',
    secondary100: '#f1e3cf',
    secondary300: '#e3c9a5',
    secondary500: '#a9743f',
    secondary700: '#6b4220',
    neutral0: '#ffffff',
    neutral50: '#faf8f4',
    neutral100: '#f3efe8',
    neutral200: '#e4ddd2',
    neutral300: '#cfc6b8',
    neutral500: '#766d61',
    neutral700: '#4a433b',
    neutral900: '#1f1b16',
    danger50: '#fbeceb',
    danger600: '#b3261e',
    danger700: '#8c1d17',
    success50: '#e9f4ec',
    success700: '#1e6b3a',
  },
  color: semanticColors,
  radius: { none: '0', sm: '6px', md: '10px', lg: '18px', full: '999px' },
  font: {
    family: {
      body: '"Source Sans 3 Variable", "Source Sans 3", system-ui, -apple-system, "Segoe UI", sans-serif',
      heading: '"Fraunces Variable", "Fraunces", Georgia, "Times New Roman", serif',
      mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    },
    size: {
      xs: '0.8125rem',
      sm: '0.9375rem',
      md: '1.0625rem',
      lg: '1.25rem',
      xl: '1.5rem',
      xxl: 'clamp(1.75rem, 1.4rem + 1.2vw, 2.25rem)',
      xxxl: 'clamp(2.125rem, 1.6rem + 2vw, 3rem)',
      display: 'clamp(2.5rem, 1.6rem + 4vw, 4.5rem)',
    },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.1', snug: '1.3', normal: '1.55', relaxed: '1.7' },
    letterSpacing: { tight: '-0.015em', normal: '0', wide: '0.08em' },
  },
};
