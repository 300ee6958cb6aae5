/**
 * The library's guarantees (DESIGN.md §2, ADR 0022), checked with TypeScript's type checker on a program of
 * the sources, so that names are resolved as the compiler resolves them: `globalThis.document`, a bare
 * `addEventListener`, `React.useState`, `use` from 'react' and `./a.js` or `./Button.css` specifiers are
 * what they are, whatever they are called (`process` is the global only when no local shadows it). The
 * brand and the site's packages, read in stories and docs pages too, are `./boundaries.ts`'s. Used by
 * `../plain.test.ts` on the sources and on fixtures (`./fixtures.ts`), each of which breaks one rule.
 */
import { dirname } from 'node:path';
import ts from 'typescript';
import { constantText } from './constants';

export type Rule =
  | 'browser-global'
  | 'document-listener'
  | 'import-work'
  | 'module-state'
  | 'client-directive'
  | 'import-cycle'
  | 'environment'
  | 'loading-strategy'
  | 'brand-content'
  | 'brand-text'
  | 'site-package';

export type Finding = { rule: Rule; file: string; line: number; text: string };

/**
 * Globals that exist on a server too (Node declares them) but still describe the visitor's browser: read
 * while rendering, they differ between the server's HTML and the client's first render.
 */
const browserNames = new Set(['navigator', 'localStorage', 'sessionStorage', 'location', 'self', 'window']);

/** Timers and schedulers: called at module scope, a module would start work when imported. */
const schedulers = new Set([
  'setTimeout',
  'setInterval',
  'requestAnimationFrame',
  'requestIdleCallback',
  'queueMicrotask',
  'addEventListener',
]);

/** React's hooks whose callbacks run after rendering, in the browser only. */
const effectHooks = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect']);

/**
 * Packages whose components and hooks only run in the browser's React: importing a value makes a client
 * module. React Aria by module path too (`react-aria-components/Switch`, ADR 0078, 0083).
 */
const clientPackages = /^(@radix-ui\/|react-aria-components(\/|$)|react-aria(\/|$))/;

/** Methods that change the collection or object they are called on. */
const mutators = new Set([
  'set',
  'add',
  'delete',
  'clear',
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
]);

export type Modules = {
  program: ts.Program;
  /** The library's modules (absolute paths): source files without tests, stories and styles. */
  files: readonly string[];
  /** Style modules (`.css.ts`): part of the import graph, evaluated at build time. */
  styles: readonly string[];
  /** Client modules that need no client API themselves, by path relative to `root`, with the reason. */
  clientByComposition?: Readonly<Record<string, string>>;
  /**
   * Modules whose exported functions load with `import()` what the partner asks for when it calls
   * them (a catalog per language), by path relative to `root`, with the reason.
   */
  loaders?: Readonly<Record<string, string>>;
  /** The folder the paths in findings are relative to. */
  root: string;
};

/** Everything that breaks a rule, in every module. */
export function check(modules: Modules): Finding[] {
  const checker = modules.program.getTypeChecker();
  const findings: Finding[] = [];
  for (const file of modules.files) {
    const source = modules.program.getSourceFile(file);
    if (!source) throw new Error(`${file} is not in the program`);
    findings.push(...checkModule(source, checker, modules));
  }
  findings.push(...importCycles(modules));
  return findings;
}

const relativeTo = (root: string, file: string) =>
  file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;

