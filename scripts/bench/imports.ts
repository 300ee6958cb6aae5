/**
 * What an import of @brand/ui costs a partner app: each named import (`budgets.json` → `imports`) bundled
 * alone from the published build (`packages/ui/dist`, resolved through the package's own `exports` and
 * `sideEffects`), minified and gzipped. React, React DOM and Lingui are left out — a React app brings them
 * anyway (they are peers); Radix, React Aria and valibot count, as the partner downloads them for us. The
 * stylesheet is one file for every import (`@brand/ui/style.css`) and is measured once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { budgets, KB, kb } from './budgets.ts';

const root = join(import.meta.dirname, '../..');
/** A folder where `@brand/ui` resolves to the workspace package (and so to its built `dist/`). */
const consumer = join(root, 'site');
const peers = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  '@lingui/core',
  '@lingui/react',
];

export type ImportCost = { name: string; gzip: number; budget: number; over: boolean };

const gzip = (bytes: Uint8Array | string) => gzipSync(bytes, { level: 9 }).length;

/** The gzip size of a bundle of `source`, as a partner's bundler would make it. */
const bundled = async (source: string) => {
  const result = await build({
    stdin: { contents: source, resolveDir: consumer, loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: peers,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return gzip(result.outputFiles[0]?.contents ?? '');
};

export const uiBuilt = () => existsSync(join(root, 'packages/ui/dist/index.js'));

/** Every budgeted import with its cost; the entry (`*`) imports everything the package exports. */
export async function importCosts(): Promise<ImportCost[]> {
  const costs: ImportCost[] = [];
  for (const [name, budgetKB] of Object.entries(budgets.imports.jsKB)) {
    const source =
      name === '*'
        ? "import * as ui from '@brand/ui'; console.log(ui);"
        : `import { ${name} } from '@brand/ui'; console.log(${name});`; // `name` may list several
    const size = await bundled(source);
    costs.push({
      name: name === '*' ? 'the whole entry' : name,
      gzip: size,
      budget: budgetKB * KB,
      over: size > budgetKB * KB,
    });
  }
  const css = gzip(readFileSync(join(root, 'packages/ui/dist/index.css')));
  const cssBudget = budgets.imports.cssKB * KB;
  costs.push({ name: '@brand/ui/style.css', gzip: css, budget: cssBudget, over: css > cssBudget });
  return costs;
}

export const formatImportCosts = (costs: ImportCost[]) =>
  [
    '@brand/ui, per import (published build; gzip; peers React, React DOM, Lingui not counted)',
    ...costs.map(
      ({ name, gzip: size, budget, over }) =>
        `  ${over ? '✗' : '✓'} ${name.padEnd(38)} ${kb(size).padStart(6)} KB  (budget ${kb(budget, 0)} KB)`,
    ),
  ].join('\n');
