import type { ThemeTokens } from './tokens';

type Font = ThemeTokens['font'];

/** A composite text style: which family, size, line height, weight and letter spacing go together. */
export type TextStyle = {
  family: keyof Font['family'];
  size: keyof Font['size'];
  lineHeight: keyof Font['lineHeight'];
  weight: keyof Font['weight'];
  letterSpacing: keyof Font['letterSpacing'];
};

/**
 * `Heading`'s sizes as composite styles: large headings tight, small ones snug. `Heading.css.ts` is made
 * from this table and Storybook's Tokens page prints it, so the two cannot differ.
 */
export const headingStyles = {
  display: {
    family: 'heading',
    size: 'display',
    lineHeight: 'tight',
    weight: 'semibold',
    letterSpacing: 'tight',
  },
  xxxl: { family: 'heading', size: 'xxxl', lineHeight: 'tight', weight: 'semibold', letterSpacing: 'tight' },
  xxl: { family: 'heading', size: 'xxl', lineHeight: 'tight', weight: 'semibold', letterSpacing: 'tight' },
  xl: { family: 'heading', size: 'xl', lineHeight: 'snug', weight: 'semibold', letterSpacing: 'normal' },
  lg: { family: 'heading', size: 'lg', lineHeight: 'snug', weight: 'semibold', letterSpacing: 'normal' },
  md: { family: 'heading', size: 'md', lineHeight: 'snug', weight: 'semibold', letterSpacing: 'normal' },
} as const satisfies Record<string, TextStyle>;

/** `Text`'s sizes as composite styles (regular weight by default), made into `Text.css.ts` the same way. */
export const bodyStyles = {
  lg: { family: 'body', size: 'lg', lineHeight: 'relaxed', weight: 'regular', letterSpacing: 'normal' },
  md: { family: 'body', size: 'md', lineHeight: 'normal', weight: 'regular', letterSpacing: 'normal' },
  sm: { family: 'body', size: 'sm', lineHeight: 'normal', weight: 'regular', letterSpacing: 'normal' },
  xs: { family: 'body', size: 'xs', lineHeight: 'snug', weight: 'regular', letterSpacing: 'normal' },
} as const satisfies Record<string, TextStyle>;
