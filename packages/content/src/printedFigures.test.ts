import { uiLocales } from '@brand/ui';
import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FigureKey, figures } from './company';
import { loadContentMessages } from './loadContentMessages';
import { printedFigures } from './printedFigures';
import { printFigure } from './printFigure';

const words = { moreThan: (amount: string) => `> ${amount}` };

describe('the printed figures', () => {
  afterEach(() => vi.restoreAllMocks());

  it('print a page of figures and the hero in any of the five languages without making an Intl.NumberFormat', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'NumberFormat');
    const { figureTexts, figureTiles } = await import('./figures');
    const { heroContent } = await import('./sections/hero');
    for (const locale of uiLocales) {
      expect(figureTexts(locale, words).unitsPerYear).toBe(`> ${printedFigures[locale].unitsPerYear.text}`);
      expect(figureTiles(locale).unitsPerYear).toBe(`${printedFigures[locale].unitsPerYear.tile}+`);
      const i18n = setupI18n({ locale, messages: { [locale]: await loadContentMessages(locale, 'shell') } });
      expect(heroContent(i18n).subtitle).toContain(printedFigures[locale].privateLabelPartners.text);
    }
    expect(made).not.toHaveBeenCalled();
    // Another locale is printed with Intl.
    expect(figureTiles('pt').handleDiameter).toBe('23,5–28\u00a0mm');
    expect(made).toHaveBeenCalled();
  });

  it.each(uiLocales)('are what Intl prints in %s (after changing a figure, run `pnpm figures`)', (locale) => {
    for (const key of Object.keys(figures) as FigureKey[])
      expect(printedFigures[locale][key], `${key}: run \`pnpm figures\``).toEqual(
        printFigure(figures[key], locale),
      );
  });
});
