import { readFile, rm, writeFile } from 'node:fs/promises';
import { transformAsync } from '@babel/core';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { type Plugin, transform } from 'esbuild';
import { defineConfig } from 'tsup';

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

const locales = ['en', 'de', 'fr', 'it', 'es'];

/** The published stylesheet, minified: vanilla-extract's per-file comments are most of its raw size. */
const minifyCss = async () => {
  const css = await readFile('dist/index.css', 'utf8');
  const { code } = await transform(css, { loader: 'css', minify: true, target: 'chrome111' });
  await writeFile('dist/index.css', code);
  await rm('dist/index.css.map', { force: true });
};

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    contract: 'src/contract.ts',
    ...Object.fromEntries(locales.map((locale) => [`locales/${locale}`, `src/i18n/locales/${locale}.ts`])),
  },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  minify: false,
  // Build-time only: consumers that call makeTheme in their .css.ts bring their own vanilla-extract.
  external: ['@vanilla-extract/css'],
  // The theme's bare `import './reset.css'` carries no JS; its CSS still lands in index.css.
  esbuildOptions: (options) => {
    options.logOverride = { 'ignored-bare-import': 'silent' };
  },
  onSuccess: minifyCss,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' }), linguiMacros],
});
