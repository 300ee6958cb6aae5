/**
 * The company's figures printed for a locale with `Intl`: decimal commas where the language uses them
 * ("23,5–28 mm"), its space before the percent sign ("100 %" in French), millions in words in sentences
 * ("2,3 Millionen", "2.3 million") and compact on stat tiles ("2,3 Mio.+", "27M+"). No message writes a
 * figure itself (the glossaries forbid it); the facts are in `company.ts`. A count from two to nine is
 * written out in sentences ("our four production sites", "unsere vier Standorte"), as the house style of all
 * five languages asks; "one" is left as a digit, since it agrees in gender in four of them (ADR 0031).
 * Plain functions, no messages: the words for "more than" and for the small counts come in as `words`
 * (`figureCopy.ts` gives the translated ones).
 */
import { type Figure, type FigureKey, type Figures, figures } from './company.ts';
import { printedFigures } from './printedFigures.ts';

/**
 * The locale whose number format a language uses. German is written as in Germany ("2,3 Mio.", "100 %"):
 * `de-CH` prints "2.3 Mio." and "100%", which Swiss running text rarely uses (ADR 0030).
 */
export const numberLocale = (locale: string): string => locale;

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An `Intl.NumberFormat` for a locale and options, made once: making one costs far more than using it
 * (a page's figures, each made anew, held a phone's main thread for tens of milliseconds at start).
 */
const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(locale), options);
    formats.set(key, format);
  }
  return format;
};

/** An en dash between two ends, closed up: "23,5–28 mm", "8–12 %" (Intl's own ranges differ by language). */
const range = (locale: string, [from, to]: readonly [number, number], unit: Figure['unit']): string =>
  `${numberFormat(locale).format(from)}–${single(locale, to, unit)}`;

const single = (locale: string, value: number, unit: Figure['unit']): string => {
  if (unit === 'percent') return numberFormat(locale, { style: 'percent' }).format(value / 100);
  if (unit) return numberFormat(locale, { style: 'unit', unit }).format(value);
  // "2.3 million" never breaks between the number and its word (a no-break space).
  if (value >= 1_000_000)
    return numberFormat(locale, { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 })
      .format(value)
      .replaceAll(' ', '\u00a0');
  return numberFormat(locale).format(value);
};

/** A figure's digits in one language, before any words: as a sentence prints them, and on a stat tile. */
export type PrintedFigure = {
  /** "2.3 million", "23,5–28 mm", "100 %", "4". */
  text: string;
  /** "2.3M", "2,3 Mio.", "100 %", "4" (a floor's "+" is added after). */
  tile: string;
};

/** Prints a figure's digits with `Intl` (printedFigures.ts holds the result for the company's figures). */
export const printFigure = (figure: Figure, locale: string): PrintedFigure => {
  if (typeof figure.value !== 'number') {
    const text = range(locale, figure.value, figure.unit);
    return { text, tile: text };
  }
  return {
    text: single(locale, figure.value, figure.unit),
    tile:
      figure.unit || figure.value < 10_000
        ? single(locale, figure.value, figure.unit)
        : numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(figure.value),
  };
};

/** How a language words figures in a sentence. */
export type FigureWords = {
  /** "more than {amount}", "über {amount}". */
  moreThan: (amount: string) => string;
  /** A whole count from two to nine in words ("four", "vier"); undefined keeps the digits. */
  count?: (value: number) => string | undefined;
};

/** Whether a sentence writes this figure in words: a plain whole count from two to nine. */
export const isWordedCount = (figure: Figure): figure is Figure & { value: number } =>
  typeof figure.value === 'number' &&
  !figure.unit &&
  Number.isInteger(figure.value) &&
  figure.value >= 2 &&
  figure.value <= 9;

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

/** A figure on a stat tile: compact, a floor marked "+": "27M+", "27 Mio.+", "60+", "100 %". */
export const figureTile = (
  figure: Figure,
  locale: string,
  printed: PrintedFigure = printFigure(figure, locale),
): string => (figure.atLeast && typeof figure.value === 'number' ? `${printed.tile}+` : printed.tile);

/**
 * The company's figures' digits in a locale: from the table printedFigures.ts holds for the five
 * languages, so that a page prints its figures without making an `Intl.NumberFormat` (the first one a
 * browser makes loads its number data: 30–60 ms of one task here, 150–190 ms on a phone at a 4×
 * slowdown, docs/adr/0054); printed with `Intl` for any other locale.
 */
export const printedFigure = (locale: string, key: FigureKey): PrintedFigure =>
  (printedFigures as Partial<Record<string, Record<FigureKey, PrintedFigure>>>)[locale]?.[key] ??
  printFigure(figures[key], locale);

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

/** Every figure in tile form for a locale. */
export const figureTiles = (locale: string): Figures =>
  each((figure, printed) => figureTile(figure, locale, printed), locale);
