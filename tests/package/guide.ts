/**
 * The partner guide (packages/ui/README.md, as the registry serves it) read as the package tests use it:
 *
 * - a code block whose info string names files (```` ```tsx next:app/page.tsx vite:src/pages.tsx ````) is
 *   that file of the Next.js app and/or the Vite app, written as it stands;
 * - a `sh` block naming an app (```` ```sh vite ````) holds its `npm install` lines;
 * - the "Requirements" table gives each package's supported range and the version tested in each app.
 *
 * What a new app brings before the guide starts (`create-next-app`, `create vite`: the framework, React,
 * TypeScript, their types, a tsconfig) is `scaffold` below, at the versions of the table.
 */
import { readFileSync } from 'node:fs';

export type App = 'vite' | 'next';
export const apps: readonly App[] = ['vite', 'next'];

type Block = { lang: string; targets: string[]; code: string };

/** Every fenced code block of a Markdown text. */
export function codeBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const match of markdown.matchAll(/^```(\S*)([^\n]*)\n([\s\S]*?)^```$/gm))
    blocks.push({
      lang: match[1] ?? '',
      targets: (match[2] ?? '').trim().split(/\s+/).filter(Boolean),
      code: match[3] ?? '',
    });
  return blocks;
}

/** The files an app gets from the guide: path → content. */
export function guideFiles(markdown: string, app: App): Map<string, string> {
  const files = new Map<string, string>();
  for (const block of codeBlocks(markdown))
    for (const target of block.targets) {
      const [name, path] = target.split(':');
      if (name !== app || !path) continue;
      if (files.has(path)) throw new Error(`the guide gives ${app} two versions of ${path}`);
      files.set(path, block.code);
    }
  return files;
}

/** The packages an app's `npm install` lines add: `dependencies` and `devDependencies`. */
export function guideInstalls(
  markdown: string,
  app: App,
): { dependencies: string[]; devDependencies: string[] } {
  const installs = { dependencies: [] as string[], devDependencies: [] as string[] };
  for (const block of codeBlocks(markdown)) {
    if (block.lang !== 'sh' || !block.targets.includes(app)) continue;
    for (const line of block.code.split('\n')) {
      const words = line.trim().split(/\s+/);
      if (words[0] !== 'npm' || words[1] !== 'install') continue;
      const dev = words.includes('--save-dev') || words.includes('-D');
      // A name may carry its range (`@lingui/core@^6.8.0`): the app's versions come from the table.
      const names = words
        .slice(2)
        .filter((word) => !word.startsWith('-'))
        .map((word) => word.replace(/^(@?[^@]+)@.*$/, '$1'));
      installs[dev ? 'devDependencies' : 'dependencies'].push(...names);
    }
  }
  return installs;
}

export type Requirement = {
  /** The row's first cell, e.g. "React (`react`, `react-dom`)". */
  name: string;
  /** The packages it covers (backticked inside its first parentheses); none for Node.js. */
  packages: string[];
  /** The supported range as written ("^19.0.0", "≥ 22.19.0"). */
  supported: string;
  /** The version tested per app; undefined where the app does not use it ("–"). */
  tested: Partial<Record<App, string>>;
};

/** The "Requirements" table: one entry per row. */
export function requirements(markdown: string): Requirement[] {
  const section = /## Requirements\n([\s\S]*?)\n## /.exec(markdown)?.[1];
  if (!section) throw new Error('the guide has no "Requirements" section');
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  return rows.map(([name = '', supported = '', tested = '']) => {
    const inParentheses = /\(([^)]*)\)/.exec(name)?.[1] ?? '';
    const [vite, next] = tested.split('·').map((value) => value.trim());
    const version = (value: string | undefined) => (value && value !== '–' ? value : undefined);
    return {
      name,
      packages: [...inParentheses.matchAll(/`([^`]+)`/g)].map((match) => match[1] as string),
      supported,
      tested: { vite: version(vite), next: version(next) },
    };
  });
}

/** The version of `pkg` the table says an app is tested with. */
export const testedVersion = (table: Requirement[], app: App, pkg: string) =>
  table.find((row) => row.packages.includes(pkg))?.tested[app];

/**
 * What `create vite` (react-ts) and `create-next-app` (TypeScript, App Router) put in a new app, beside the
 * guide's installs. Versions of packages in the table come from the table (`table`); the rest are pinned.
 */
const scaffold: Record<
  App,
  {
    scripts: Record<string, string>;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  }
> = {
  vite: {
    scripts: { build: 'tsc --noEmit && vite build' },
    dependencies: { react: 'table', 'react-dom': 'table' },
    devDependencies: {
      vite: 'table',
      typescript: 'table',
      '@vitejs/plugin-react': '6.3.0',
      '@types/react': '19.3.0',
      '@types/react-dom': '19.3.0',
    },
  },
  next: {
    scripts: { build: 'next build' },
    dependencies: { next: 'table', react: 'table', 'react-dom': 'table' },
    devDependencies: {
      typescript: 'table',
      '@types/node': '24.19.2',
      '@types/react': '19.3.0',
      '@types/react-dom': '19.3.0',
    },
  },
};

/** Versions of the guide's packages that the table does not name (they follow @brand/ui's own ranges). */
const pinned: Record<string, string> = {
  'react-aria-components': '^1.22.1',
  '@vanilla-extract/next-plugin': '2.5.2',
  '@vanilla-extract/vite-plugin': '5.2.6',
};

/** A new app's package.json after the guide's install lines, with @brand/ui at `uiVersion`. */
export function appManifest(markdown: string, app: App, uiVersion: string) {
  const table = requirements(markdown);
  const { scripts, dependencies, devDependencies } = scaffold[app];
  const version = (pkg: string) => {
    if (pkg === '@brand/ui') return uiVersion;
    const fixed = testedVersion(table, app, pkg) ?? pinned[pkg] ?? dependencies[pkg] ?? devDependencies[pkg];
    if (!fixed || fixed === 'table')
      throw new Error(`the guide's table gives no version of ${pkg} for ${app}`);
    return fixed;
  };
  const installs = guideInstalls(markdown, app);
  const entries = (names: string[]) => Object.fromEntries(names.map((pkg) => [pkg, version(pkg)]));
  return {
    name: `brand-ui-guide-${app}`,
    private: true,
    type: 'module',
    scripts,
    dependencies: entries([...Object.keys(dependencies), ...installs.dependencies]),
    devDependencies: entries([...Object.keys(devDependencies), ...installs.devDependencies]),
  };
}

/** The tsconfig.json a new app starts with (the templates', strict). */
export const appTsconfig: Record<App, object> = {
  vite: {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: ['vite/client'],
    },
    include: ['src'],
  },
  next: {
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'dom.iterable', 'esnext'],
      allowJs: true,
      skipLibCheck: true,
      strict: true,
      noEmit: true,
      esModuleInterop: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      resolveJsonModule: true,
      isolatedModules: true,
      jsx: 'react-jsx',
      incremental: true,
      plugins: [{ name: 'next' }],
      paths: { '@/*': ['./*'] },
    },
    include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
    exclude: ['node_modules', 'out'],
  },
};

/** The README a consumer installed with @brand/ui. */
export const installedGuide = (appDir: string) =>
  readFileSync(`${appDir}/node_modules/@brand/ui/README.md`, 'utf8');
