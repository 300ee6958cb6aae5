import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import type { Plugin } from 'vite';

const site = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A module of src/startup bundled into one small classic script, to be inlined in a page's <head>. */
export const inlineScript = (entry: 'head' | 'notFound'): string => {
  const result = buildSync({
    entryPoints: [join(site, 'src/startup', `${entry}.ts`)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error(`esbuild produced nothing for src/startup/${entry}.ts`);
  return file.text.trim();
};

/** The CSP source of an inline script (`'sha256-…'`), so the policy can allow exactly that script. */
export const scriptHash = (code: string): string =>
  `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

const startScriptSlot = '<!--start-script-->';

/** Inlines src/startup/head.ts at the top of every page's <head>, so it runs before anything is painted. */
export const startScript = (): Plugin => ({
  name: 'brand-start-script',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) => {
      if (!html.includes(startScriptSlot)) throw new Error(`index.html lacks ${startScriptSlot}`);
      return html.replace(startScriptSlot, `<script>${inlineScript('head')}</script>`);
    },
  },
});
