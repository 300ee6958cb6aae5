/**
 * The company's figures as a language writes them: decimal commas where the language uses them
 * ("23,5–28 mm"), its space before the percent sign ("100 %" in French), millions in words in sentences
 * ("2,3 Millionen", "2.3 million") and compact on stat tiles ("über 2,3 Mio.", "27M+"). No message writes a
 * figure itself (the glossaries forbid it); the facts are in `company.ts`. A count from two to twelve is
 * written out in sentences ("our four production sites", "unsere vier Standorte"), as the house style of all
 * five languages asks; "one" is left as a digit, since it agrees in gender in four of them (ADR 0031).
 * The digits come from `printedFigures.ts` in the five languages (what `printFigure` prints with `Intl`,
 * written by `pnpm figures`) and from `printFigure` in any other. Plain functions, no messages: the words
 * for "more than" and for the small counts come in as `words` (`figureCopy.ts` gives the translated ones).
 */
import { type Figure, type FigureKey, type Figures, figures } from './company.ts';
import { printedFigures, printedLocales } from './printedFigures.ts';
import { type PrintedFigure, printedIn, printFigure } from './printFigure.ts';

/** How a language words figures in a sentence. */
export type FigureWords = {
  /** "more than {amount}", "über {amount}". */
  moreThan: (amount: string) => string;
  /** A whole count from two to twelve in words ("four", "zwölf"); undefined keeps the digits. */
  count?: (value: number) => string | undefined;
};

/**
 * How a stat tile marks a floor: "{amount}+" in English ("27M+"), a word in the other languages ("über 27
 * Mio.", "oltre 27 mln"), where a trailing "+" after an abbreviation reads as a spreadsheet's (issue 33).
 */
export type TileWords = { atLeast: (amount: string) => string };

/** The English tile's floor, and any language's without its own words: "27M+". */
const plusSign: TileWords = { atLeast: (amount) => `${amount}+` };

/**
 * Whether a sentence writes this figure in words: a plain whole count from two to twelve (Duden's rule, which
 * the other four languages' agency guides share; 13 and above, and every measurement, stay digits).
 */
export const isWordedCount = (figure: Figure): figure is Figure & { value: number } =>
  typeof figure.value === 'number' &&
  !figure.unit &&
  Number.isInteger(figure.value) &&
  figure.value >= 2 &&
  figure.value <= 12;

/** A figure in a sentence: "more than 2.3 million", "über 30", "23,5–28 mm", "100 %", "four". */
export const figureText = (
  figure: Figure,
  locale: string,
  words: FigureWords,
  printed: PrintedFigure = printFigure(figure, locale),
): string => {
  if (typeof figure.value !== 'number') return printed.text;
  const amount = (isWordedCount(figure) ? words.count?.(figure.value) : undefined) ?? printed.text;
  return figure.atLeast ? words.moreThan(amount) : amount;
};

/** A figure on a stat tile: compact, a floor marked as the language does: "27M+", "über 27 Mio.", "100 %". */
export const figureTile = (
  figure: Figure,
  locale: string,
  printed: PrintedFigure = printFigure(figure, locale),
  words: TileWords = plusSign,
): string =>
  figure.atLeast && typeof figure.value === 'number' ? words.atLeast(printed.tile) : printed.tile;

/**
 * A figure's digits in a locale: from the table printedFigures.ts holds for the five languages, so that a
 * page prints its figures without making an `Intl.NumberFormat` (the first one a tab makes loads the
 * browser's number data: 30–60 ms of one task, about 150 ms on a phone, docs/adr/0054); printed with
 * `Intl` for any other locale.
 */
export const printedFigure = (locale: string, key: FigureKey): PrintedFigure =>
  printedLocales.includes(locale)
    ? printedIn(printedFigures[key], locale)
    : printFigure(figures[key], locale);

const each = (format: (figure: Figure, printed: PrintedFigure) => string, locale: string): Figures =>
  Object.fromEntries(
    (Object.entries(figures) as [FigureKey, Figure][]).map(([key, figure]) => [
      key,
      format(figure, printedFigure(locale, key)),
    ]),
  ) as Figures;

/** Every figure in sentence form for a locale. */
export const figureTexts = (locale: string, words: FigureWords): Figures =>
  each((figure, printed) => figureText(figure, locale, words, printed), locale);

/** Every figure in tile form for a locale ("27M+" when no words are given). */
export const figureTiles = (locale: string, words: TileWords = plusSign): Figures =>
  each((figure, printed) => figureTile(figure, locale, printed, words), locale);
