/**
 * The inbox's export for the sales team: CSV as spreadsheet programs open it (UTF-8 with a byte order
 * mark, comma-separated, CRLF, every cell quoted). A visitor's text reaches a colleague's spreadsheet
 * through it, so each cell is made inert:
 *
 * - **Formulas** (CSV injection): a cell that a spreadsheet would read as a formula gets a leading
 *   apostrophe — one starting with = + - @, also in their full-width (＝ ＋ － ＠) and small (﹦ ﹢ ﹣ ﹫)
 *   forms and as a minus sign (−), also behind spaces of any kind (a no-break space, an ideographic
 *   space …) or invisible characters (a soft hyphen, a Hangul filler, a tag character …), and one
 *   starting with a tab or a carriage return.
 * - **Control and direction characters** become U+FFFD (�), so they are seen instead of obeyed: C0
 *   controls other than tab, line feed and carriage return (text in a message), DEL, the C1 controls
 *   (U+0080–U+009F: U+0085 next line, U+009B control sequence introducer …), and the bidi marks,
 *   embeddings, overrides and isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) that make
 *   "\u202egnp.exe" read "exe.png"; also the zero-width space and the line and paragraph separators
 *   (U+200B, U+2028, U+2029), which hide text or break a row in some programs.
 */

/** What a cell may not carry as it is: shown as U+FFFD. */
const hidden =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * What a spreadsheet may skip before a formula: JavaScript's \s (every Unicode space) and the invisible
 * characters — soft hyphen, combining grapheme joiner, the Hangul fillers, the invisible operators
 * (U+2061–U+2064), the blank Braille pattern, zero-width joiners and the tag characters (U+E0000–U+E007F).
 */
const leadingSpaces =
  // U+034F combines with what precedes it, so it stands outside the class.
  /^(?:[\s\u00ad\u115f\u1160\u180e\u200b-\u200d\u2060-\u2064\u2800\u3164\uffa0\u{e0000}-\u{e007f}]|\u034f)+/u;

/** The characters that start a formula, in every width a spreadsheet may fold to them. */
const formulaStart = /^[=+\-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b\u2212]/;

/** One cell as text: controls made visible, formulas defused, quoted, quotes doubled. */
export const csvCell = (value: string): string => {
  const shown = value.replace(hidden, '\ufffd');
  const formula = /^[\t\r]/.test(shown) || formulaStart.test(shown.replace(leadingSpaces, ''));
  const text = formula ? `'${shown}` : shown;
  return `"${text.replaceAll('"', '""')}"`;
};

/** The whole file: a header row, then one row per record. */
export const toCsv = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** Offers the text as a download (`<a download>` on a Blob URL, released after the click). */
export const download = (name: string, text: string, type = 'text/csv;charset=utf-8'): void => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
