import { readFileSync } from 'node:fs';
import { type Plugin, parseAst } from 'vite';

/**
 * Rewrites the site's imports of a package index into imports of the defining modules, so the module graph
 * the chunk rules and page messages read says which page uses what (docs/adr/0085).
 */

/** The name a specifier spells (an identifier, or a string). */
const nameOf = (node: { type: string; name?: string; value?: unknown }): string =>
  node.type === 'Identifier' ? String(node.name) : String(node.value);

type IndexExport = { from: string; name: string };

/** The values an index module re-exports (`export { a, b as c, type T } from './x'`), by exported name. */
export const indexExports = (source: string): Map<string, IndexExport> => {
  const exports = new Map<string, IndexExport>();
  for (const node of parseAst(source, { lang: 'ts' }).body) {
    if (node.type === 'ExportAllDeclaration')
      throw new Error(`an index re-exports everything of ${node.source.value}: name each export instead`);
    if (node.type !== 'ExportNamedDeclaration' || !node.source || node.exportKind === 'type') continue;
    for (const specifier of node.specifiers) {
      if (specifier.exportKind === 'type') continue;
      exports.set(nameOf(specifier.exported), {
        from: String(node.source.value),
        name: nameOf(specifier.local),
      });
    }
  }
  return exports;
};

type Specifier = { imported: string; local: string };

/** One `import`/`export … from` per defining module; names the index does not know stay on it. */
export const rewriteStatement = (
  kind: 'import' | 'export',
  specifiers: readonly Specifier[],
  index: string,
  resolved: (name: string) => IndexExport | undefined,
): string => {
  const byModule = new Map<string, string[]>();
  for (const { imported, local } of specifiers) {
    const target = resolved(imported);
    const from = target?.from ?? index;
    const name = target?.name ?? imported;
    const entry = name === local ? name : `${name} as ${local}`;
    byModule.set(from, [...(byModule.get(from) ?? []), entry]);
  }
  return [...byModule]
    .map(([from, names]) => `${kind} { ${names.join(', ')} } from ${JSON.stringify(from)};`)
    .join(' ');
};

/** Rewrites the site's imports of `packages` (their `@brand/source` index) into direct imports. */
export const directImports = (packages: readonly string[]): Plugin => {
  const indexes = new Map<string, Promise<Map<string, IndexExport>>>();
  return {
    name: 'brand-direct-imports',
    apply: 'build',
    enforce: 'post', // after TypeScript: type-only imports are gone
    async transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
      if (!packages.some((name) => code.includes(`"${name}"`) || code.includes(`'${name}'`))) return null;
      const edits: { start: number; end: number; text: string }[] = [];
      for (const node of parseAst(code).body) {
        if (node.type !== 'ImportDeclaration' && node.type !== 'ExportNamedDeclaration') continue;
        const statement = node.type === 'ImportDeclaration' ? 'import' : 'export';
        const source = node.source?.value;
        if (typeof source !== 'string' || !packages.includes(source)) continue;
        const specifiers: Specifier[] = [];
        let plain = node.specifiers.length > 0;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier')
            specifiers.push({ imported: nameOf(specifier.imported), local: nameOf(specifier.local) });
          else if (specifier.type === 'ExportSpecifier')
            specifiers.push({ imported: nameOf(specifier.local), local: nameOf(specifier.exported) });
          else plain = false; // a default or namespace import: left on the index
        }
        if (!plain) continue;
        const index = await this.resolve(source, id);
        if (!index || index.external) continue;
        let exports = indexes.get(index.id);
        if (!exports) {
          exports = (async () => {
            const found = indexExports(readFileSync(index.id, 'utf8'));
            const resolvedExports = new Map<string, IndexExport>();
            for (const [exported, { from, name }] of found) {
              const target = await this.resolve(from, index.id);
              if (target) resolvedExports.set(exported, { from: target.id, name });
            }
            return resolvedExports;
          })();
          indexes.set(index.id, exports);
        }
        const known = await exports;
        edits.push({
          start: node.start,
          end: node.end,
          text: rewriteStatement(statement, specifiers, source, (imported) => known.get(imported)),
        });
      }
      if (!edits.length) return null;
      let result = code;
      for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
        result = `${result.slice(0, start)}${text}${result.slice(end)}`;
      return { code: result, map: null };
    },
  };
};
