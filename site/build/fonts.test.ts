// The faces of a visit's first page (src/fonts.css) are metric-matched to the brand fonts (docs/adr/0082):
// their overrides are what @capsizecss/metrics gives for each pair, so the first page, in system faces,
// breaks its lines nearly where the next page, in the brand fonts, does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import arial from '@capsizecss/metrics/arial';
import fraunces from '@capsizecss/metrics/fraunces';
import georgia from '@capsizecss/metrics/georgia';
import sourceSans3 from '@capsizecss/metrics/sourceSans3';
import { describe, expect, it } from 'vitest';

type Metrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number };

/** The overrides that make `fallback` take the space `brand` takes (capsize's formula), in percent. */
const overrides = (brand: Metrics, fallback: Metrics) => {
  const sizeAdjust = brand.xWidthAvg / brand.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = brand.unitsPerEm * sizeAdjust;
  const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;
  return {
    'size-adjust': percent(sizeAdjust),
    'ascent-override': percent(brand.ascent / em),
    'descent-override': percent(Math.abs(brand.descent) / em),
    'line-gap-override': percent(brand.lineGap / em),
  };
};

const css = readFileSync(join(import.meta.dirname, '..', 'src', 'fonts.css'), 'utf8');

/** A face's descriptors from the stylesheet, by its family name. */
const face = (family: string) => {
  const block = css.match(new RegExp(`@font-face\\s*{[^}]*font-family:\\s*"${family}";[^}]*}`))?.[0] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/(size-adjust|ascent-override|descent-override|line-gap-override):\s*([\d.]+%)/g)].map(
      ([, name, value]) => [name, value],
    ),
  );
};

describe('the fallback faces', () => {
  it('Georgia takes the room of Fraunces, Arial that of Source Sans 3', () => {
    expect(face('Fraunces Fallback')).toEqual(overrides(fraunces, georgia));
    expect(face('Source Sans 3 Fallback')).toEqual(overrides(sourceSans3, arial));
  });

  it('set the first page: first in each family stack until the brand fonts are cached', () => {
    expect(css).toMatch(
      /:root:not\(\[data-fonts\]\)\s*{\s*--brand-font-family-body:\s*"Source Sans 3 Fallback",/,
    );
    expect(css).toMatch(/--brand-font-family-heading:\s*"Fraunces Fallback",/);
  });

  it('never block or swap: the brand faces are optional', () => {
    const brandFaces = [...css.matchAll(/@font-face\s*{[^}]*}/g)].filter(([block]) =>
      /src:\s*url\(/.test(block),
    );
    expect(brandFaces.length).toBe(4);
    for (const [block] of brandFaces) expect(block).toMatch(/font-display:\s*optional;/);
  });
});
