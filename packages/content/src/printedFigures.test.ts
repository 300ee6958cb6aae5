import { uiLocales } from '@brand/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FigureKey, figures } from './company';
import { printFigure } from './figures';
import { printedFigures } from './printedFigures';

const words = { moreThan: (amount: string) => `> ${amount}` };

describe('the printed figures', () => {
  afterEach(() => vi.restoreAllMocks());

  it('print a page of figures in any of the five languages without making an Intl.NumberFormat', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'NumberFormat');
    const { figureTexts, figureTiles } = await import('./figures');
    for (const locale of uiLocales) {
      expect(figureTexts(locale, words).unitsPerYear).toBe(`> ${printedFigures[locale].unitsPerYear.text}`);
      expect(figureTiles(locale).unitsPerYear).toBe(`${printedFigures[locale].unitsPerYear.tile}+`);
    }
    expect(made).not.toHaveBeenCalled();
    // Another locale is printed with Intl.
    expect(figureTiles('pt').handleDiameter).toBe('23,5–28 mm');
    expect(made).toHaveBeenCalled();
  });

  it.each(uiLocales)('are what Intl prints in %s (after changing a figure, run `pnpm figures`)', (locale) => {
    for (const key of Object.keys(figures) as FigureKey[])
      expect(printedFigures[locale][key], `${key}: run \`pnpm figures\``).toEqual(
        printFigure(figures[key], locale),
      );
  });
});
