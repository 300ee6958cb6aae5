import { describe, expect, it } from 'vitest';
import { brandTokens } from '../../theme/brandTokens';
import { partnerTokens } from '../../theme/partnerTokens';
import type { ThemeTokens } from '../../theme/tokens';
import { heroScrimOpacity } from './scrim';

/**
 * The hero's copy over a playing video reads through the scrim whatever the frame shows: the worst frame
 * is white (the scrim is the hero's dark colour, so the lighter the frame the lighter the backdrop). WCAG
 * 2.2 AA: 4.5:1 for the subtitle and eyebrow (the title is large text, it needs 3:1 but is checked at 4.5).
 * The built site's hero with a playing video is measured pixel by pixel in tests/a11y/axe.spec.ts.
 */

type Rgb = [number, number, number];

const hex = (value: string): Rgb => {
  const match = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(value);
  if (!match) throw new Error(`not a #rrggbb colour: ${value}`);
  return [1, 2, 3].map((group) => Number.parseInt(match[group] as string, 16)) as Rgb;
};

/** A semantic colour of a theme, following `var(--brand-palette-x)` to the palette. */
const colour = (tokens: ThemeTokens, value: string): Rgb => {
  const pointer = /^var\(--brand-palette-(\w+)\)$/.exec(value);
  return hex(pointer ? ((tokens.palette as Record<string, string>)[pointer[1] as string] ?? '') : value);
};

const luminance = ([r, g, b]: Rgb) => {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** `top` laid over `bottom` at `alpha`. */
const over = (top: Rgb, bottom: Rgb, alpha: number): Rgb =>
  top.map((channel, index) => alpha * channel + (1 - alpha) * (bottom[index] ?? 0)) as Rgb;

const contrast = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

describe.each([
  ['brand', brandTokens],
  ['partner', partnerTokens],
])('the hero scrim in the %s theme', (_name, tokens) => {
  const text = colour(tokens, tokens.color.onInverse);
  const eyebrow = hex(tokens.palette.secondary300);
  const scrimOver = (frame: Rgb) => over(colour(tokens, tokens.color.inverse), frame, heroScrimOpacity);

  it.each([
    ['a white frame', white],
    ['a black frame', black],
  ])('keeps the copy at 4.5:1 over %s', (_label, frame) => {
    const backdrop = scrimOver(frame);
    expect(contrast(text, backdrop), 'title').toBeGreaterThanOrEqual(4.5);
    expect(contrast(over(text, backdrop, 0.92), backdrop), 'subtitle at 0.92').toBeGreaterThanOrEqual(4.5);
    expect(contrast(eyebrow, backdrop), 'eyebrow').toBeGreaterThanOrEqual(4.5);
  });
});
