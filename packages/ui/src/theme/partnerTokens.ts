import { baseScales, semanticColors } from './brandTokens';
import type { ThemeTokens } from './tokens';

/**
 * An example partner (private-label) theme: a different palette, square corners and a geometric sans.
 * It proves that every component re-themes through the contract alone. `partner.css.ts` makes its class.
 */
export const partnerTokens: ThemeTokens = {
  ...baseScales,
  palette: {
    primary50: '#edf3fb',
    primary100: '#d6e4f5',
    primary200: '#adc8ea',
    primary500: '#2f6db5',
    primary600: '#235a9a',
    primary700: '#1b4a80',
    primary800: '#153a64',
    primary900: '#0e2744',
    secondary50: '#fff1ec',
    secondary100: '#ffe2d6',
    secondary300: '#ffc2ab',
    secondary500: '#cc4a10',
    secondary700: '#8a2d0a',
    neutral0: '#ffffff',
    neutral50: '#f7f9fb',
    neutral100: '#eef2f6',
    neutral200: '#dce3ea',
    neutral300: '#c3ccd6',
    neutral500: '#66717e',
    neutral700: '#3c4652',
    neutral900: '#111827',
    danger50: '#fdeeee',
    danger600: '#c0262d',
    danger700: '#971c22',
    success50: '#e8f5ee',
    success700: '#17663a',
  },
  color: semanticColors,
  radius: { none: '0', sm: '0', md: '2px', lg: '4px', full: '999px' },
  font: {
    family: {
      body: '"Space Grotesk Variable", "Space Grotesk", system-ui, sans-serif',
      heading: '"Space Grotesk Variable", "Space Grotesk", system-ui, sans-serif',
      mono: 'ui-monospace, Menlo, Consolas, monospace',
    },
    size: {
      xs: '0.8125rem',
      sm: '0.9375rem',
      md: '1rem',
      lg: '1.1875rem',
      xl: '1.4375rem',
      xxl: 'clamp(1.75rem, 1.4rem + 1.2vw, 2.125rem)',
      xxxl: 'clamp(2rem, 1.6rem + 2vw, 2.75rem)',
      display: 'clamp(2.25rem, 1.6rem + 3.5vw, 4rem)',
    },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.15', snug: '1.3', normal: '1.5', relaxed: '1.65' },
    letterSpacing: { tight: '-0.02em', normal: '0', wide: '0.06em' },
  },
};
