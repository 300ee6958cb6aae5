/**
 * What an import of @brand/ui costs a partner app: each named import (`budgets.json` → `imports`) bundled
 * alone from the published build (`packages/ui/dist`, resolved through the package's own `exports` and
 * `sideEffects`), minified and gzipped. React, React DOM and Lingui are left out — a React app brings them
 * anyway (they are peers); Radix, React Aria and valibot count, as the partner downloads them for us. The
 * stylesheet is one file for every import (`@brand/ui/style.css`) and is measured once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
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

const uiDir = join(root, 'packages/ui');
const uiEntry = join(uiDir, 'dist/index.js');

/**
 * What the published build is made from: the library's sources and catalogs (not its tests, stories,
 * docs pages or the TypeScript catalogs `lingui compile` writes, which every site build rewrites), its
 * build files and manifest.
 */
const uiInputs = (): string[] => [
  ...readdirSync(join(uiDir, 'src'), { recursive: true })
    .map(String)
    .filter((file) => /\.(tsx?|po|css)$/.test(file))
    .filter((file) => !/\.(test|stories)\.tsx?$|^i18n[\\/]locales[\\/].*\.ts$|^docs[\\/]/.test(file))
    .map((file) => join(uiDir, 'src', file)),
  ...readdirSync(join(uiDir, 'build')).map((file) => join(uiDir, 'build', file)),
  ...['package.json', 'tsup.config.ts', 'lingui.config.ts'].map((file) => join(uiDir, file)),
];

/** Why `packages/ui/dist` must be built before it is measured (`missing`, a newer source), or null. */
export const uiBuildNeeded = (): string | null => {
  if (!existsSync(uiEntry)) return 'packages/ui/dist is missing';
  const built = statSync(uiEntry).mtimeMs;
  const newer = uiInputs().find((file) => statSync(file).mtimeMs > built);
  return newer ? `${newer.slice(root.length + 1)} is newer than packages/ui/dist` : null;
};

/**
 * Builds `@brand/ui` as `pnpm build:ui` does (its catalogs compiled, then tsup) with this Node and the
 * workspace's own binaries (no pnpm: a clean clone has only `pnpm install` behind it). False on failure.
 */
export const buildUi = (): boolean => {
  const bin = (dir: string, name: string) => join(dir, 'node_modules/.bin', name);
  const env = { ...process.env, PATH: [dirname(process.execPath), process.env.PATH].join(delimiter) };
  for (const [cmd, args] of [
    [bin(root, 'lingui'), ['compile', '--config', 'lingui.config.ts', '--typescript', '--strict']],
    [bin(uiDir, 'tsup'), []],
  ] as const) {
    const run = spawnSync(cmd, [...args], { cwd: uiDir, stdio: 'inherit', env });
    if (run.status !== 0) return false;
  }
  return true;
};

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
