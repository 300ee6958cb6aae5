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
import { type Printed, type Printings, printFigure, toTable } from '../packages/content/src/printFigure.ts';
import { uiLocales } from '../packages/ui/src/i18n/locales.ts';

const root = join(import.meta.dirname, '..');
const target = join(root, 'packages', 'content', 'src', 'printedFigures.ts');

/**
 * Every figure as the table holds it: once where the five languages print it alike, else per language
 * (`toTable`: the text alone where the tile is the same).
 */
const printAll = () =>
  Object.fromEntries(
    (Object.keys(figures) as FigureKey[]).map((key) => {
      const printed = uiLocales.map((locale) => toTable(printFigure(figures[key], locale)));
      const alike = printed.every((one) => JSON.stringify(one) === JSON.stringify(printed[0]));
      return [
        key,
        alike ? printed[0] : Object.fromEntries(uiLocales.map((locale, i) => [locale, printed[i]])),
      ];
    }),
  ) as Record<FigureKey, Printings>;

// One line per figure where it fits. Whatever is not plain ASCII or the en dash (the no-break spaces Intl
// prints, any mark) is written as an escape, so the source shows it; quotes and backslashes are escaped too.
const escaped = (char: string) =>
  char === "'" || char === '\\' ? `\\${char}` : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
const quote = (text: string) => `'${text.replace(/[^ -~–]|['\\]/g, escaped)}'`;
const literal = (printings: Printings): string =>
  typeof printings === 'string'
    ? quote(printings)
    : Array.isArray(printings)
      ? `[${printings.map(quote).join(', ')}]`
      : `{ ${Object.entries(printings as Record<string, Printed>)
          .map(([locale, printed]) => `${locale}: ${literal(printed)}`)
          .join(', ')} }`;
const table = Object.entries(printAll())
  .map(([key, printings]) => `  ${key}: ${literal(printings)},\n`)
  .join('');
writeFileSync(
  target,
  `// Written by \`pnpm figures\` (scripts/figures.ts): the company's figures as printFigure prints them with
// Intl in the five languages: once where all print a figure alike, else per language; a [text, tile] pair
// where the stat tile's form differs (printFigure.ts: \`Printings\`). Do not edit; printedFigures.test.ts
// fails when this differs from what it prints.
import type { FigureKey } from './company.ts';
import type { Printings } from './printFigure.ts';

/** The languages the table holds (any other is printed with Intl). */
export const printedLocales: readonly string[] = ${JSON.stringify(uiLocales).replaceAll('"', "'").replaceAll(',', ', ')};

export const printedFigures: Record<FigureKey, Printings> = {\n${table}};
`,
);
const biome = spawnSync(join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', target], {
  stdio: 'inherit',
});
if (biome.status !== 0) process.exit(biome.status ?? 1);
console.info(`wrote ${target}`);
