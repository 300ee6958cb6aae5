/**
 * Which of the library's components are client components: those whose module starts with `"use client"`
 * (each client component keeps the directive in its own file, tsup.config.ts). README §11 lists them;
 * `clientComponents` reads the list from the code (the sources, or the published `dist/`), and
 * `guideComponentLists` from the guide, so a test can hold one to the other and the guide cannot drift.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A component of the public API: an exported value named in PascalCase (`Button`, not `EAGER_…`). */
const isComponent = (name: string) => /^[A-Z][a-z]/.test(name);

/** The names of a braced list (`{ A, type B, c as D }`): value names only, as they end up named. */
const namesOf = (list: string) =>
  list
    .split(',')
    .map((item) => item.trim().split(/\s+/))
    .filter((words) => words[0] && words[0] !== 'type')
    .map((words) => ({ local: words[0] as string, name: words[words.length - 1] as string }));

/**
 * The value exports of an entry with the module each comes from: re-exports (`export { A, type B } from
 * './x'`, the sources) and exports of imported names (`import { A } from "./x.js"; export { A };`, the build).
 */
export function valueExports(entry: string): { name: string; from: string }[] {
  const found: { name: string; from: string }[] = [];
  const imported = new Map<string, string>();
  for (const match of entry.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g))
    for (const { name } of namesOf(match[1] ?? '')) imported.set(name, match[2] as string);
  for (const match of entry.matchAll(/export\s*\{([^}]*)\}(\s*from\s*['"]([^'"]+)['"])?/g))
    for (const { local, name } of namesOf(match[1] ?? '')) {
      const from = match[3] ?? imported.get(local);
      if (from) found.push({ name, from });
    }
  return found;
}

/** Whether a module's code starts with the `"use client"` directive (after comments). */
export const isClientModule = (code: string): boolean =>
  /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/.test(code);

/**
 * The entry's components, client and server, sorted: `entryFile` is `src/index.ts` (its modules are the
 * `.ts`/`.tsx` sources) or the published `dist/index.js` (the `.js` modules beside it).
 */
export function clientComponents(entryFile: string): { client: string[]; server: string[] } {
  const dir = dirname(entryFile);
  const moduleFile = (from: string) => {
    const base = join(dir, from.replace(/\.js$/, ''));
    const file = [`${base}.js`, `${base}.tsx`, `${base}.ts`].find((candidate) => existsSync(candidate));
    if (!file) throw new Error(`${entryFile}: cannot find the module ${from}`);
    return file;
  };
  const client = new Set<string>();
  const server = new Set<string>();
  for (const { name, from } of valueExports(readFileSync(entryFile, 'utf8'))) {
    if (!isComponent(name)) continue;
    (isClientModule(readFileSync(moduleFile(from), 'utf8')) ? client : server).add(name);
  }
  return { client: [...client].sort(), server: [...server].sort() };
}

/**
 * The lists of README §11: the backticked names of its "- **Server components**" and "- **Client
 * components**" items, sorted.
 */
export function guideComponentLists(readme: string): { client: string[]; server: string[] } {
  const item = (label: string) => {
    const match = new RegExp(`^- \\*\\*${label}\\*\\*([\\s\\S]*?)(?=^- |^## |^$)`, 'm').exec(readme);
    if (!match) throw new Error(`the guide has no "- **${label}**" item`);
    return [
      ...new Set([...(match[1] ?? '').matchAll(/`([A-Z]\w*)`/g)].map((name) => name[1] as string)),
    ].sort();
  };
  return { client: item('Client components'), server: item('Server components') };
}
