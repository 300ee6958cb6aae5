/**
 * A figure's digits printed with `Intl` for a locale, before any words: the source of the table in
 * `printedFigures.ts` (`pnpm figures` writes it) and the printing for any locale the table does not hold.
 * It imports nothing of the table, so the table can always be written anew.
 */
import type { Figure } from './company.ts';

/**
 * The locale whose number format a language uses. German is written as in Germany ("2,3 Mio.", "100 %"):
 * `de-CH` prints "2.3 Mio." and "100%", which Swiss running text rarely uses (ADR 0030). Its thousands are
 * Swiss, though (`swissThousands`).
 */
export const numberLocale = (locale: string): string => locale;

/**
 * German thousands as Switzerland writes them: four digits closed up ("1200"), then groups with a
 * right single quotation mark ("12’000"). Germany's dot ("1.200") is the decimal sign in Switzerland
 * (CHF 12.50), so "1.200 Tonnen" read as 1.2 tonnes in a legal claim (issue 33, German review finding 2).
 */
const swissThousands = (locale: string): boolean => locale.split('-')[0] === 'de';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An `Intl.NumberFormat` for a locale and options, made once: making one costs far more than using it
 * (a page's figures, each made anew, held a phone's main thread for tens of milliseconds at start).
 */
const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      numberLocale(locale),
      swissThousands(locale) && !options.notation ? { useGrouping: 'min2', ...options } : options,
    );
    formats.set(key, format);
  }
  return format;
};

/** Prints a number, with Swiss thousands in German (`swissThousands`). */
const format = (locale: string, value: number, options: Intl.NumberFormatOptions = {}): string => {
  const formatter = numberFormat(locale, options);
  if (!swissThousands(locale)) return formatter.format(value);
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? '\u2019' : part.value))
    .join('');
};

/**
 * An en dash between two ends, closed up: "23,5–28 mm", "8–12 %" (Intl's own ranges differ by language).
 * Word joiners on both sides of the dash: a line may break after an en dash, and "8– / 12 %" on a phone
 * reads as two figures (issue 37).
 */
const range = (locale: string, [from, to]: readonly [number, number], unit: Figure['unit']): string =>
  `${format(locale, from)}\u2060–\u2060${single(locale, to, unit)}`;

const single = (locale: string, value: number, unit: Figure['unit']): string => {
  if (unit === 'percent') return format(locale, value / 100, { style: 'percent' });
  // "60–180 cm" never breaks before its unit (a no-break space, as the percentages have).
  if (unit) return format(locale, value, { style: 'unit', unit }).replaceAll(' ', '\u00a0');
  // "2.3 million" never breaks between the number and its word (a no-break space).
  if (value >= 1_000_000)
    return numberFormat(locale, { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 })
      .format(value)
      .replaceAll(' ', '\u00a0');
  return format(locale, value);
};

/**
 * A compact figure for a tile. Italian writes the abbreviation of milioni in lower case ("27 mln", as the
 * business press does); Intl prints "27 Mln", which reads as a spreadsheet's (issue 33).
 */
const compact = (locale: string, value: number): string => {
  const text = format(locale, value, { notation: 'compact', maximumFractionDigits: 1 });
  return locale.split('-')[0] === 'it' ? text.replace(/\bMln\b/, 'mln').replace(/\bMrd\b/, 'mrd') : text;
};

/** A figure's digits in one language, before any words: as a sentence prints them, and on a stat tile. */
export type PrintedFigure = {
  /** "2.3 million", "23,5–28 mm", "100 %", "4". */
  text: string;
  /** "2.3M", "2,3 Mio.", "2,3 mln", "100 %", "4" (a floor's "+" or "über" is added after). */
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
        : compact(locale, figure.value),
  };
};

/** A figure printed in one language as the table holds it: its text, or text and tile where they differ. */
export type Printed = string | readonly [text: string, tile: string];

/**
 * A figure as the table (printedFigures.ts) holds it: written once where every language prints it alike
 * ("4", "23.5–28 mm" is not), else once per language.
 */
export type Printings = Printed | Readonly<Record<string, Printed>>;

/** One figure of the table in sentence and tile form: `printed` as `Printed`, back to a `PrintedFigure`. */
export const fromTable = (printed: Printed): PrintedFigure =>
  typeof printed === 'string' ? { text: printed, tile: printed } : { text: printed[0], tile: printed[1] };

/** The table's form of a printed figure: its text alone where its tile is the same. */
export const toTable = ({ text, tile }: PrintedFigure): Printed => (text === tile ? text : [text, tile]);

/** A figure of the table in a language the table holds. */
export const printedIn = (printings: Printings, locale: string): PrintedFigure =>
  fromTable(
    typeof printings === 'string' || Array.isArray(printings)
      ? (printings as Printed)
      : ((printings as Readonly<Record<string, Printed>>)[locale] as Printed),
  );