function checkModule(source: ts.SourceFile, checker: ts.TypeChecker, modules: Modules): Finding[] {
  const findings: Finding[] = [];
  const file = relativeTo(modules.root, source.fileName);
  const report = (rule: Rule, node: ts.Node, text: string) =>
    findings.push({ rule, file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });

  const later = laterContexts(source, checker);
  const runsLater = (node: ts.Node) => {
    for (let scope: ts.Node | undefined = node.parent; scope && !ts.isSourceFile(scope); scope = scope.parent)
      if (ts.isFunctionLike(scope) && later(scope)) return true;
    return false;
  };
  const atModuleScope = (node: ts.Node) => {
    for (let scope: ts.Node | undefined = node.parent; scope && !ts.isSourceFile(scope); scope = scope.parent)
      if (ts.isFunctionLike(scope) && !isImmediatelyCalled(scope)) return false;
    return true;
  };

  let needsClient: string | undefined;
  const visit = (node: ts.Node) => {
    // 1. Browser globals only in effects and event handlers.
    if (ts.isIdentifier(node) && isValueReference(node)) {
      const symbol = checker.getSymbolAtLocation(node);
      if (symbol && isBrowserGlobal(symbol, modules.program) && !runsLater(node))
        report('browser-global', node, `${node.text} read at module scope or while rendering`);
    }
    if (ts.isCallExpression(node)) {
      const callee = calleeSymbol(node, checker);
      const name = callee?.getName() ?? '';
      // 2. No listener on the document or the window, wherever it is added.
      if (name === 'addEventListener' && listensOnDocument(node, checker))
        report(
          'document-listener',
          node,
          `${node.expression.getText()}(…) listens on the document or window`,
        );
      // 3. Importing a module starts nothing.
      if (callee && schedulers.has(name) && isGlobal(callee) && atModuleScope(node))
        report('import-work', node, `${name}(…) runs when the module is imported`);
      // 4. What makes a client module.
      if (callee && !needsClient) needsClient = clientApi(callee, name);
      // 8. No loading strategy of its own: the site decides what loads when (DESIGN.md §2).
      // A documented loader (`modules.loaders`) may import() a literal path inside a function the
      // partner calls; nothing else may, anywhere.
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments;
        const target = argument && ts.isStringLiteralLike(argument) ? argument.text : undefined;
        if (target === undefined)
          report('loading-strategy', node, `${firstLine(node)}: import() of an expression, in the library`);
        else if (!inFunction(node))
          report('loading-strategy', node, `import('${target}') runs when the module is imported`);
        else if (!modules.loaders?.[file])
          report(
            'loading-strategy',
            node,
            `import('${target}'): the library loads nothing itself (the site decides)`,
          );
      }
      if (callee && name === 'lazy' && declaredIn(callee) === 'react')
        report('loading-strategy', node, `${firstLine(node)}: a lazy component splits the partner's bundle`);
    }
    // 7. No environment: what `process.env` or `import.meta.env` holds is the partner's bundler's choice.
    if (ts.isIdentifier(node) && node.text === 'process' && isValueReference(node)) {
      const symbol = checker.getSymbolAtLocation(node);
      if (!symbol || isGlobal(symbol))
        report('environment', node, `${firstLine(node.parent)}: reads the process's environment`);
    }
    if (
      ts.isElementAccessExpression(node) &&
      constantText(node.argumentExpression) === 'process' &&
      /^(globalThis|window|self|global)$/.test(unwrap(node.expression).getText())
    )
      report('environment', node, `${node.getText()}: reads the process's environment`);
    if (ts.isMetaProperty(node) && node.keywordToken === ts.SyntaxKind.ImportKeyword) {
      const use = ts.isPropertyAccessExpression(node.parent) ? node.parent.name.text : '';
      if (/^glob/.test(use))
        report('loading-strategy', node.parent, `import.meta.${use}: a loading strategy of the bundler's`);
      else if (use !== 'url')
        report('environment', node.parent, `${firstLine(node.parent)}: import.meta is the bundler's`);
    }
    if (
      (ts.isAwaitExpression(node) || (ts.isForOfStatement(node) && node.awaitModifier)) &&
      !inFunction(node)
    )
      report('loading-strategy', node, `${firstLine(node)}: a top-level await holds every importer`);
    if (
      !needsClient &&
      ts.isJsxAttribute(node) &&
      /^on[A-Z]/.test(node.name.getText()) &&
      isIntrinsicElement(node.parent.parent)
    )
      needsClient = `an event handler on <${tagName(node.parent.parent)}>`;
    ts.forEachChild(node, visit);
  };
  visit(source);

  for (const statement of source.statements) {
    if (ts.isExpressionStatement(statement) && !isDirective(statement))
      report('import-work', statement, `${firstLine(statement)} runs when the module is imported`);
    if (
      !needsClient &&
      ts.isImportDeclaration(statement) &&
      !statement.importClause?.isTypeOnly &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      clientPackages.test(statement.moduleSpecifier.text) &&
      hasValueImport(statement)
    )
      needsClient = `imports ${statement.moduleSpecifier.text}`;
  }

  findings.push(...moduleState(source, checker).map(([node, text]) => toFinding('module-state', node, text)));

  const marked = isClientModule(source);
  const composed = modules.clientByComposition?.[file];
  if ((needsClient || composed) && !marked)
    report(
      'client-directive',
      source.statements[0] ?? source,
      `${needsClient ?? composed} without 'use client'`,
    );
  if (!needsClient && !composed && marked)
    report('client-directive', source.statements[0] ?? source, "'use client' without a client API");
  return findings;

  function toFinding(rule: Rule, node: ts.Node, text: string): Finding {
    return { rule, file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text };
  }
}

