import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteLocales } from './locales';

/**
 * The site's code names no language but through `siteLocales`: an address, a redirect, a detection or a
 * move is handled by one code path for German, French, Italian and Spanish, the prefix being data. The
 * crafted-address checks in the browser (tests/e2e/addresses.spec.ts) rely on it: they type each address
 * unprefixed and under one of the four prefixes, in turn, rather than under all four. Code that treats a
 * language apart (`if (locale === 'fr')`, a `'/it'` path) fails here; such code would need every crafted
 * address under its prefix again.
 */
const siteRoot = join(import.meta.dirname, '../..');

/** Where the list of languages, and only it, may name them. */
const naming = new Set(['src/i18n/locales.ts']);

const sources = (dir: string): string[] =>
  readdirSync(join(siteRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The code of a file without its comments (a comment's `/de/about` is an example, not a branch). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const prefixed = siteLocales.filter((locale) => locale !== 'en');
/** A language code as a whole string, or as a path's first segment: `'fr'`, `"/it"`, `` `/es/${x}` ``. */
const named = new RegExp(`['"\`]/?(${prefixed.join('|')})(['"\`]|/)`);

describe('the site handles the prefixed languages with one code path', () => {
  const files = [...sources('src'), 'build/staticHost.ts'].filter((file) => !naming.has(file));

  it('reads the code of the start-up scripts, the router, the pages and the static host', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'src/startup/head.ts',
        'src/startup/notFound.ts',
        'src/startup/startUrl.ts',
        'src/sitePath.ts',
        'src/i18n/paths.ts',
        'src/i18n/detect.ts',
        'src/Layout.tsx',
        'build/staticHost.ts',
      ]),
    );
  });

  it('names de, fr, it and es nowhere but in the list of languages', () => {
    const found = files.flatMap((file) =>
      code(readFileSync(join(siteRoot, file), 'utf8'))
        .split('\n')
        .filter((line) => named.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('would see a language treated apart', () => {
    expect(named.test(code("if (locale === 'fr') return;"))).toBe(true);
    expect(named.test(code('const home = `/it/` + path;'))).toBe(true);
    expect(named.test(code("// `/de/about` → `{ locale: 'de' }`"))).toBe(false);
    expect(named.test(code("const x = 'design';"))).toBe(false);
  });
});
