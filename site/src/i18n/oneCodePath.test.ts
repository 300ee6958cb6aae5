import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { outermostMatch } from '../../../packages/ui/src/plain/constants.ts';
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
 * name, so a comment's example (`/de/about`) is no branch and a `/*` inside a string hides nothing. And
 * what an expression of constants makes (issue 34: three of six plants passed): `'d' + 'e'`,
 * `` `${'d'}e` ``, `'DE'.toLowerCase()`, `['d', 'e'].join('')`, a `const` holding one of them; a language
 * code standing alone in a regular expression (`/^\/(fr|it|es)\//`); a property read by name (`x.de`);
 * a code in upper case (`'DE'`, `{ FR: … }`), which only a case change away is the language. The constants
 * are folded by the library's guard's `plain/constants.ts`, one reading of them for both guards.
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
const named = new RegExp(`^\\^?\\\\?/?(${prefixed.join('|')})([-_/?#\\\\].*)?$`, 'si');

/**
 * A language code standing alone in a regular expression: `(fr|it|es)`, `[/]de\b`, `^de$`; not a
 * word's part (`design`) nor a letter and a quantifier (`es?`).
 */
const codeInPattern = new RegExp(`(?<![a-z])(${prefixed.join('|')})(?![a-z?*+{])`, 'i');

/** A regular expression's source with its escapes read: `\/` is `/`; a class (`\d`, `\b`) is no letter. */
const patternText = (literal: string) =>
  literal
    .slice(1, literal.lastIndexOf('/'))
    .replace(/\\[a-zA-Z]/g, ' ')
    .replace(/\\(.)/g, '$1');

/** Every string, template part, regular expression, property name and constant expression of a file that names a language. */
const languagesNamed = (file: string, text: string): string[] => {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let value: string | undefined;
    let seen = false;
    if (ts.isRegularExpressionLiteral(node)) {
      value = node.text.slice(1, node.text.lastIndexOf('/'));
      seen = codeInPattern.test(patternText(node.text));
    } else if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) value = node.text;
    else if (
      (ts.isPropertyAssignment(node) ||
        ts.isPropertySignature(node) ||
        ts.isShorthandPropertyAssignment(node)) &&
      ts.isIdentifier(node.name)
    )
      value = node.name.text;
    else if (ts.isPropertyAccessExpression(node)) value = node.name.text;
    // An expression of constants, once, at its largest (`('d' + 'e')` is one finding, not two).
    else if (ts.isExpression(node) && !ts.isIdentifier(node))
      seen = outermostMatch(node, (text) => named.test(text));
    if (seen || (value !== undefined && named.test(value))) {
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

  // Issue 34: three of six plants passed the guard above; each of these is one way to write them.
  const planted: Record<string, string> = {
    "'d' + 'e'": "if (locale === 'd' + 'e') return;",
    "'/' + 'fr' + '/'": "const home = '/' + 'f' + 'r' + '/' + path;",
    'a template of constants': ['if (locale === `$', "{'d'}e`) return;"].join(''),
    "'DE'.toLowerCase()": "if (locale === 'DE'.toLowerCase()) return;",
    "'IT'.toLocaleLowerCase('en')": 'const home = `/$' + "{'IT'.toLocaleLowerCase('en')}/`;",
    "['d', 'e'].join('')": "if (locale === ['d', 'e'].join('')) return;",
    'String.fromCharCode': 'if (locale === String.fromCharCode(102, 114)) return;',
    "'de-CH'.slice(0, 2)": "const german = 'de_CH'.slice(0, 2);",
    "'E'.concat('S').toLowerCase()": "const spanish = 'E'.concat('S').toLowerCase();",
    'a const holding a concatenation': "const FR = 'f' + 'r';\nif (locale === FR) return;",
    'a regular expression listing codes': 'const prefixed = /^\\/(fr|it|es)\\//;',
    'a regular expression with one code in a group': 'const german = /^\\/(?:de)(\\/|$)/;',
    'a regular expression in a character-class disguise': 'const italian = /^[/]it\\b/i;',
    'an array of codes': "const prefixes = ['de', 'fr', 'it', 'es'];",
    'an array of upper-case codes, lowered':
      "const prefixes = ['DE', 'FR'].map((code) => code.toLowerCase());",
    'a property read by name': 'const label = openGraph.de;',
  };
  for (const [name, line] of Object.entries(planted))
    it(`sees ${name}`, () => {
      expect(languagesNamed('planted.ts', line)).not.toEqual([]);
    });

  it('lets through what names no language: other two-letter words, classes, quantifiers', () => {
    const clean = [
      "const x = 'd' + 'esign';",
      'const digits = /^\\d+es?$/;',
      "const range = /[a-z]{2}/; const country = 'CH';",
      'const page = `/$' + '{locale}/about`;',
      'const n = x.design + y.items;',
    ];
    expect(clean.flatMap((line) => languagesNamed('clean.ts', line))).toEqual([]);
  });
});
