// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appChunk, clientEntry, loadRoots, type ModuleFacts, reactModule } from './chunks';

/** A module graph: each module with its static imports and whether it is loaded with import(). */
const graph = (modules: Record<string, { imports?: string[]; dynamic?: boolean; entry?: boolean }>) => {
  const facts = new Map<string, { importers: string[]; dynamicImporters: string[]; isEntry: boolean }>();
  for (const [id, { dynamic = false, entry = false }] of Object.entries(modules))
    facts.set(id, { importers: [], dynamicImporters: dynamic ? ['(import)'] : [], isEntry: entry });
  for (const [id, { imports = [] }] of Object.entries(modules))
    for (const imported of imports) facts.get(imported)?.importers.push(id);
  return (id: string): ModuleFacts | undefined => facts.get(id);
};

const site = '/repo/site/src';
const ui = '/repo/packages/ui/src';
/** The app's start, by the name the build reads (`clientEntry`). */
const start = `/repo/site/${clientEntry}`;
const lookup = graph({
  [`${site}/main.tsx`]: { entry: true, imports: [`${site}/protocol.ts`] },
  [`${site}/protocol.ts`]: {},
  [start]: {
    dynamic: true,
    imports: [`${site}/Layout.tsx`, `${site}/protocol.ts`],
  },
  [`${site}/Layout.tsx`]: { imports: [`${ui}/sections/Header/HeaderBar.tsx`] },
  [`${ui}/sections/Header/HeaderBar.tsx`]: { imports: [`${ui}/primitives/Link/Link.tsx`] },
  [`${ui}/primitives/Link/Link.tsx`]: {},
  [`${site}/pages/Home.tsx`]: {
    dynamic: true,
    imports: [`${ui}/sections/About/AboutSection.tsx`, `${ui}/sections/Hero/HeroSection.tsx`],
  },
  [`${site}/pages/About.tsx`]: { dynamic: true, imports: [`${ui}/sections/About/AboutSection.tsx`] },
  [`${ui}/sections/About/AboutSection.tsx`]: { imports: [`${ui}/primitives/Link/Link.tsx`] },
  [`${ui}/sections/Hero/HeroSection.tsx`]: {},
  [`${site}/pages/Contact.tsx`]: { dynamic: true, imports: [`${ui}/forms/useForm.ts`] },
  [`${site}/pages/Login.tsx`]: { dynamic: true, imports: [`${ui}/forms/useForm.ts`] },
  [`${site}/pages/Admin.tsx`]: { dynamic: true, imports: [`${site}/pages/Editor.tsx`] },
  [`${site}/pages/Editor.tsx`]: { dynamic: true, imports: [`${ui}/forms/useForm.ts`, `${ui}/Preview.tsx`] },
  [`${ui}/Preview.tsx`]: {},
  [`${ui}/forms/useForm.ts`]: {},
  [`${site}/startup/widgets/Drawer.ts`]: { dynamic: true, imports: [`${ui}/primitives/Drawer/Drawer.tsx`] },
  [`${ui}/primitives/Drawer/Drawer.tsx`]: { imports: ['/repo/node_modules/react-aria/index.js'] },
  '/repo/node_modules/react-aria/index.js': {},
});
const startsOnLoad = (page: string) => ['Contact', 'Login', 'Admin'].includes(page);
const chunkOf = (id: string) => appChunk(id, lookup, startsOnLoad);

describe('the chunk rules', () => {
  it("names the app's start by a module that exists", () => {
    expect(existsSync(join(import.meta.dirname, '..', clientEntry))).toBe(true);
  });

  it('finds where the loads that reach a module begin', () => {
    expect([...loadRoots(`${ui}/primitives/Link/Link.tsx`, lookup)].sort()).toEqual([
      start,
      `${site}/pages/About.tsx`,
      `${site}/pages/Home.tsx`,
    ]);
  });

  it("puts what the app's start loads into the app, and leaves the entry's own modules in the entry", () => {
    expect(chunkOf(`${site}/Layout.tsx`)).toBe('app');
    expect(chunkOf(`${ui}/sections/Header/HeaderBar.tsx`)).toBe('app');
    expect(chunkOf(`${site}/protocol.ts`)).toBeNull();
  });

  it('puts a section that two pages read into the app, and leaves one page’s own section with it', () => {
    expect(chunkOf(`${ui}/sections/About/AboutSection.tsx`)).toBe('app');
    expect(chunkOf(`${ui}/sections/Hero/HeroSection.tsx`)).toBeNull();
  });

  it('leaves what only the pages starting on load share (forms) and what loads on intent apart', () => {
    expect(chunkOf(`${ui}/forms/useForm.ts`)).toBeNull();
    expect(chunkOf(`${ui}/primitives/Drawer/Drawer.tsx`)).toBeNull();
    expect(chunkOf('/repo/node_modules/react-aria/index.js')).toBeNull();
  });

  it('counts a module of pages/ that another page imports as part of that page, not as a page', () => {
    // Editor is loaded with import() and by Admin: were it a page, Preview would have two readers.
    expect(appChunk(`${ui}/Preview.tsx`, lookup, () => false)).toBeNull();
  });

  it('knows React, ReactDOM and the scheduler, in pnpm’s layout too', () => {
    for (const id of [
      '/repo/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js',
      '/repo/node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/client.js',
      '/repo/node_modules/scheduler/index.js',
    ])
      expect(reactModule.test(id), id).toBe(true);
    for (const id of ['/repo/node_modules/react-aria/index.js', start])
      expect(reactModule.test(id), id).toBe(false);
  });
});
