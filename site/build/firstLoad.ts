import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';

/**
 * The JavaScript and CSS a prerendered page loads before it is interactive: its module script, its
 * modulepreload and stylesheet links, and every chunk those import statically (from Vite's manifest).
 * Dynamic imports (a library loaded on first use) are not part of it.
 */
export const firstLoadFiles = (dist: string, htmlFile: string): { js: string[]; css: string[] } => {
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const manifest: Manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (file: string) => {
    if (js.has(file)) return;
    js.add(file);
    const chunk = byFile.get(file);
    for (const sheet of chunk?.css ?? []) css.add(sheet);
    for (const key of chunk?.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported.file);
    }
  };
  for (const [, file] of html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g))
    if (file) visit(file);
  for (const [, file] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g))
    if (file) visit(file);
  for (const [, file] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g))
    if (file) css.add(file);
  return { js: [...js].sort(), css: [...css].sort() };
};
