/**
 * What the library knows nothing of (DESIGN.md §1–2, ADR 0045): the brand (`@brand/content`, its name,
 * address, e-mail, phone and figures) and the site's packages (wouter, supabase-js, EmailJS). Read on
 * every file of `packages/ui/src`, stories, tests and docs pages included, as TypeScript parses them:
 * a specifier is what it folds to (`'wou' + 'ter'`, `` `@brand/${'content'}` ``), whichever statement
 * names it (`import`, `import type`, `export … from`, `import()`, `require`, `typeof import(…)`).
 * Used by `../plain.test.ts` on the sources and on fixtures (`./fixtures.ts`).
 */
import { dirname, extname, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import type { Finding } from './checks';
import { constantText, outermostMatch } from './constants';

/** The brand's facts, as `@brand/content` holds them (read at test time, so the lists cannot drift). */
export type Brand = {
  /** Its name and short name, e-mail, street, postal code and town: each identifies the brand anywhere. */
  identity: readonly string[];
  /** Its phone numbers, international (`+41 61 …`). */
  phones: readonly string[];
  /** Its figures that no code would hold for another reason (four digits and more: 2,300,000, 1993). */
  figures: readonly number[];
};

/** How a file is read: a module ships; a story, test or docs page does not, but speaks for the library. */
export type FileKind = 'module' | 'story' | 'test' | 'docs';

export type SourceText = { file: string; text: string; kind: FileKind };

/** Packages of the site that the library never imports: its router, its backend, its mailer. */
const sitePackage = /^(wouter(\/|$)|@supabase\/|@emailjs\/)/;
const brandContent = /^@brand\/content(\/|$)/;

/** Lower case, accents and spacing gone, `ß` as `ss`: "Rhein  BRUSH &amp; Wood" and "rheinbrush&wood" alike. */
export const normalize = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/&amp;/g, '&')
    .replace(/[^a-z0-9]/g, '');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern for one identifying text in normalized text: words may be joined by "and" in any language
 * (`&`, and, und, et, e, y) or by nothing, and a street's "strasse" may be "str".
 */
const identityPattern = (fact: string): RegExp => {
  const words = fact
    .split(/[\s&]+/)
    .map(normalize)
    .filter(Boolean)
    .map((word) => escapeRegExp(word).replace(/strasse$/, 'str(?:asse)?'));
  return new RegExp(words.join('(?:and|und|et|e|y)?'));
};

/** Each phone number as its digits, international (`41610000000`) and national (`0610000000`). */
const phoneDigits = (phones: readonly string[]): string[] =>
  phones.flatMap((phone) => {
    const digits = phone.replace(/\D/g, '');
    return phone.trim().startsWith('+') ? [digits, `0${digits.slice(2)}`] : [digits];
  });