const firstLine = (node: ts.Node) => node.getText().split('\n')[0] ?? '';

/** An expression without the parentheses and `as` casts around it. */
const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)
    ? unwrap(node.expression)
    : node;

/** Whether `node` is inside a function (an IIFE's too: an async one runs later than the import). */
const inFunction = (node: ts.Node): boolean => {
  for (let scope: ts.Node | undefined = node.parent; scope && !ts.isSourceFile(scope); scope = scope.parent)
    if (ts.isFunctionLike(scope)) return true;
  return false;
};

const isDirective = (statement: ts.ExpressionStatement) => ts.isStringLiteral(statement.expression);

export const isClientModule = (source: ts.SourceFile) => {
  const first = source.statements[0];
  return Boolean(
    first &&
      ts.isExpressionStatement(first) &&
      ts.isStringLiteral(first.expression) &&
      first.expression.text === 'use client',
  );
};

/** `(() => { … })()` and `(function () { … })()`: their bodies run where the call is. */
const isImmediatelyCalled = (fn: ts.Node): boolean => {
  let outer = fn.parent;
  while (outer && ts.isParenthesizedExpression(outer)) outer = outer.parent;
  let inner: ts.Node = fn;
  while (inner.parent && ts.isParenthesizedExpression(inner.parent)) inner = inner.parent;
  return Boolean(outer && ts.isCallExpression(outer) && outer.expression === inner);
};

