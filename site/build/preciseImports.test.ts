// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The site imports each thing from the module that defines it (`@brand/ui/sections/Hero/HeroSection.tsx`),
 * never from `@brand/ui` or `@brand/content` themselves: through a package's index every module of it looks
 * reached from the app's start, and the chunk rules (chunks.ts), which read the module graph, would put the
 * whole library into the `app` chunk (27.9 → 109.9 KB, docs/adr/0093, 0098).
 */

const site = join(import.meta.dirname, '..');

/** A package's index, by any name that reaches it. */
const packageIndex = /^@brand\/(ui|content)(\/(src\/)?index(\.tsx?)?)?$/;

/** The package indexes a file imports or re-exports, statically or with `import()`, type-only included. */
const indexImports = (text: string): string[] =>
  ts
    .preProcessFile(text, true, true)
    .importedFiles.map((file) => file.fileName)
    .filter((name) => packageIndex.test(name));

/** Every TypeScript file of the site, its builds and dependencies left out. */
const siteFiles = (): string[] =>
  readdirSync(site, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/(^|[\\/])(node_modules|dist[\w-]*)[\\/]/.test(file))
    .map((file) => join(site, file));

describe('the site imports from the defining modules', () => {
  it('finds every way of reaching a package index (planted violations)', () => {
    const planted = [
      "import { Button } from '@brand/ui';",
      'import { company } from "@brand/content";',
      "import type { HeroSectionProps } from '@brand/ui';",
      "import {\n  HeroSection,\n  TeaserGroup,\n} from '@brand/ui';",
      "export { heroContent } from '@brand/content';",
      "const drawer = () => import('@brand/ui').then((m) => m.HeaderDrawer);",
      "import '@brand/ui';",
      "import { Button } from '@brand/ui/index.ts';",
      "import { company } from '@brand/content/index';",
    ];
    for (const text of planted) expect(indexImports(text), text).not.toEqual([]);
  });

  it('lets the defining modules, the stylesheet, the theme contract and the catalogs through', () => {
    const allowed = [
      "import { HeroSection } from '@brand/ui/sections/Hero/HeroSection.tsx';",
      "import { heroContent } from '@brand/content/sections/hero.ts';",
      "const drawer = () => import('@brand/ui/sections/Header/HeaderDrawer.tsx');",
      "import '@brand/ui/style.css';",
      "import { vars } from '@brand/ui/contract';",
      "import { messages } from '@brand/ui/locales/de';",
      "// not from '@brand/ui': from the module itself",
    ];
    for (const text of allowed) expect(indexImports(text), text).toEqual([]);
  });

  it('holds for every file of the site', () => {
    const files = siteFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      indexImports(readFileSync(file, 'utf8')).map((name) => `${relative(site, file)}: ${name}`),
    );
    expect(found).toEqual([]);
  });
});
