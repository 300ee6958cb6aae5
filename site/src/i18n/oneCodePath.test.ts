import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { siteLocales } from './locales';

/**
 * The site's code names no language but through `siteLocales`: an address, a redirect, a detection or a
 * move is handled by one code path for German, French, Italian and Spanish, the prefix being data. The
 * crafted-address checks in the browser (tests/e2e/addresses.spec.ts) rely on it: they type each address
 * unprefixed and under one of the four prefixes, in turn, rather than under all four (docs/adr/0053).
 * Code that treats a language apart (`if (locale === 'fr')`, a `'/it'` path, a `{ de: … }` table) fails
 * here; such code would need every crafted address under its prefix again.
 *
 * The code is read as TypeScript reads it: every string, template part, regular expression and property
 * name, so a comment's example (`/de/about`) is no branch and a `/*` inside a string hides nothing.
 */
const siteRoot = join(import.meta.dirname, '../..');

/** Where a language may be named, and why none of them makes an address. */
const naming: Record<string, string> = {
  'src/i18n/locales.ts': 'the list of languages itself',
  'src/seo/PageHead.tsx': "each language's Open Graph locale (`de_CH`), a meta tag's value",
  'build/hyphenate.ts': "each language's hyphenation patterns, applied to the prerendered text",
};

const sources = (dir: string): string[] =>
  readdirSync(join(siteRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const prefixed = siteLocales.filter((locale) => locale !== 'en');
/** A language code alone, as a path's first segment, or with a region: `fr`, `/it/x`, `/es?x`, `de-CH`, `de_CH`. */
const named = new RegExp(`^\\^?\\\\?/?(${prefixed.join('|')})([-_/?#\\\\].*)?$`, 's');

/** Every string, template part, regular expression and property name of a file that names a language. */
const languagesNamed = (file: string, text: string): string[] => {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let value: string | undefined;
    if (ts.isRegularExpressionLiteral(node)) value = node.text.slice(1, node.text.lastIndexOf('/'));
    else if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) value = node.text;
    else if (
      (ts.isPropertyAssignment(node) ||
        ts.isPropertySignature(node) ||
        ts.isShorthandPropertyAssignment(node)) &&
      ts.isIdentifier(node.name)
    )
      value = node.name.text;
    if (value !== undefined && named.test(value)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1}: ${node.getText().slice(0, 80)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

describe('the site handles the prefixed languages with one code path', () => {
  const files = [...sources('src'), ...sources('build'), 'prerender.ts', 'vite.config.ts'];

  it('reads the start-up scripts, the router, the pages, the build and the static host', () => {
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
        'build/inlineScripts.ts',
        'prerender.ts',
        ...Object.keys(naming),
      ]),
    );
  });

  it('names de, fr, it and es nowhere but in the list of languages and two tables of data', () => {
    const found = files
      .filter((file) => !(file in naming))
      .flatMap((file) => languagesNamed(file, readFileSync(join(siteRoot, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('would see a language treated apart, in any form', () => {
    const seen = (line: string) => languagesNamed('example.ts', line).length > 0;
    expect(seen("if (locale === 'fr') return;")).toBe(true);
    expect(seen(['const home = `/it/$', '{path}`;'].join(''))).toBe(true);
    expect(seen("const home = '/es?x=1';")).toBe(true);
    expect(seen('const og = { de: x };')).toBe(true);
    expect(seen("const region = 'de-CH';")).toBe(true);
    expect(seen('const german = /^\\/de\\//;')).toBe(true);
    expect(seen("// `/de/about` → `{ locale: 'de' }`\nconst glob = './pages/*.tsx';")).toBe(false);
    expect(seen("const x = 'design'; const y = { deep: 1 };")).toBe(false);
  });
});