/** An identifier read as a value: not a declaration's name, a property key, a type or a label. */
const isValueReference = (node: ts.Identifier): boolean => {
  const parent = node.parent;
  if (ts.isPartOfTypeNode(node)) return false;
  if (
    (ts.isVariableDeclaration(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isPropertyAssignment(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isImportSpecifier(parent) ||
      ts.isExportSpecifier(parent) ||
      ts.isJsxAttribute(parent)) &&
    parent.name === node
  )
    return false;
  if (ts.isBindingElement(parent) && parent.name === node && parent.propertyName) return false;
  if (ts.isImportClause(parent) || ts.isNamespaceImport(parent)) return false;
  return true;
};

/**
 * A global of the browser: a variable or function declared at the top of TypeScript's DOM library and
 * nowhere else (a server has no `document`), or one of `browserNames`, which a server may have too.
 */
const isBrowserGlobal = (symbol: ts.Symbol, program: ts.Program): boolean => {
  if (!isGlobal(symbol)) return false;
  const declarations = symbol.getDeclarations() ?? [];
  if (!declarations.length) return false;
  if (browserNames.has(symbol.getName())) return true;
  return declarations.every((declaration) => {
    const source = declaration.getSourceFile();
    return program.isSourceFileDefaultLibrary(source) && /lib\.dom[.\w]*\.d\.ts$/.test(source.fileName);
  });
};

/** Declared in the global scope of a declaration file (not imported, not local). */
const isGlobal = (symbol: ts.Symbol): boolean => {
  if (!(symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function))) return false;
  return (symbol.getDeclarations() ?? []).some((declaration) => {
    const source = declaration.getSourceFile();
    if (!source.isDeclarationFile) return false;
    let scope: ts.Node = declaration.parent;
    while (ts.isVariableDeclarationList(scope) || ts.isVariableStatement(scope)) scope = scope.parent;
    return ts.isSourceFile(scope) || (ts.isModuleBlock(scope) && scope.parent.name.getText() === 'global');
  });
};

/** The symbol a call calls, through imports (`import { use } from 'react'`) and namespaces (`React.useState`). */
const calleeSymbol = (call: ts.CallExpression, checker: ts.TypeChecker): ts.Symbol | undefined => {
  const expression = call.expression;
  const target = ts.isPropertyAccessExpression(expression) ? expression.name : expression;
  const symbol = checker.getSymbolAtLocation(target);
  if (!symbol) return undefined;
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
};

/** Which package (or `local`) declares a symbol: the folder after the last `node_modules/`, `@types/` left out. */
const declaredIn = (symbol: ts.Symbol): string => {
  const file = symbol.getDeclarations()?.[0]?.getSourceFile().fileName ?? '';
  const at = file.lastIndexOf('node_modules/');
  if (at < 0) return 'local';
  const match = /^(@types\/)?((@[^/]+\/)?[^/]+)\//.exec(file.slice(at + 'node_modules/'.length));
  return match?.[2] ?? 'local';
};

/** Why a call makes its module a client module: a hook, a context, `flushSync` or a portal. */
const clientApi = (symbol: ts.Symbol, name: string): string | undefined => {
  const from = declaredIn(symbol);
  if (from === 'react' && (name === 'use' || /^use[A-Z]/.test(name) || name === 'createContext'))
    return `${name}() from react`;
  if (from === 'react-dom' && (name === 'flushSync' || name === 'createPortal'))
    return `${name}() from react-dom`;
  if (/^use[A-Z]/.test(name)) return `the hook ${name}()`;
  return undefined;
};

/** `document.addEventListener`, `window.addEventListener`, `globalThis.addEventListener`, `addEventListener`. */
const listensOnDocument = (call: ts.CallExpression, checker: ts.TypeChecker): boolean => {
  const expression = call.expression;
  if (!ts.isPropertyAccessExpression(expression)) return true; // the global function: the window's
  const type = checker.getTypeAtLocation(expression.expression);
  const names = (type.isIntersection() ? type.types : [type]).map((part) => part.getSymbol()?.getName());
  return names.some((name) => name === 'Document' || name === 'Window' || name === 'typeof globalThis');
};

const isIntrinsicElement = (node: ts.Node): boolean =>
  (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && /^[a-z]/.test(tagName(node));

const tagName = (node: ts.Node) =>
  ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node) ? node.tagName.getText() : '';

const hasValueImport = (statement: ts.ImportDeclaration): boolean => {
  const clause = statement.importClause;
  if (!clause) return true;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings) return false;
  if (ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.some((element) => !element.isTypeOnly);
};

/**
 * Which functions run after rendering: effect callbacks (`useEffect` from React, however imported), event
 * handlers (a JSX `on…` prop; a function named `on…`/`handle…`; one passed by name to an `on…` prop) and
 * functions that are only ever called or passed from such code. Timer and listener callbacks are not
 * later on their own: where they are scheduled decides.
 */
function laterContexts(source: ts.SourceFile, checker: ts.TypeChecker): (fn: ts.Node) => boolean {
  const memo = new Map<ts.Node, boolean>();
  const later = (fn: ts.Node): boolean => {
    const known = memo.get(fn);
    if (known !== undefined) return known;
    memo.set(fn, false); // a function that only calls itself is not later
    const result = decide(fn);
    memo.set(fn, result);
    return result;
  };
  const insideLater = (node: ts.Node): boolean => {
    for (let scope: ts.Node | undefined = node.parent; scope && !ts.isSourceFile(scope); scope = scope.parent)
      if (ts.isFunctionLike(scope) && later(scope)) return true;
    return false;
  };
  const handlerName = (name: string) => /^(on|handle)[A-Z]/.test(name);
  const decide = (fn: ts.Node): boolean => {
    const parent = fn.parent;
    if (ts.isCallExpression(parent) && parent.arguments[0] === fn) {
      const callee = calleeSymbol(parent, checker);
      if (callee && effectHooks.has(callee.getName()) && declaredIn(callee) === 'react') return true;
    }
    if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent))
      return handlerName(parent.parent.name.getText()) || parent.parent.name.getText() === 'ref';
    if (ts.isPropertyAssignment(parent) && handlerName(parent.name.getText())) return true;
    // `const onKey = useCallback(() => …, [])` is named by its variable.
    const memoized =
      ts.isCallExpression(parent) &&
      parent.arguments[0] === fn &&
      calleeSymbol(parent, checker)?.getName() === 'useCallback'
        ? parent.parent
        : undefined;
    const holder = memoized ?? parent;
    // A named function: later when its name says so, or when every use of it is in later code.
    const name =
      ts.isFunctionDeclaration(fn) && fn.name
        ? fn.name
        : ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name)
          ? holder.name
          : undefined;
    if (!name) return false;
    if (handlerName(name.text)) return true;
    const symbol = checker.getSymbolAtLocation(name);
    const uses = references(source, checker, symbol).filter((use) => use !== name);
    return (
      uses.length > 0 &&
      uses.every((use) => {
        const attribute = use.parent.parent;
        if (ts.isJsxExpression(use.parent) && ts.isJsxAttribute(attribute))
          return handlerName(attribute.name.getText()) || attribute.name.getText() === 'ref';
        return insideLater(use);
      })
    );
  };
  return later;
}

