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
