import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Manifest } from 'vite';
import { htmlAttribute, metaName } from '../src/protocol.ts';
import { appChunkName, clientEntry } from './chunks.ts';

/**
 * Where a prerendered build keeps what no visitor may fetch — Vite's manifest and the source maps, which
 * hold the original sources: beside the build (`dist` → `dist-meta`), never in what a host serves.
 */
export const buildMetaDir = (dist: string): string => `${dist}-meta`;

/** Vite's manifest: fresh from `vite build`, else where prerender.ts has moved it (`keepOutOfDist`). */
const manifestFile = (dist: string) =>
  [join(dist, '.vite/manifest.json'), join(buildMetaDir(dist), 'manifest.json')].find(existsSync);

/**
 * The manifest key of the chunk that holds a module a load begins with: the app's start (`clientEntry`)
 * is in the chunk the rules name `app` (build/chunks.ts); a page, a widget or an adapter is a chunk's
 * facade, keyed by its own path (`src/pages/Home.tsx`).
 */
export const chunkKeyOf = (manifest: Manifest, module: string): string => {
  const key =
    module === clientEntry ? Object.keys(manifest).find((k) => manifest[k]?.name === appChunkName) : module;
  if (!key || !manifest[key]) throw new Error(`${module} is in no chunk of Vite's manifest`);
  return key;
};

/** Whether `dist` is a build of the site (its manifest in the build or beside it). */
export const isSiteBuild = (dist: string): boolean => manifestFile(dist) !== undefined;

/** Vite's manifest of a build in `dist`. */
export const readManifest = (dist: string): Manifest => {
  const file = manifestFile(dist);
  if (!file) throw new Error(`${dist} has no Vite manifest, in the build or beside it`);
  return JSON.parse(readFileSync(file, 'utf8'));
};

/**
 * Moves the manifest and every source map out of `dist` into `buildMetaDir(dist)` (emptied first), so
 * that deploying `dist` publishes neither. The maps are "hidden" (`build.sourcemap: 'hidden'`: no
 * `sourceMappingURL` comment), kept for an error tracker to symbolicate with. Returns how many maps moved.
 */
export const keepOutOfDist = (dist: string): number => {
  const meta = buildMetaDir(dist);
  rmSync(meta, { recursive: true, force: true });
  const move = (file: string, target = join(meta, relative(dist, file))) => {
    mkdirSync(dirname(target), { recursive: true });
    renameSync(file, target);
  };
  move(join(dist, '.vite/manifest.json'), join(meta, 'manifest.json'));
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
  let maps = 0;
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && entry.name.endsWith('.map')) {
      move(join(entry.parentPath, entry.name));
      maps++;
    }
  return maps;
};

/**
 * A chunk's own file, the chunks it imports statically, and their CSS, recursively (dynamic imports are
 * loaded later, on use). Chunks already in `seen` are skipped, so callers can collect several at once.
 */
export const chunkFiles = (
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): { js: Set<string>; css: Set<string> } => {
  const found = { js: new Set<string>(), css: new Set<string>() };
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) throw new Error(`${name} is not in Vite's manifest`);
    found.js.add(chunk.file);
    for (const css of chunk.css ?? []) found.css.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return found;
};

/**
 * The JavaScript and CSS a prerendered page loads up front: its module script, its modulepreload and
 * stylesheet links, and every chunk those import statically; on a page that starts the app at once
 * (`data-hydrate="load"`), also the app's chunks it lists (`<meta name="app-modules">`, imported at
 * its load event, see src/startup/defer.ts). With `idle`, those chunks on every page: everything it loads
 * before the visitor does anything.
 */
export const firstLoadFiles = (
  dist: string,
  htmlFile: string,
  { idle = false }: { idle?: boolean } = {},
): { js: string[]; css: string[] } => {
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const manifest = readManifest(dist);
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const linked = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g),
  ].map(([, file = '']) => file);
  if (idle || new RegExp(`<html[^>]*\\s${htmlAttribute.hydrate}="load"`).test(html)) {
    const listed =
      html.match(new RegExp(`<meta name="${metaName.appModules}" content="([^"]*)">`))?.[1] ?? '';
    linked.push(
      ...listed
        .split(' ')
        .filter(Boolean)
        .map((href) => href.slice(1)),
    );
  }
  for (const file of linked) {
    const key = keyOf.get(file);
    // A page's messages (build/pageMessages.ts): a module without imports, written beside the chunks.
    if (!key && existsSync(join(dist, file)) && /^assets\/messages\//.test(file)) {
      js.add(file);
      continue;
    }
    if (!key) throw new Error(`${htmlFile} loads ${file}, which is not in Vite's manifest`);
    const found = chunkFiles(manifest, key, seen);
    for (const name of found.js) js.add(name);
    for (const name of found.css) css.add(name);
  }
  for (const [, file] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g))
    if (file) css.add(file);
  return { js: [...js].sort(), css: [...css].sort() };
};