/** Every identifier of a file that resolves to `symbol`. */
const references = (source: ts.SourceFile, checker: ts.TypeChecker, symbol: ts.Symbol | undefined) => {
  const found: ts.Identifier[] = [];
  if (!symbol) return found;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && checker.getSymbolAtLocation(node) === symbol) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

/**
 * State kept by the module: `let` and `var` at module scope (or in the body of a function called as the
 * module loads: an IIFE's closure is module state too), a mutable collection or an empty literal made
 * there, and any module-scope constant that the module changes (a property set, `++`, `delete`, a call of
 * `set`, `push` …).
 */
function moduleState(source: ts.SourceFile, checker: ts.TypeChecker): [ts.Node, string][] {
  const found: [ts.Node, string][] = [];
  const mutableInitializer = /^new (Map|Set|WeakMap|WeakSet|Array)\b|^\[\]$|^\{\}$/;
  const scopes: ts.NodeArray<ts.Statement>[] = [source.statements];
  // Bodies of functions run while the module loads (IIFEs, at any depth of a module-scope expression).
  const findIifes = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && !isImmediatelyCalled(node)) return;
    if (
      (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) &&
      isImmediatelyCalled(node) &&
      ts.isBlock(node.body)
    )
      scopes.push(node.body.statements);
    ts.forEachChild(node, findIifes);
  };
  for (const statement of source.statements) ts.forEachChild(statement, findIifes);

  for (const statements of scopes) {
    for (const statement of statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const list = statement.declarationList;
      const kind = list.flags & ts.NodeFlags.Let ? 'let' : list.flags & ts.NodeFlags.Const ? 'const' : 'var';
      for (const declaration of list.declarations) {
        const name = declaration.name.getText();
        if (kind !== 'const') {
          found.push([declaration, `${kind} ${name} is module state`]);
          continue;
        }
        if (declaration.initializer && mutableInitializer.test(declaration.initializer.getText())) {
          found.push([declaration, `${name} is a mutable collection made at module scope`]);
          continue;
        }
        if (!ts.isIdentifier(declaration.name)) continue;
        const mutation = references(source, checker, checker.getSymbolAtLocation(declaration.name)).find(
          isMutated,
        );
        if (mutation) found.push([mutation, `${name} is changed: module state`]);
      }
    }
  }
  return found;
}

