/**
 * `pnpm figures`: writes packages/content/src/printedFigures.ts, the digits of the company's figures
 * (company.ts) in the five languages as `printFigure` prints them with `Intl` (printFigure.ts). A page
 * then prints its figures without making an `Intl.NumberFormat`, whose first use in a browser tab costs a
 * phone about 150 ms of one task (docs/adr/0054). Run it after changing a figure, how one is printed, or
 * Node (its ICU data); printedFigures.test.ts fails until then, naming this command.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FigureKey, figures } from '../packages/content/src/company.ts';
import { type PrintedFigure, printFigure } from '../packages/content/src/printFigure.ts';
import { uiLocales } from '../packages/ui/src/i18n/locales.ts';

const root = join(import.meta.dirname, '..');
const target = join(root, 'packages', 'content', 'src', 'printedFigures.ts');

/** What `printFigure` prints for every figure in every language. */
const printAll = () =>
  Object.fromEntries(
    uiLocales.map((locale) => [
      locale,
      Object.fromEntries(
        (Object.keys(figures) as FigureKey[]).map((key) => [key, printFigure(figures[key], locale)]),
      ) as Record<FigureKey, PrintedFigure>,
    ]),
  );

// One line per figure. Whatever is not plain ASCII or the en dash (the no-break spaces Intl prints, any
// mark) is written as an escape, so the source shows it; quotes and backslashes are escaped too.
const escaped = (char: string) =>
  char === "'" || char === '\\' ? `\\${char}` : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
const quote = (text: string) => `'${text.replace(/[^ -~–]|['\\]/g, escaped)}'`;
const table = Object.entries(printAll())
  .map(
    ([locale, printed]) =>
      `  ${locale}: {\n${Object.entries(printed)
        .map(([key, { text, tile }]) => `    ${key}: { text: ${quote(text)}, tile: ${quote(tile)} },\n`)
        .join('')}  },\n`,
  )
  .join('');
writeFileSync(
  target,
  `// Written by \`pnpm figures\` (scripts/figures.ts): the company's figures as printFigure prints them with
// Intl, per language. Do not edit; printedFigures.test.ts fails when this differs from what it prints.
import type { UiLocale } from '@brand/ui';
import type { FigureKey } from './company.ts';
import type { PrintedFigure } from './printFigure.ts';

export const printedFigures: Record<UiLocale, Record<FigureKey, PrintedFigure>> = {\n${table}};
`,
);
const biome = spawnSync(join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', target], {
  stdio: 'inherit',
});
if (biome.status !== 0) process.exit(biome.status ?? 1);
console.info(`wrote ${target}`);
