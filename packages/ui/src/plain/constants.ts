/**
 * The text an expression stands for when it is built from constants only: `'wou' + 'ter'`,
 * `` `@brand/${'content'}` ``, `['d', 'e'].join('')`, `'WOUTER'.toLowerCase()`, `String.fromCharCode(…)`
 * or a `const` of the same file holding one of these. What a guard compares, so that splitting a name
 * does not hide it. `undefined` when any part is not a constant.
 */
import ts from 'typescript';

const caseChanges: Record<string, (text: string) => string> = {
  toLowerCase: (text) => text.toLowerCase(),
  toLocaleLowerCase: (text) => text.toLowerCase(),
  toUpperCase: (text) => text.toUpperCase(),
  toLocaleUpperCase: (text) => text.toUpperCase(),
  trim: (text) => text.trim(),
  normalize: (text) => text.normalize(),
};

const constantsOf = new WeakMap<ts.SourceFile, Map<string, ts.Expression>>();

/** A `const` of the file with that name (scopes aside: a guard would rather see too much than too little). */
const constantNamed = (name: string, from: ts.Node): ts.Expression | undefined => {
  const source = from.getSourceFile();
  let constants = constantsOf.get(source);
  if (!constants) {
    const found = new Map<string, ts.Expression>();
    const visit = (node: ts.Node) => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        ts.isVariableDeclarationList(node.parent) &&
        node.parent.flags & ts.NodeFlags.Const &&
        !found.has(node.name.text)
      )
        found.set(node.name.text, node.initializer);
      ts.forEachChild(node, visit);
    };
    visit(source);
    constants = found;
    constantsOf.set(source, constants);
  }
  return constants.get(name);
};

/** The constant text of `node`, or `undefined`. */
export function constantText(node: ts.Node, seen = new Set<ts.Node>()): string | undefined {
  if (seen.has(node)) return undefined;
  seen.add(node);
  const text = (inner: ts.Node) => constantText(inner, seen);
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isNumericLiteral(node)) return String(Number(node.text.replace(/_/g, '')));
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return text(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [left, right] = [text(node.left), text(node.right)];
    return left === undefined || right === undefined ? undefined : left + right;
  }
  if (ts.isTemplateExpression(node)) {
    let result = node.head.text;
    for (const span of node.templateSpans) {
      const part = text(span.expression);
      if (part === undefined) return undefined;
      result += part + span.literal.text;
    }
    return result;
  }
  if (ts.isIdentifier(node)) {
    const initializer = constantNamed(node.text, node);
    return initializer && text(initializer);
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const method = node.expression.name.text;
    const target = node.expression.expression;
    const args = node.arguments.map(text);
    if (args.some((arg) => arg === undefined)) return undefined;
    if (ts.isIdentifier(target) && target.text === 'String' && method === 'fromCharCode')
      return String.fromCharCode(...args.map(Number));
    if (ts.isArrayLiteralExpression(target) && method === 'join') {
      const parts = target.elements.map(text);
      if (parts.some((part) => part === undefined)) return undefined;
      return parts.join(args[0] ?? ',');
    }
    const base = text(target);
    if (base === undefined) return undefined;
    const change = caseChanges[method];
    if (change) return change(base);
    if (method === 'concat') return base + args.join('');
    if (method === 'slice' || method === 'substring')
      return base[method](...(args.map(Number) as [number, number]));
    if (method === 'replace' || method === 'replaceAll')
      return base[method](args[0] as string, args[1] as string);
  }
  return undefined;
}

/**
 * Whether `node` is the largest expression that `matches`: it matches and its parent does not (a guard
 * reports `'d' + 'e'` once, as `de`, not again for the parenthesis around it).
 */
export const outermostMatch = (node: ts.Node, matches: (text: string) => boolean): boolean => {
  const own = constantText(node);
  if (own === undefined || !matches(own)) return false;
  const outer = node.parent && constantText(node.parent);
  return outer === undefined || !matches(outer);
};
