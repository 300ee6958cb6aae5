import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('the CSV export', () => {
  it('quotes every cell and doubles quotes, keeping commas and line breaks inside the cell', () => {
    expect(csvCell('Bürsten & Co, "Basel"')).toBe('"Bürsten & Co, ""Basel"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('')).toBe('""');
  });

  it('never lets a cell start a formula (CSV injection)', () => {
    for (const formula of [
      '=HYPERLINK("https://evil.example","x")',
      '+41 61 000 00 00',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
    ])
      expect(csvCell(formula).startsWith(`"'`), formula).toBe(true);
    expect(csvCell('Zoë')).toBe('"Zoë"');
  });

  it('defuses a formula behind spaces of any kind, and in full-width and small forms', () => {
    for (const formula of [
      ' =1+1',
      '\u00a0=HYPERLINK("https://evil.example")', // a no-break space
      '\u202f+1', // a narrow no-break space
      '\u3000=1', // an ideographic space
      '\u2003\u2009-1', // an em space and a thin space
      '\ufeff@SUM(A1)', // a zero-width no-break space (byte order mark)
      '\u00ad=1', // a soft hyphen
      '\u034f+1', // a combining grapheme joiner
      '\u115f\u1160=1', // Hangul choseong and jungseong fillers
      '\u3164@A1', // a Hangul filler
      '\uffa0-1', // a half-width Hangul filler
      '\u2061\u2062\u2063\u2064=1', // the invisible operators
      '\u2800=1', // a blank Braille pattern
      '\u{e0001}\u{e0041}\u{e007f}=1', // tag characters
      '\n=1',
      '＝HYPERLINK("https://evil.example")', // U+FF1D
      '＋41 61 000 00 00', // U+FF0B
      '－2+3', // U+FF0D
      '＠SUM(A1)', // U+FF20
      '﹦1', // U+FE66 small equals sign
      '\u2212 1', // a minus sign
    ])
      expect(csvCell(formula).startsWith(`"'`), JSON.stringify(formula)).toBe(true);
    for (const text of ['Basel', ' Zoë', '100% = good', 'a = b', '(=1)'])
      expect(csvCell(text), text).toBe(`"${text}"`);
  });

  it('shows control and direction characters as U+FFFD instead of obeying them', () => {
    const cells: [string, string][] = [
      ['BEL', 'ring\u0007'],
      ['ESC', '\u001b[31mred'],
      ['NUL', 'a\u0000b'],
      ['DEL', 'a\u007fb'],
      ['U+0085 next line', 'a\u0085b'],
      ['U+009B control sequence introducer', '\u009b31mred'],
      ['U+202E right-to-left override ("gnp.exe")', 'invoice\u202egnp.exe'],
      ['U+202A left-to-right embedding', 'a\u202ab'],
      ['U+202C pop directional formatting', 'a\u202cb'],
      ['U+2066 left-to-right isolate', 'a\u2066b'],
      ['U+2069 pop directional isolate', 'a\u2069b'],
      ['U+200E left-to-right mark', 'a\u200eb'],
      ['U+200F right-to-left mark', 'a\u200fb'],
      ['U+061C Arabic letter mark', 'a\u061cb'],
      ['U+2028 line separator', 'a\u2028b'],
      ['U+2029 paragraph separator', 'a\u2029b'],
      ['U+200B zero-width space', 'a\u200bb'],
    ];
    for (const [label, value] of cells) {
      const cell = csvCell(value);
      expect(cell, label).not.toMatch(
        // biome-ignore lint/suspicious/noControlCharactersInRegex: none may be left
        /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/,
      );
      expect(cell, label).toContain('\ufffd');
    }
    expect(csvCell('invoice\u202egnp.exe')).toBe('"invoice\ufffdgnp.exe"');
    // A control in front of a formula is shown, and the cell then starts with it: no formula.
    expect(csvCell('\u202e=1')).toBe('"\ufffd=1"');
    expect(csvCell('\u200b=1'), 'a zero-width space').toBe('"\ufffd=1"');
    // Tabs and line breaks inside a message are text.
    expect(csvCell('line 1\tcol\r\nline 2')).toBe('"line 1\tcol\r\nline 2"');
  });

  it('writes UTF-8 with a byte order mark and CRLF rows, header first', () => {
    expect(
      toCsv(
        ['Name', 'Message'],
        [
          ['Zoë', 'Hallo'],
          ['Ann', '=1'],
        ],
      ),
    ).toBe('\uFEFF"Name","Message"\r\n"Zoë","Hallo"\r\n"Ann","\'=1"\r\n');
  });
});