/** Every run of a text that looks like a phone number, as digits. */
const phoneRuns = (text: string): string[] =>
  [...text.matchAll(/\+?\(?\d[\d\s()./\u00a0-]{6,}\d/g)].map(([run]) => run.replace(/\D/g, ''));

const millions = /^(million|millions|millionen|milioni|millones|mio|mln|m)$/i;

/** The numbers a text writes: `2,300,000`, `2'300'000`, `2 300 000`, `2.3 million`, `27 Mio.`. */
export const numbersIn = (text: string): number[] =>
  [
    ...text.matchAll(
      /(\d{1,3}(?:[\s,.'’_\u00a0\u202f]\d{3})+(?!\d)|\d+(?:[.,]\d+)?)(?:[\s\u00a0]*([a-z]+))?/gi,
    ),
  ].map(([, number = '', unit = '']) => {
    const grouped = /^\d{1,3}(?:[\s,.'’_\u00a0\u202f]\d{3})+$/.test(number);
    const value = grouped ? Number(number.replace(/\D/g, '')) : Number(number.replace(',', '.'));
    return millions.test(unit) ? Math.round(value * 1_000_000) : value;
  });

/** Each module specifier a file names, with the node that names it; `undefined` when it is not constant. */
export const specifiers = (source: ts.SourceFile): { node: ts.Node; target: string | undefined }[] => {
  const found: { node: ts.Node; target: string | undefined }[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      found.push({ node, target: constantText(node.moduleSpecifier) });
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      found.push({ node, target: constantText(node.moduleReference.expression) });
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      found.push({ node, target: constantText(node.argument.literal) });
    else if (ts.isCallExpression(node) && isLoader(node)) {
      const [argument] = node.arguments;
      found.push({ node, target: argument && constantText(argument) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

/** `import(…)`, `require(…)`, `module.require(…)`, `createRequire(…)(…)`. */
const isLoader = (call: ts.CallExpression): boolean => {
  const callee = call.expression;
  if (callee.kind === ts.SyntaxKind.ImportKeyword) return true;
  if (ts.isIdentifier(callee)) return callee.text === 'require';
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text === 'require';
  return ts.isCallExpression(callee) && /(^|\.)createRequire$/.test(callee.expression.getText());
};

/** The ES module statements of an MDX page (`import …`, `export …`) and its `import()` calls, as TypeScript. */
const mdxScript = (text: string): string =>
  text
    .split('\n')
    .map((line, index, lines) => {
      const inBlock = (at: number): boolean => {
        for (let back = at; back >= 0; back--) {
          const previous = lines[back] ?? '';
          if (!previous.trim()) return false;
          if (/^(import|export)\b/.test(previous)) return true;
        }
        return false;
      };
      if (inBlock(index)) return line;
      // Outside ESM, a JSX expression's import()/require(): kept from the call on, the rest blanked.
      const call = /\b(import|require)\s*\(/.exec(line);
      return call ? `${' '.repeat(call.index)}void ${line.slice(call.index)}` : '';
    })
    .join('\n');

/** Everything in `files` that names the brand or a site package (paths relative to `root`). */
export function checkBoundaries(files: readonly SourceText[], brand: Brand, root: string): Finding[] {
  const findings: Finding[] = [];
  const identities = brand.identity.map((fact) => ({ fact, pattern: identityPattern(fact) }));
  const phones = phoneDigits(brand.phones);
  const packageRoot = resolve(root, '..');
  const contentRoot = resolve(packageRoot, '../content');

  for (const { file, text, kind } of files) {
    const name = relative(root, file).split(sep).join('/');
    const lineOf = (position: number) => text.slice(0, position).split('\n').length;
    const report = (rule: Finding['rule'], line: number, message: string) =>
      findings.push({ rule, file: name, line, text: message });
    const isMdx = extname(file) === '.mdx';
    const script = isMdx ? mdxScript(text) : /\.[cm]?[jt]sx?$/.test(file) ? text : undefined;
    const source =
      script === undefined
        ? undefined
        : ts.createSourceFile(
            file,
            script,
            ts.ScriptTarget.Latest,
            true,
            isMdx || file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
          );
    const nodeLine = (node: ts.Node) =>
      (source?.getLineAndCharacterOfPosition(node.getStart()).line ?? 0) + 1;

    // 1. The brand's copy comes from the site: no `@brand/content` here, nor a path into it.
    // 2. No package of the site's: the library is router-, backend- and mailer-agnostic.
    for (const { node, target } of source ? specifiers(source) : []) {
      const line = nodeLine(node);
      if (target === undefined) {
        if (kind !== 'module')
          report('site-package', line, `${node.getText().split('\n')[0]}: loads what cannot be read`);
        continue;
      }
      const local = target.startsWith('.') ? resolve(dirname(file), target) : undefined;
      if (brandContent.test(target) || local?.startsWith(contentRoot + sep))
        report('brand-content', line, `${node.getText().split('\n')[0]}: the brand's content in the library`);
      else if (sitePackage.test(target))
        report('site-package', line, `${node.getText().split('\n')[0]}: ${target} is the site's`);
      else if (local !== undefined && !local.startsWith(packageRoot + sep))
        report('site-package', line, `${node.getText().split('\n')[0]}: reaches out of @brand/ui`);
    }

    // 3. The brand's name, address, e-mail and phone: nowhere, comments and prose included (JSDoc ships
    //    in the types, docs pages in Storybook). Normalized, so case, spacing and `&` change nothing, and
    //    a string cut in two (`'Rhein ' + 'Brush'`) joins again.
    const flat = normalize(text);
    for (const { fact, pattern } of identities)
      if (pattern.test(flat)) {
        const first = lineOf(
          text.toLowerCase().indexOf(fact.toLowerCase().split(/\s+/)[0] ?? fact.toLowerCase()),
        );
        report('brand-text', Math.max(first, 1), `names the brand: "${fact}"`);
      }
    const texts = [
      ...phoneRuns(text),
      ...(source ? constantTexts(source).flatMap((value) => phoneRuns(value.text)) : []),
    ];
    for (const phone of phones)
      if (texts.some((run) => run.includes(phone))) report('brand-text', 1, `the brand's phone (${phone})`);

    // 4. The brand's figures, in what ships: every number a module writes, as a literal or in its text.
    if (kind === 'module' && source)
      for (const { node, text: value, numeric } of constantTexts(source)) {
        const numbers = numeric ? [Number(value)] : numbersIn(value);
        const figure = numbers.find((number) => brand.figures.includes(number));
        if (figure !== undefined)
          report(
            'brand-text',
            nodeLine(node),
            `the brand's figure ${figure}: ${node.getText().slice(0, 60)}`,
          );
      }
  }
  return findings;
}

/** Every string, number, template and constant expression of a file, each once, at its largest. */
const constantTexts = (source: ts.SourceFile) => {
  const found: { node: ts.Node; text: string; numeric: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) found.push({ node, text: node.text, numeric: false });
    else if (ts.isExpression(node) && !ts.isIdentifier(node) && outermostMatch(node, () => true)) {
      const text = constantText(node) ?? '';
      found.push({ node, text, numeric: ts.isNumericLiteral(node) });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};
