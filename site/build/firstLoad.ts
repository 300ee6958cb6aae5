import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Manifest } from 'vite';
import { htmlAttribute, metaName } from '../src/protocol.ts';
import { appChunkName, clientEntry } from './chunks.ts';

/** Where the manifest and source maps go, beside the build and never in what a host serves. */
export const buildMetaDir = (dist: string): string => `${dist}-meta`;

const manifestFile = (dist: string) =>
  [join(dist, '.vite/manifest.json'), join(buildMetaDir(dist), 'manifest.json')].find(existsSync);

/** The manifest key of the chunk a load begins with: `app` for the app's start, else the module's path. */
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

/** Moves the manifest and the (hidden) source maps into `buildMetaDir(dist)`; returns how many maps moved. */
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

/** A chunk's file, the chunks it imports statically and their CSS, recursively (skipping `seen`). */
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

/** The JS and CSS a page loads up front, and with `idle` (or `data-hydrate="load"`) the app's listed chunks too. */
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
    linked.push(...(listed.match(/\S+/g) ?? []).map((href) => href.slice(1)));
  }
  for (const file of linked) {
    const key = keyOf.get(file);
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
