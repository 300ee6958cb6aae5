import { describe, expect, it } from 'vitest';
import { brandTokens } from './brandTokens';
import { partnerTokens } from './partnerTokens';
import type { ThemeTokens } from './tokens';

/**
 * WCAG 2.2 AA contrast of every foreground/background pair the components use, in both themes: 4.5:1 for
 * text (1.4.3), 3:1 for large text, icons, field borders and the focus ring against what surrounds it
 * (1.4.11). Semantic tokens are resolved through the theme's palette; text drawn with an opacity is
 * blended over its background first. Text over the hero picture is measured on the built site (tests/a11y).
 */

type Token = `color.${keyof ThemeTokens['color']}` | `palette.${keyof ThemeTokens['palette']}`;

type Pair = {
  /** Text, icon, border or ring. */
  fg: Token;
  /** What it is drawn on. */
  bg: Token;
  /** The smallest ratio WCAG allows for this use. */
  min: 4.5 | 3;
  /** Where the components use it. */
  where: string;
  /** Opacity of the foreground (footer's muted lines). */
  alpha?: number;
};

const text = (fg: Token, bg: Token, where: string, alpha?: number): Pair => ({
  fg,
  bg,
  min: 4.5,
  where,
  alpha,
});
const graphic = (fg: Token, bg: Token, where: string): Pair => ({ fg, bg, min: 3, where });

/** The page's own surfaces: most text and controls sit on one of these. */
const surfaces = ['color.surface', 'color.surfaceMuted', 'color.surfaceRaised'] as const;

const pairs: Pair[] = [
  ...surfaces.flatMap((bg) => [
    text('color.onSurface', bg, 'body text, headings, ghost buttons, fields, default toast'),
    text('color.onSurfaceMuted', bg, 'muted text, descriptions, placeholders, language codes, stat labels'),
    text('color.accent', bg, 'eyebrows, current nav link, outline buttons, stats, accent headings'),
    text('color.link', bg, 'links and link buttons'),
    text('color.danger', bg, 'field errors, danger text, required asterisk'),
    graphic('color.borderStrong', bg, 'text field and outline button borders'),
    graphic('color.danger', bg, 'invalid field border'),
    graphic('color.focus', bg, 'focus ring (drawn 2px outside the control, on the surface)'),
  ]),
  text('color.onAccent', 'color.accent', 'default button, skip link, numbered markers'),
  text('color.onAccent', 'color.accentHover', 'default button hovered'),
  text('color.onDanger', 'color.danger', 'destructive button, destructive toast'),
  text('color.onDanger', 'color.dangerHover', 'destructive button hovered'),
  text('color.onSecondary', 'color.secondary', 'secondary button, secondary badge'),
  text('color.onSecondary', 'color.secondaryHover', 'secondary button hovered'),
  text(
    'color.onAccentSubtle',
    'color.accentSubtle',
    'accent badge, cross-promotion banner, current drawer link, highlighted language',
  ),
  text('color.accent', 'color.accentSubtle', 'outline button hovered, contact card icon'),
  text('color.onSurfaceMuted', 'color.accentSubtle', 'language code of the highlighted language'),
  text('color.onDangerSubtle', 'color.dangerSubtle', 'sign-in error banner'),
  graphic('color.danger', 'color.dangerSubtle', 'sign-in error icon and border'),
  text('color.success', 'palette.success50', 'success badge'),
  text('color.onInverse', 'color.inverse', 'footer, hero, inverse sections and cards'),
  text('color.onInverse', 'color.inverse', 'footer tagline', 0.85),
  text('color.onInverse', 'color.inverse', 'footer copyright', 0.8),
  text('color.onInverse', 'color.inverse', 'footer channel labels', 0.75),
  text(
    'palette.secondary300',
    'color.inverse',
    'footer headings, hero and inverse eyebrows, hovered footer links',
  ),
  graphic('palette.secondary500', 'color.surface', 'the not-found status code (large text)'),
  graphic('color.accent', 'color.surfaceRaised', 'check marks, accordion chevrons, contact icons'),
  graphic('color.accent', 'color.accentSubtle', 'check mark of the highlighted language'),
  graphic('color.focus', 'color.inverse', 'focus ring in the footer and on the hero'),
  graphic('color.focus', 'color.accentSubtle', 'focus ring on the cross-promotion banner'),
  // The ring itself cannot read on red: inside a destructive toast it must take this colour (see Toast.css.ts).
  graphic('color.onDanger', 'color.danger', 'focus ring of the controls in a destructive toast'),
];

const parseHex = (hex: string): [number, number, number] => {
  const match = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [1, 2, 3].map((group) => Number.parseInt(match[group] as string, 16)) as [number, number, number];
};

/** A token's colour in a theme; a semantic token pointing at the palette (`var(--brand-palette-x)`) follows it. */
const resolve = (tokens: ThemeTokens, token: Token): [number, number, number] => {
  const [group, name] = token.split('.') as ['color' | 'palette', string];
  const value = (tokens[group] as Record<string, string>)[name] ?? '';
  const pointer = /^var\(--brand-palette-(\w+)\)$/.exec(value);
  if (pointer) return resolve(tokens, `palette.${pointer[1]}` as Token);
  return parseHex(value);
};

const luminance = ([r, g, b]: [number, number, number]) => {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** WCAG's contrast ratio of a foreground (blended by its opacity) over a background. */
const contrast = (fg: [number, number, number], bg: [number, number, number], alpha = 1): number => {
  const blended = fg.map((channel, index) => alpha * channel + (1 - alpha) * (bg[index] ?? 0)) as [
    number,
    number,
    number,
  ];
  const [light, dark] = [luminance(blended), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

it('computes WCAG contrast ratios', () => {
  expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
  expect(contrast([255, 255, 255], [255, 255, 255])).toBe(1);
  expect(contrast(parseHex('#767676'), parseHex('#ffffff'))).toBeCloseTo(4.54, 2);
});

describe.each([
  ['brand', brandTokens],
  ['partner', partnerTokens],
])('the %s theme', (_name, tokens) => {
  it.each(pairs.map((pair) => [`${pair.fg} on ${pair.bg}${pair.alpha ? ` at ${pair.alpha}` : ''}`, pair]))(
    '%s',
    (_label, pair) => {
      const ratio = contrast(resolve(tokens, pair.fg), resolve(tokens, pair.bg), pair.alpha);
      expect(ratio, `${pair.where}: ${ratio.toFixed(2)}:1, needs ${pair.min}:1`).toBeGreaterThanOrEqual(
        pair.min,
      );
    },
  );
});
