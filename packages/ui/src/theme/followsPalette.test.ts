import { describe, expect, it } from 'vitest';
import { brandTokens } from './brandTokens';
import { partnerTokens } from './partnerTokens';

/** A colour written out (`#13301e`, `rgb(…)`, `hsl(…)`) instead of taken from the palette. */
const literalColour = /#[0-9a-f]{3,8}\b|\b(?:rgb|rgba|hsl|hsla|oklch|lab)\(/i;

/**
 * Issue 35: with a theme that changes only the palette (README §5), the drawer's veil stayed forest green
 * under a purple site, because `color.overlay` and the shadows were brand colours written out.
 */
describe('the semantic tokens follow the palette', () => {
  const semantic = Object.entries({
    ...brandTokens.color,
    ...Object.fromEntries(Object.entries(brandTokens.shadow).map(([key, value]) => [`shadow.${key}`, value])),
  });

  it.each(semantic)('%s points at the palette, with no colour of its own', (_token, value) => {
    expect(value).not.toMatch(literalColour);
    expect(value).toMatch(/var\(--brand-palette-\w+\)/);
  });

  it('so the partner theme needs no veil or shadow of its own', () => {
    expect(partnerTokens.color).toEqual(brandTokens.color);
    expect(partnerTokens.shadow).toEqual(brandTokens.shadow);
  });
});
