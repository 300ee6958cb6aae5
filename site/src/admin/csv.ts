/**
 * The inbox's export for the sales team: CSV as spreadsheet programs open it (UTF-8 with a byte order
 * mark, comma-separated, CRLF, every cell quoted). A cell that a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) gets a leading apostrophe, so a visitor's text can
 * never become a formula on a colleague's machine (CSV injection).
 */

/** One cell as text: quoted, quotes doubled, formulas defused. */
export const csvCell = (value: string): string => {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
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
