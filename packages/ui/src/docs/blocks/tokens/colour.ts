import type { ThemeTokens } from '../../../theme/tokens';

type Rgb = [number, number, number];

/** A value of a theme at a path (`color.accent`, `font.size.md`). */
export const valueAt = (tokens: ThemeTokens, path: string): string =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], tokens) as string;

/**
 * A colour token's own value, following a semantic colour to the palette step it points at; a value made
 * from a step (the veil's `color-mix(…)`) gets the step's value of this theme.
 */
export const resolveColour = (tokens: ThemeTokens, path: string): string => {
  const value = valueAt(tokens, path.includes('.') ? path : `color.${path}`) ?? '';
  const pointer = /^var\(--brand-palette-(\w+)\)$/.exec(value);
  if (pointer) return resolveColour(tokens, `palette.${pointer[1]}`);
  return value.replace(/var\(--brand-palette-(\w+)\)/g, (_, step: string) =>
    resolveColour(tokens, `palette.${step}`),
  );
};

/** The palette step a semantic colour points at, if it does. */
export const pointsAt = (tokens: ThemeTokens, path: string): string | undefined =>
  /^var\(--brand-palette-(\w+)\)$/.exec(valueAt(tokens, path) ?? '')?.[1];

const parse = (hex: string): Rgb | undefined => {
  const match = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex);
  return match ? ([1, 2, 3].map((group) => Number.parseInt(match[group] as string, 16)) as Rgb) : undefined;
};

const luminance = ([r, g, b]: Rgb) => {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** WCAG's contrast ratio of two `#rrggbb` colours; undefined for anything else (a translucent overlay). */
export const contrastRatio = (a: string, b: string): number | undefined => {
  const [x, y] = [parse(a), parse(b)];
  if (!x || !y) return undefined;
  const [light, dark] = [luminance(x), luminance(y)].sort((m, n) => n - m) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** What a ratio allows under WCAG 2.2 AA. */
export const grade = (ratio: number): string =>
  ratio >= 4.5 ? 'AA text' : ratio >= 3 ? 'AA large text, graphics' : 'below AA';
