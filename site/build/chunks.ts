/**
 * The client build's chunk rules (docs/adr/0085): `react`, and `app` for what the start reaches and what two
 * idle pages share; the rest is Rolldown's. They read the module graph, precise because the site imports each
 * thing from the module that defines it, never a package's index (docs/adr/0098).
 */

/** What the chunk rules read of a module (Rolldown's `ModuleInfo`). */
export type ModuleFacts = {
  readonly importers: readonly string[];
  readonly dynamicImporters: readonly string[];
  readonly isEntry: boolean;
};

export type ModuleLookup = (id: string) => ModuleFacts | null | undefined;

const sep = String.raw`[\\/]`;

/** The app's start (relative to site/), named here once; main.tsx imports it. */
export const clientEntry = 'src/entry-client.tsx';

/** The chunk the app's start lands in (Vite's manifest names it so). */
export const appChunkName = 'app';

export const reactModule = new RegExp(
  `${sep}node_modules${sep}(\\.pnpm${sep})?(react|react-dom|scheduler)[@\\\\/]`,
);

const isClientEntry = (id: string) => id.split('\\').join('/').endsWith(`/site/${clientEntry}`);
const pageModule = new RegExp(`${sep}site${sep}src${sep}pages${sep}(\\w+)\\.tsx$`);

/** Every module `next` leads to from `start` (its importers, or its imports), `start` included. */
export const reach = (start: string, next: (id: string) => readonly string[]): Set<string> => {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...next(id));
  }
  return seen;
};

/** The modules where a load begins (the entry, or one fetched with `import()`) that reach `id`. */
export const loadRoots = (id: string, lookup: ModuleLookup): Set<string> =>
  new Set(
    [...reach(id, (module) => lookup(module)?.importers ?? [])].filter(
      (module) => lookup(module)?.isEntry || lookup(module)?.dynamicImporters.length,
    ),
  );

/** `app` for what the app's start reaches or two idle pages share; null leaves it to Rolldown. */
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
