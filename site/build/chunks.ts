/**
 * How the site's client build is cut into chunks (vite.config.ts → `codeSplitting.groups`). Rules, not a
 * list of modules: a new section, page or library module lands in the right chunk by where it is loaded
 * from. A visit loads the entry (main.tsx), React, the app, its page and its page's messages:
 *
 * - `react`: React and ReactDOM, which change less often than the app (a chunk the next release may keep).
 * - `app`: every module that the app's start loads, and every module that two or more pages share that
 *   start when the browser is idle (the pages a visitor reads): the layout, the router, Lingui, the
 *   primitives and the sections the home page shares with their own pages.
 * - `messages-<Page>-<locale>`: a page's messages in a language (build/pageMessages.ts), each its own.
 * - everything else keeps Rolldown's own splitting: a module only one page uses stays in that page's
 *   chunk; what only the pages that start on load share (the forms' validation, the staff pages' session)
 *   stays with them; what loads on intent or on first use (the drawer, the language menu, the
 *   notifications region, supabase-js, EmailJS and their adapters) stays apart, in chunks of its own.
 *
 * The rules read the module graph that build/directImports.ts makes precise (a page imports the
 * components it uses, not the library's index).
 */

/** What the chunk rules read of a module (Rolldown's `ModuleInfo`). */
export type ModuleFacts = {
  readonly importers: readonly string[];
  readonly dynamicImporters: readonly string[];
  readonly isEntry: boolean;
};

export type ModuleLookup = (id: string) => ModuleFacts | null | undefined;

/** Path separators of either kind, so the rules hold on Windows too. */
const sep = String.raw`[\\/]`;

/**
 * The app's start, the module main.tsx imports when it starts the app (relative to site/): the chunk
 * rules put what it reaches into `app`, and prerender.ts lists that chunk in each page's scripts. The one
 * place its name is written, besides main.tsx's `import()`.
 */
export const clientEntry = 'src/entry-client.tsx';

/** The chunk the app's start lands in, with what it reaches (Vite's manifest names it so). */
export const appChunkName = 'app';

/** React, ReactDOM and their scheduler. */
export const reactModule = new RegExp(
  `${sep}node_modules${sep}(\\.pnpm${sep})?(react|react-dom|scheduler)[@\\\\/]`,
);

const isClientEntry = (id: string) => id.split('\\').join('/').endsWith(`/site/${clientEntry}`);
const pageModule = new RegExp(`${sep}site${sep}src${sep}pages${sep}(\\w+)\\.tsx$`);

/**
 * The modules where a load begins that reach `id` through static imports: the page's entry, or a module
 * fetched with `import()` (the start, a page, a widget, an adapter).
 */
export const loadRoots = (id: string, lookup: ModuleLookup): Set<string> => {
  const roots = new Set<string>();
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length) {
    const current = stack.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    const facts = lookup(current);
    if (!facts) continue;
    if (facts.isEntry || facts.dynamicImporters.length) roots.add(current);
    // A module loaded with import() may also be imported statically: then it loads with its importer too.
    stack.push(...facts.importers);
  }
  return roots;
};

/**
 * `app` for a module that the app's start reaches, or that two or more pages starting when idle share;
 * null to leave it where Rolldown puts it. `startsOnLoad` names the pages (their module, `Contact`) that
 * start at their load event (site/src/routeTable.ts `hydrate: 'load'`).
 */
export const appChunk = (
  id: string,
  lookup: ModuleLookup,
  startsOnLoad: (page: string) => boolean,
): typeof appChunkName | null => {
  const roots = [...loadRoots(id, lookup)];
  // The entry's modules stay in the entry: it must never wait for another chunk.
  if (roots.some((root) => lookup(root)?.isEntry)) return null;
  if (roots.some((root) => isClientEntry(root))) return appChunkName;
  const reading = roots.filter((root) => {
    const page = pageModule.exec(root)?.[1];
    // A module of pages/ that another page imports (a part of the admin page) is part of that page.
    const part = lookup(root)?.importers.some((importer) => pageModule.test(importer));
    return page !== undefined && !part && !startsOnLoad(page);
  });
  return reading.length >= 2 ? appChunkName : null;
};

/** The groups for `build.rolldownOptions.output.codeSplitting` (the highest priority matching wins). */
export const chunkGroups = (startsOnLoad: (page: string) => boolean) => [
  { name: 'react', test: reactModule, priority: 3 },
  {
    name: (id: string, context: { getModuleInfo: ModuleLookup }) =>
      appChunk(id, (other) => context.getModuleInfo(other), startsOnLoad),
    priority: 1,
    // Only the modules the rule names: Rolldown's default would also take in everything they import.
    includeDependenciesRecursively: false,
  },
];
