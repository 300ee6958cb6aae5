/**
 * Every script of a build against a ceiling of its own (issue 34): the first-load budgets (bundles.ts)
 * see what a page loads up front and when idle, not what loads on intent — the drawer, the language
 * menu, the notifications region, the sign-in and enquiry adapters, supabase-js, EmailJS — so a
 * package pulled into the drawer's chunk passed them. Here each JavaScript file of `dist/assets` is
 * gzip-sized at level 9 against `budgets.json` → `chunks`: its own ceiling in `named`, else `jsKB`;
 * and each `confined` package keeps a chunk of its own, which no chunk imports statically and only a
 * chunk holding the site's adapters (`loaders`) loads. What a chunk holds is read from its source map
 * (kept beside the build in `dist-meta`, ADR 0049's build), what imports it from Vite's manifest.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { buildMetaDir, readManifest } from '../../site/build/firstLoad.ts';
import { budgets as allBudgets, KB, kb } from './budgets.ts';

/** The chunk rules of `budgets.json`, in KB and path prefixes. */
export type ChunkBudgets = {
  jsKB: number;
  named: Record<string, number>;
  confined: string[];
  loaders: string;
};

/** One script of a build: its stable name, file, gzip size, ceiling, packages and what it breaks. */
export type Chunk = {
  /** `react`, `app` (a chunk rule's), `../packages/ui/src/sections/Header/HeaderDrawer.tsx` (where a load begins), `@supabase/supabase-js`. */
  name: string;
  file: string;
  bytes: number;
  budget: number;
  /** The npm packages it holds; `site` for the site's and the library's own modules. */
  packages: string[];
  breaches: string[];
};

/** The package of a module path (`…/node_modules/@supabase/auth-js/dist/x.js` → `@supabase/auth-js`), or `site`. */
export const packageOf = (path: string): string => {
  const at = path.lastIndexOf('node_modules/');
  if (at < 0) return 'site';
  const [scope = '', name = ''] = path.slice(at + 'node_modules/'.length).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
};

/**
 * A chunk's name that survives a rebuild: a chunk rule's name without its hash (`_app-BN1skz4S.js` →
 * `app`), the package a chunk of node_modules starts with, the module where a load begins, or the file
 * of a script outside the manifest (a page's messages: `assets/messages/Home-de.js`).
 */
export const chunkName = (key: string | undefined, file: string): string => {
  if (!key) return file;
  if (key.includes('node_modules/')) return packageOf(key);
  if (key.startsWith('_')) return key.slice(1).replace(/-[\w-]{8}\.js$/, '');
  return key;
};

/** The modules a chunk holds, from its source map (fresh beside it, or kept in `dist-meta`). */
const modulesOf = (dist: string, file: string): string[] | undefined => {
  const map = [join(dist, `${file}.map`), join(buildMetaDir(dist), `${file}.map`)].find(existsSync);
  if (!map) return undefined;
  const { sources = [] } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] };
  return sources;
};

const scripts = (dist: string): string[] =>
  readdirSync(join(dist, 'assets'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file.split('\\').join('/')}`)
    .sort();

/** Every script of a build, each against its ceiling, with what breaks the confined packages' rules. */
export const checkChunks = (dist: string, budgets: ChunkBudgets = allBudgets.chunks): Chunk[] => {
  const manifest: Manifest = readManifest(dist);
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const chunks = scripts(dist).map((file): Chunk => {
    const key = keyOf.get(file);
    const name = chunkName(key, file);
    const modules = key ? modulesOf(dist, file) : [];
    const bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    const budget = (budgets.named[name] ?? budgets.jsKB) * KB;
    const breaches = bytes > budget ? [`${kb(bytes)} KB > ${kb(budget, 0)} KB`] : [];
    // Rolldown's runtime is generated (no module, no map); any other chunk's map says what it holds.
    if (!modules && name !== 'rolldown-runtime') breaches.push('no source map: what it holds cannot be told');
    return {
      name,
      file,
      bytes,
      budget,
      packages: [...new Set((modules ?? []).map(packageOf))].sort(),
      breaches,
    };
  });

  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const confinedIn = (chunk: Chunk) =>
    budgets.confined.filter((prefix) => chunk.packages.some((pkg) => pkg.startsWith(prefix)));
  for (const chunk of chunks) {
    const confined = confinedIn(chunk);
    if (!confined.length) continue;
    const holds = confined.join(', ');
    if (chunk.packages.includes('site'))
      chunk.breaches.push(`holds ${holds} with the site's own modules: the package keeps a chunk of its own`);
    for (const [key, importer] of Object.entries(manifest)) {
      const other = byFile.get(importer.file);
      if (!other || other === chunk) continue;
      const target = keyOf.get(chunk.file);
      if (importer.imports?.includes(target ?? ''))
        other.breaches.push(`imports ${holds} (${chunk.name}) statically: it loads with every use of ${key}`);
      if (
        importer.dynamicImports?.includes(target ?? '') &&
        !holdsLoader(dist, importer.file, budgets.loaders)
      )
        other.breaches.push(
          `loads ${holds} (${chunk.name}): only the site's adapters (${budgets.loaders}) may`,
        );
    }
  }
  return chunks;
};

/** Whether a chunk holds one of the site's adapters (their modules are the only ones that load a confined package). */
const holdsLoader = (dist: string, file: string, loaders: string) =>
  (modulesOf(dist, file) ?? []).some(
    (module) => module.includes(`/${loaders}`) || module.startsWith(loaders),
  );

/** The breaches, one line per chunk (`../packages/ui/src/sections/Header/HeaderDrawer.tsx (assets/HeaderDrawer-….js) 83.1 KB > 30 KB`). */
export const chunkBreaches = (chunks: readonly Chunk[]): string[] =>
  chunks.flatMap((chunk) => chunk.breaches.map((breach) => `${chunk.name} (${chunk.file}) ${breach}`));

/** The report: every script, largest first, with its ceiling, ✓ or ✗. */
export const formatChunks = (chunks: Chunk[], dist: string): string => {
  const width = Math.max(30, ...chunks.map((chunk) => chunk.name.length + 2));
  const lines = [...chunks]
    .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name))
    .map(
      (chunk) =>
        `  ${chunk.breaches.length ? '✗' : '✓'} ${chunk.name.padEnd(width)}${kb(chunk.bytes, 2).padStart(8)} KB  ≤ ${kb(
          chunk.budget,
          0,
        ).padStart(3)} KB  ${chunk.file.replace(/^assets\//, '')}`,
    );
  const broken = chunkBreaches(chunks);
  return [
    `Every script of ${dist}, loaded up front, when idle or on intent: ${chunks.length} files (gzip -9)`,
    ...lines,
    '',
    broken.length
      ? [`✗ ${broken.length} chunk rules broken:`, ...broken.map((line) => `  ${line}`)].join('\n')
      : `✓ all ${chunks.length} scripts within their ceilings; ${allBudgets.chunks.confined.join(' and ')} in chunks of their own`,
  ].join('\n');
};
