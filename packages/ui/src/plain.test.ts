// @vitest-environment node
// The library is plain (DESIGN.md §2, issue 14): every component works when statically imported into any
// React 19 app. Read from the sources with TypeScript's parser:
// 1. no module reads `document`, `window`, `navigator` or the storages at module scope or while
//    rendering — only inside an effect or an event handler (code that runs for the component's own DOM);
// 2. no module keeps state at module scope (`let` at the top level);
// 3. a module is a client module (`'use client'` on its first line) exactly when it uses React's client
//    APIs (hooks, context) or a client library (Radix, react-aria); the others stay server-renderable;
// 4. no import cycle.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;

/** The library's modules: source files, without stories, tests, styles and compiled catalogs. */
const modules = readdirSync(src, { recursive: true })
  .map(String)
  .filter((file) => /\.tsx?$/.test(file))
  .filter(
    (file) => !/\.(stories|test|fixture)\.tsx?$|\.css\.ts$|^i18n\/locales\/|^stories\/|^docs\//.test(file),
  )
  .sort();

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(join(src, file), 'utf8'), ts.ScriptTarget.Latest, true);

const browserGlobals = new Set(['document', 'window', 'navigator', 'localStorage', 'sessionStorage']);

/** Hooks whose callbacks run after rendering, in the browser. */
const effectHooks = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect']);

/** Names given to `on…` props in a file (`onClick={focusTarget}`): those functions are event handlers. */
const handlerNames = (source: ts.SourceFile): Set<string> => {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isJsxAttribute(node) &&
      /^on[A-Z]/.test(node.name.getText()) &&
      node.initializer &&
      ts.isJsxExpression(node.initializer) &&
      node.initializer.expression &&
      ts.isIdentifier(node.initializer.expression)
    )
      names.add(node.initializer.expression.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
};

/** Whether a function node is an effect's callback or an event handler (a prop or a listener named on…). */
const runsLater = (fn: ts.Node, handlers: ReadonlySet<string> = new Set()): boolean => {
  const parent = fn.parent;
  if (ts.isCallExpression(parent) && parent.arguments[0] === fn) {
    const callee = parent.expression;
    const name = ts.isIdentifier(callee)
      ? callee.text
      : ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : '';
    return (
      effectHooks.has(name) ||
      name === 'addEventListener' ||
      name === 'requestAnimationFrame' ||
      name === 'setTimeout'
    );
  }
  // onClick={() => …}, or a handler declared as `const onSubmit = …`, `onFailed: (…) => …`
  const named = (name: string) => /^on[A-Z]|^handle[A-Z]/.test(name);
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent))
    return named(parent.parent.name.getText());
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name))
    return named(parent.name.text) || handlers.has(parent.name.text);
  if (ts.isPropertyAssignment(parent)) return named(parent.name.getText());
  return false;
};

/** Uses of browser globals outside effects and handlers: `file:line name`. */
const browserReadsWhileRendering = (file: string): string[] => {
  const source = parse(file);
  const handlers = handlerNames(source);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && browserGlobals.has(node.text) && isReference(node)) {
      let scope: ts.Node | undefined = node.parent;
      let later = false;
      while (scope && !ts.isSourceFile(scope)) {
        if (ts.isFunctionLike(scope) && runsLater(scope, handlers)) {
          later = true;
          break;
        }
        scope = scope.parent;
      }
      if (!later)
        found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

/** An identifier that names the global (not a property `x.document`, a key `{ window: … }` or a type). */
const isReference = (node: ts.Identifier): boolean => {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node)
    return false;
  if (ts.isTypeReferenceNode(parent) || ts.isTypeQueryNode(parent)) return false;
  return true;
};

const clientApi = /\buse[A-Z]\w*\s*\(|\bcreateContext\b|from '@radix-ui\/|from 'react-aria-components'/;

/**
 * Client modules that use no client API themselves but hand components to a client component as props
 * (a server component cannot pass functions), with the reason.
 */
const clientByComposition: Record<string, string> = {
  'sections/Header/HeaderSection.tsx': 'passes HeaderDrawer and LanguageMenu to HeaderBar as props',
};

const isClientModule = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(join(src, file), 'utf8'));

/** Relative imports of a module (type-only ones left out: they vanish from the build). */
const importsOf = (file: string): string[] => {
  const source = parse(file);
  const targets: string[] = [];
  for (const statement of source.statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
    if (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly) continue;
    if (ts.isExportDeclaration(statement) && statement.isTypeOnly) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const base = resolve(src, dirname(file), specifier.text);
    const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) =>
      relative(src, base + ending),
    );
    const target = candidates.find((candidate) => modules.includes(candidate));
    if (target) targets.push(target);
  }
  return targets;
};

describe('@brand/ui is plain', () => {
  it('reads no browser global at module scope or while rendering', () => {
    expect(modules.length).toBeGreaterThan(50);
    expect(modules.flatMap(browserReadsWhileRendering)).toEqual([]);
  });

  it('keeps no state at module scope', () => {
    const mutable = /^new (Map|Set|WeakMap|WeakSet)\b|^\[\]$|^\{\}$/;
    const found = modules.filter((file) =>
      parse(file).statements.some(
        (statement) =>
          ts.isVariableStatement(statement) &&
          ((statement.declarationList.flags & ts.NodeFlags.Let) !== 0 ||
            statement.declarationList.declarations.some(
              (declaration) => declaration.initializer && mutable.test(declaration.initializer.getText()),
            )),
      ),
    );
    expect(found).toEqual([]);
  });

  it("marks exactly the modules that need the browser's React as client modules", () => {
    const wrong = modules
      .map((file) => {
        const needs = clientApi.test(readFileSync(join(src, file), 'utf8')) || file in clientByComposition;
        const marked = isClientModule(file);
        return needs === marked
          ? null
          : `${file}: ${needs ? "uses client APIs without 'use client'" : "is marked 'use client' without needing it"}`;
      })
      .filter(Boolean);
    expect(wrong).toEqual([]);
    // Some components stay server-renderable (no hooks): a server component can render them as they are.
    expect(modules.filter((file) => file.endsWith('.tsx') && !isClientModule(file)).length).toBeGreaterThan(
      8,
    );
  });

  it('has no import cycle', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const walk = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'visiting') {
        cycles.push([...path.slice(path.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'visiting');
      for (const target of importsOf(file)) walk(target, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of modules) walk(file, []);
    expect(cycles).toEqual([]);
  });

  it('finds what it looks for (the checks can fail)', () => {
    const probe = ts.createSourceFile(
      'probe.tsx',
      'const w = window.innerWidth;\nexport function A() { useEffect(() => { document.title = "x"; }); return <b onClick={() => window.print()} />; }',
      ts.ScriptTarget.Latest,
      true,
    );
    const names: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) && browserGlobals.has(node.text) && isReference(node)) {
        let scope: ts.Node | undefined = node.parent;
        while (scope && !ts.isSourceFile(scope) && !(ts.isFunctionLike(scope) && runsLater(scope)))
          scope = scope.parent;
        if (!scope || ts.isSourceFile(scope)) names.push(node.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(probe);
    expect(names).toEqual(['window']);
  });
});
