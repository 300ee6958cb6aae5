import { brandTokens, makeTheme, type ThemeTokens } from '@brand/ui/contract';

/**
 * Alpenhaus's theme: the brand's tokens with the partner's blue palette and square corners, made into a
 * class by `makeTheme` when the site is built (the layout puts it on <html>).
 */
const tokens: ThemeTokens = {
  ...brandTokens,
  palette: {
    ...brandTokens.palette,
    primary50: '#edf3fb',
    primary100: '#d6e4f5',
    primary200: '#adc8ea',
    primary500: '#2f6db5',
    primary600: '#235a9a',
    primary700: '#1b4a80',
    primary800: '#153a64',
    primary900: '#0e2744',
  },
  color: { ...brandTokens.color, overlay: 'rgb(14 39 68 / 0.55)' },
  radius: { ...brandTokens.radius, sm: '0', md: '2px', lg: '4px' },
};

export const alpenhausTheme = makeTheme(tokens, 'alpenhaus');
