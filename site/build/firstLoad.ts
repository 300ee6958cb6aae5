import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';

/** Vite's manifest of a build in `dist`. */
export const readManifest = (dist: string): Manifest =>
  JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

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
 * its load event, see src/boot/defer.ts). With `idle`, those chunks on every page: everything it loads
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
  if (idle || /<html[^>]*\sdata-hydrate="load"/.test(html)) {
    const listed = html.match(/<meta name="app-modules" content="([^"]*)">/)?.[1] ?? '';
    linked.push(
      ...listed
        .split(' ')
        .filter(Boolean)
        .map((href) => href.slice(1)),
    );
  }
  for (const file of linked) {
    const key = keyOf.get(file);
    if (!key) throw new Error(`${htmlFile} loads ${file}, which is not in Vite's manifest`);
    const found = chunkFiles(manifest, key, seen);
    for (const name of found.js) js.add(name);
    for (const name of found.css) css.add(name);
  }
  for (const [, file] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g))
    if (file) css.add(file);
  return { js: [...js].sort(), css: [...css].sort() };
};
