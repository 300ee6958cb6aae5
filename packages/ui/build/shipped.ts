/**
 * What the package says about its own files, checked against the files it ships (issue 35, partner
 * finding 9). Both read a published package (an installed `node_modules/@brand/ui` in the package test):
 *
 * - `cssTableGaps`: README §2's table of CSS parts against `dist/css/`: a part shipped and not in the
 *   table is one a partner has to guess; a part in the table and not shipped is a broken import.
 * - `sideEffectsGaps`: `package.json`'s `sideEffects` against the files: every entry matches a shipped file
 *   (a stale entry names a file that is not there), and every stylesheet a partner imports for its effect
 *   (`dist/**\/*.css`) is covered (else a bundler may drop it).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The CSS parts README §2's table names: the backticked `*.css` of each row's first cell. */
export function cssTableParts(readme: string): string[] {
  const section = /^## 2\. [^\n]*\n([\s\S]*?)^## /m.exec(readme)?.[1];
  if (!section) throw new Error('the README has no section "## 2."');
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2);
  if (!rows.length) throw new Error('README §2 has no table of parts');
  return rows.flatMap((row) =>
    [...(row.split('|')[1] ?? '').matchAll(/`([\w-]+\.css)`/g)].map((match) => match[1] as string),
  );
}

/** Each gap: `<Part>.css is shipped but not in README §2's table`, or the other way round. */
export function cssTableGaps(readme: string, dist: string): string[] {
  const named = new Set(cssTableParts(readme));
  const shipped = new Set(readdirSync(join(dist, 'css')).filter((file) => file.endsWith('.css')));
  return [
    ...[...shipped]
      .filter((part) => !named.has(part))
      .map((part) => `${part} is shipped but not in README §2's table`),
    ...[...named]
      .filter((part) => !shipped.has(part))
      .map((part) => `${part} is in README §2's table but not shipped`),
  ].sort();
}

/**
 * Whether a `sideEffects` entry matches a file (a path relative to the package, `dist/index.css`), as
 * webpack and Rollup read it: an entry without `/` matches the file's name anywhere (`*.css`), one with
 * `/` the path from the package's folder (`./dist/styles.js`); `*` stays within a folder, `**` crosses them.
 */
export function sideEffectMatches(entry: string, file: string): boolean {
  const pattern = entry.includes('/') ? entry.replace(/^\.\//, '') : `**/${entry}`;
  const source = pattern
    .split(/(\*\*\/|\*\*|\*)/)
    .map((part) =>
      part === '**/'
        ? '(?:.*/)?'
        : part === '**'
          ? '.*'
          : part === '*'
            ? '[^/]*'
            : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`).test(file);
}

/** Every file under `dir`, relative to it, with `/` between folders. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(dir.length + 1)
        .replaceAll('\\', '/'),
    );

/** Each gap of a published package's `sideEffects` (`manifest`) against its folder `pkg`. */
export function sideEffectsGaps(manifest: { sideEffects?: unknown }, pkg: string): string[] {
  const { sideEffects } = manifest;
  if (sideEffects === false) return ['sideEffects is false: a bundler may drop the stylesheets'];
  if (!Array.isArray(sideEffects)) return ['sideEffects is not a list of the files with side effects'];
  const files = filesUnder(pkg).filter((file) => !file.startsWith('node_modules/'));
  const stale = sideEffects
    .filter((entry) => !files.some((file) => sideEffectMatches(String(entry), file)))
    .map((entry) => `sideEffects names ${entry}, which matches no shipped file`);
  const uncovered = files
    .filter((file) => file.startsWith('dist/') && file.endsWith('.css'))
    .filter((file) => !sideEffects.some((entry) => sideEffectMatches(String(entry), file)))
    .map((file) => `${file} is imported for its effect but sideEffects does not cover it`);
  return [...stale, ...uncovered];
}