/** Whether a reference to an object is changed through it: `x.a = …`, `x[k]++`, `delete x.a`, `x.set(…)`. */
const isMutated = (reference: ts.Identifier): boolean => {
  let access: ts.Node = reference;
  while (
    (ts.isPropertyAccessExpression(access.parent) || ts.isElementAccessExpression(access.parent)) &&
    access.parent.expression === access
  )
    access = access.parent;
  if (access === reference) return false;
  const parent = access.parent;
  if (
    ts.isBinaryExpression(parent) &&
    parent.left === access &&
    parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
    parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment
  )
    return true;
  if (
    (ts.isPrefixUnaryExpression(parent) || ts.isPostfixUnaryExpression(parent)) &&
    (parent.operator === ts.SyntaxKind.PlusPlusToken || parent.operator === ts.SyntaxKind.MinusMinusToken)
  )
    return true;
  if (ts.isDeleteExpression(parent)) return true;
  if (ts.isCallExpression(parent) && parent.expression === access && ts.isPropertyAccessExpression(access))
    return mutators.has(access.name.text);
  return false;
};

/**
 * Import cycles among the library's modules and styles, with imports resolved as the compiler resolves
 * them (`./a.js` → `a.ts`, `./Button.css` → `Button.css.ts`, `./folder` → `folder/index.ts`). Imports
 * that vanish from the build (`import type`, only type specifiers) are left out.
 */
function importCycles(modules: Modules): Finding[] {
  const { program } = modules;
  const nodes = new Set([...modules.files, ...modules.styles]);
  const host: ts.ModuleResolutionHost = {
    fileExists: (file) => Boolean(program.getSourceFile(file)) || ts.sys.fileExists(file),
    readFile: ts.sys.readFile,
  };
  const edges = (file: string): string[] => {
    const source = program.getSourceFile(file);
    if (!source) return [];
    const targets: string[] = [];
    for (const statement of source.statements) {
      if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
      if (ts.isImportDeclaration(statement)) {
        if (statement.importClause?.isTypeOnly) continue;
        if (statement.importClause && !hasValueImport(statement)) continue;
      }
      if (ts.isExportDeclaration(statement)) {
        if (statement.isTypeOnly) continue;
        const clause = statement.exportClause;
        if (clause && ts.isNamedExports(clause) && clause.elements.every((element) => element.isTypeOnly))
          continue;
      }
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      const resolved = ts.resolveModuleName(specifier.text, file, program.getCompilerOptions(), host)
        .resolvedModule?.resolvedFileName;
      if (resolved && nodes.has(resolved)) targets.push(resolved);
    }
    return targets;
  };
  const cycles: Finding[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const walk = (file: string, path: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'visiting') {
      const cycle = [...path.slice(path.indexOf(file)), file].map((step) => relativeTo(modules.root, step));
      cycles.push({ rule: 'import-cycle', file: cycle[0] ?? file, line: 1, text: cycle.join(' → ') });
      return;
    }
    state.set(file, 'visiting');
    for (const target of edges(file)) walk(target, [...path, file]);
    state.set(file, 'done');
  };
  for (const file of [...nodes].sort()) walk(file, []);
  return cycles;
}

/** A program of `files` with the package's compiler options; `virtual` files (path → text) exist only here. */
export function createProgram(
  files: readonly string[],
  configFile: string,
  virtual: ReadonlyMap<string, string> = new Map(),
): ts.Program {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    { noEmit: true },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${configFile}`);
  const options = { ...parsed.options, noEmit: true, rootDir: dirname(configFile) };
  const host = ts.createCompilerHost(options, true);
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  host.fileExists = (file) => virtual.has(file) || fileExists.call(host, file);
  host.readFile = (file) => virtual.get(file) ?? readFile.call(host, file);
  host.directoryExists = (dir) =>
    [...virtual.keys()].some((file) => file.startsWith(`${dir}/`)) ||
    (directoryExists?.call(host, dir) ?? true);
  host.getSourceFile = (file, language, ...rest) => {
    const text = virtual.get(file);
    return text === undefined
      ? getSourceFile.call(host, file, language, ...rest)
      : ts.createSourceFile(
          file,
          text,
          language,
          true,
          file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
        );
  };
  return ts.createProgram({ rootNames: [...files], options, host });
}
