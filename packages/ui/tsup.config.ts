import { existsSync, rmSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { transformAsync } from '@babel/core';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { type Plugin, transform } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import { cssParts } from './build/cssParts';

/**
 * The published build, in two passes (`pnpm build`, i.e. `tsup`):
 *
 * 1. **modules**: one ES module per source file under `dist/` (as Radix and react-aria publish), so each
 *    client component keeps its `"use client"` directive and a Next.js server component can import the
 *    server-safe ones (Heading, Card, the content sections) without pulling hooks into the server graph.
 *    Styles compile to their class names only (`outputCss: false`); nothing imports CSS from JS.
 * 2. **bundle**: the same entries bundled, only for what a bundle does best: the stylesheets, ordered by
 *    the import graph — `dist/index.css` (all of it) and the parts a partner may take instead
 *    (`dist/css/foundation.css`, `dist/css/<Folder>.css`; build/cssParts.ts). Its JS is thrown away.
 * 3. **types**: one declaration file per entry, straight into `dist/`. Both passes hash class names the same way (`identifiers: 'short'` from the
 *    file's path), which the package test proves by rendering the published build.
 *
 * docs/adr/0023-publish-per-module-build.md compares this with tsdown.
 */

/**
 * Compiles Lingui macros with Babel before esbuild sees the file. `descriptorFields: 'message'` keeps
 * the English text next to each id, so a consumer that loads no catalog still reads English.
 */
const linguiMacros: Plugin = {
  name: 'lingui-macros',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      if (path.endsWith('.css.ts')) return undefined;
      const source = await readFile(path, 'utf8');
      if (!source.includes('@lingui/')) return undefined;
      const result = await transformAsync(source, {
        filename: path,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { descriptorFields: 'message' }]],
      });
      return { contents: result?.code ?? source, loader: path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * Keeps every import of a module external: packages stay bare specifiers, relative imports point at the
 * sibling output file with its `.js` extension (what Node, webpack and Turbopack need in an ES package).
 */
const eachModuleOnItsOwn: Plugin = {
  name: 'each-module-on-its-own',
  setup(build) {
    build.onResolve({ filter: /.*/ }, ({ path, importer, kind }) => {
      if (kind === 'entry-point') return undefined;
      if (!path.startsWith('.')) return { path, external: true };
      const base = resolve(dirname(importer), path);
      const file = [base, `${base}.ts`, `${base}.tsx`].find(
        (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
      );
      if (!file)
        throw new Error(
          `${relative(process.cwd(), importer)}: cannot resolve ${path}` +
            (path.includes('locales/') ? ' (a compiled catalog: run `pnpm i18n:compile`)' : ''),
        );
      const target = relative(dirname(importer), file).replace(/\.tsx?$/, '.js');
      return { path: target.startsWith('.') ? target : `./${target}`, external: true };
    });
  },
};

// The catalogs: German for Germany (`de`) and for Switzerland (`de-CH`).
const locales = ['en', 'de', 'de-CH', 'fr', 'it', 'es'];

// The compiled catalogs are generated (git ignores them): `pnpm build:ui` compiles them before tsup.
const missing = locales.filter((locale) => !existsSync(`src/i18n/locales/${locale}.ts`));
if (missing.length)
  throw new Error(
    `@brand/ui: the compiled catalogs src/i18n/locales/{${missing.join(',')}}.ts are missing. ` +
      'Build with `pnpm build:ui` (it compiles them first), or run `pnpm i18n:compile` before `tsup`.',
  );
const entries = {
  index: 'src/index.ts',
  contract: 'src/contract.ts',
  ...Object.fromEntries(locales.map((locale) => [`i18n/locales/${locale}`, `src/i18n/locales/${locale}.ts`])),
};
const bundleDir = 'node_modules/.cache/bundle';

// Both passes write into dist/ and run side by side: start from an empty one, once.
rmSync('dist', { recursive: true, force: true });

const shared: Options = {
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  minify: false,
  esbuildOptions: (options) => {
    options.logOverride = { 'ignored-bare-import': 'silent' };
  },
};

/** The bundle pass's stylesheet and its parts, minified (vanilla-extract's per-file comments go). */
const takeCss = async () => {
  const css = await readFile(`${bundleDir}/index.css`, 'utf8');
  const metafile = JSON.parse(await readFile(`${bundleDir}/metafile-esm.json`, 'utf8'));
  await mkdir('dist/css', { recursive: true });
  for (const [file, sheet] of Object.entries({ 'index.css': css, ...cssParts(css, metafile).files })) {
    const { code } = await transform(sheet, { loader: 'css', minify: true, target: 'chrome111' });
    await writeFile(`dist/${file}`, code);
  }
  await rm(bundleDir, { recursive: true, force: true });
};

export default defineConfig([
  {
    ...shared,
    name: 'modules',
    entry: [
      'src/**/*.{ts,tsx}',
      '!src/**/*.{test,stories}.{ts,tsx}',
      '!src/**/*.fixture.ts',
      '!src/stories/**',
      '!src/plain/**',
      '!src/docs/**',
    ],
    outDir: 'dist',
    bundle: true,
    splitting: false,
    treeshake: false,
    esbuildPlugins: [
      eachModuleOnItsOwn,
      vanillaExtractPlugin({ identifiers: 'short', outputCss: false }),
      linguiMacros,
    ],
  },
  {
    ...shared,
    name: 'bundle',
    entry: entries,
    outDir: bundleDir,
    splitting: true,
    clean: true,
    metafile: true,
    external: ['@vanilla-extract/css'],
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' }), linguiMacros],
    // onSuccess runs when esbuild is done, not when the declarations are: only the CSS is taken here.
    onSuccess: takeCss,
  },
  {
    ...shared,
    name: 'types',
    entry: entries,
    outDir: 'dist',
    dts: { only: true },
  },
]);
