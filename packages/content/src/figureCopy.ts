import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Figures } from './company';
import { type FigureWords, figureTexts, figureTiles, type TileWords } from './figures';

/** How a language says that a figure is a floor: "more than 30", "über 30", "plus de 30". */
const moreThan = msg({ id: 'figures.moreThan', message: 'more than {amount}' });

/**
 * How a stat tile says the same, compactly: "27M+" in English; "über {amount}", "oltre {amount}" in the
 * languages where a "+" after an abbreviation ("27 Mio.+") reads as a spreadsheet's (issue 33).
 */
const tileAtLeast = msg({ id: 'figures.tileAtLeast', message: '{amount}+' });

/** The counts a sentence writes in words ("our four production sites", "twelve countries"), two to twelve. */
const counts = {
  2: msg({ id: 'figures.count.2', message: 'two' }),
  3: msg({ id: 'figures.count.3', message: 'three' }),
  4: msg({ id: 'figures.count.4', message: 'four' }),
  5: msg({ id: 'figures.count.5', message: 'five' }),
  6: msg({ id: 'figures.count.6', message: 'six' }),
  7: msg({ id: 'figures.count.7', message: 'seven' }),
  8: msg({ id: 'figures.count.8', message: 'eight' }),
  9: msg({ id: 'figures.count.9', message: 'nine' }),
  10: msg({ id: 'figures.count.10', message: 'ten' }),
  11: msg({ id: 'figures.count.11', message: 'eleven' }),
  12: msg({ id: 'figures.count.12', message: 'twelve' }),
} as const;

/** The active language's words for figures. */
export const figureWords = (i18n: I18n): FigureWords => ({
  moreThan: (amount) => i18n._({ ...moreThan, values: { amount } }),
  count: (value) => {
    const word = counts[value as keyof typeof counts];
    return word && i18n._(word);
  },
});

/** The figures as the active language writes them in sentences ("more than 27 million", "four"). */
export const textFigures = (i18n: I18n): Figures => figureTexts(i18n.locale, figureWords(i18n));

/** The active language's words for a floor on a stat tile. */
export const tileWords = (i18n: I18n): TileWords => ({
  atLeast: (amount) => i18n._({ ...tileAtLeast, values: { amount } }),
});

/** The figures as the active language shows them on stat tiles ("27M+", "über 27 Mio.", "oltre 27 mln"). */
export const tileFigures = (i18n: I18n): Figures => figureTiles(i18n.locale, tileWords(i18n));
