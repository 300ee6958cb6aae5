import { uiLocales } from '@brand/ui';
import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FigureKey, figures } from './company';
import { loadContentMessages } from './loadContentMessages';
import { printedFigures, printedLocales } from './printedFigures';
import { printedIn, printFigure } from './printFigure';

/** A figure of the table in a language. */
const printed = (locale: string, key: FigureKey) => printedIn(printedFigures[key], locale);

const words = { moreThan: (amount: string) => `> ${amount}` };

describe('the printed figures', () => {
  afterEach(() => vi.restoreAllMocks());

  it('print a page of figures and the hero in any of the five languages without making an Intl.NumberFormat', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'NumberFormat');
    const { figureTexts, figureTiles } = await import('./figures');
    const { heroContent } = await import('./sections/hero');
    for (const locale of uiLocales) {
      expect(figureTexts(locale, words).unitsPerYear).toBe(`> ${printed(locale, 'unitsPerYear').text}`);
      expect(figureTiles(locale).unitsPerYear).toBe(`${printed(locale, 'unitsPerYear').tile}+`);
      const i18n = setupI18n({ locale, messages: { [locale]: await loadContentMessages(locale, 'shell') } });
      expect(heroContent(i18n).subtitle).toContain(printed(locale, 'privateLabelPartners').text);
    }
    expect(made).not.toHaveBeenCalled();
    // Another locale is printed with Intl.
    expect(figureTiles('pt').handleDiameter).toBe('23,5\u2060–\u206028\u00a0mm');
    expect(made).toHaveBeenCalled();
  });

  it('hold the five languages', () => expect(printedLocales).toEqual(uiLocales));

  it.each(uiLocales)('are what Intl prints in %s (after changing a figure, run `pnpm figures`)', (locale) => {
    for (const key of Object.keys(figures) as FigureKey[])
      expect(printed(locale, key), `${key}: run \`pnpm figures\``).toEqual(printFigure(figures[key], locale));
  });

  it('never break inside a figure: no plain space, and the dash of a range held by word joiners', () => {
    // What a phone did to them: "8– / 12 %", "180 / cm" (issue 37). Every figure in every language.
    const breakable = (text: string) => / /.test(text) || /[^\u2060]–|–[^\u2060]/.test(text);
    for (const planted of ['8–12\u00a0%', '8\u2060–12%', '60–\u2060180\u00a0cm', '180 cm'])
      expect(breakable(planted), planted).toBe(true);
    for (const locale of [...uiLocales, 'pt'])
      for (const key of Object.keys(figures) as FigureKey[]) {
        const { text, tile } = printFigure(figures[key], locale);
        expect(breakable(text) || breakable(tile), `${locale} ${key}: ${text} / ${tile}`).toBe(false);
      }
  });
});
