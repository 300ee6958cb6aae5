import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/browser.ts';
import { brandVitePlugins } from './vite.shared.ts';

/**
 * The stories step (`pnpm test stories`, `vitest run --project storybook-locales`): every story in English
 * and the brand theme (render, play function, axe), then every interaction story again in German, French,
 * Italian in the partner theme, and Spanish (.storybook/storyRuns.ts), in two test files run side by side,
 * a browser tab each. That proves "every story, every locale, both themes" at the least cost:
 * docs/adr/0042-stories-per-locale-and-theme.md, docs/adr/0051-one-stories-project-for-four-languages.md,
 * docs/adr/0055-stories-in-two-tabs.md. `pnpm test:stories -t '^de'` runs one language.
 * The project `storybook` (Storybook's plugin: a test file per story file) is what Storybook's test panel
 * runs; `vitest run --project storybook` runs it from the command line.
 */
type StoryProject = {
  name: string;
  /** Storybook's plugin makes each story file a test file; `include` replaces them with other test files. */
  include?: string[];
};

const storyProjects: StoryProject[] = [
  { name: 'storybook' },
  { name: 'storybook-locales', include: ['.storybook/first-tab.test.ts', '.storybook/second-tab.test.ts'] },
];

/**
 * Replaces the test files Storybook's plugin chose (one per story file) with `include`. A plugin after it
 * sees its config and changes it in place: a returned config would be merged, adding to the list.
 */
const testFilesOnly = (include: string[]): Plugin => ({
  name: 'brand:test-files-only',
  config(config) {
    if (config.test) config.test.include = include;
  },
});

export default defineConfig({
  test: {
    projects: [
      // The unit step (`vitest run --project 'unit*'`): the code that runs in a browser, in jsdom …
      {
        plugins: brandVitePlugins(),
        test: {
          name: 'unit',
          environment: 'jsdom',
          // One jsdom per worker, each file still in a context of its own: a jsdom per file was half the
          // step's time (53 files; 53 s → 22 s on a two-core machine, docs/adr/0050-suite-time.md).
          pool: 'vmThreads',
          // .storybook/controls.test.ts and globals.test.ts: the Controls panel's rules and the toolbar's
          // languages (the other .storybook tests are the stories step).
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'site/src/**/*.test.{ts,tsx}',
            '.storybook/controls.test.ts',
            '.storybook/globals.test.ts',
          ],
          // The guards read the whole tree (plain.test.ts: 2–5 s alone); on a loaded two-core machine they
          // outran Vitest's 5 s default. A limit against a hung test, not a measure of speed.
          testTimeout: 30_000,
        },
      },
      // … and the build, the local backend and the scripts in Node, as they run (Vite's native bindings
      // refuse the values of another VM context).
      {
        plugins: brandVitePlugins(),
        test: {
          name: 'unit-node',
          environment: 'node',
          // As above: the claims guard reads every catalog, scrypt and zxcvbn take seconds under load.
          testTimeout: 30_000,
          include: [
            'packages/*/build/**/*.test.ts',
            'site/build/**/*.test.ts',
            'site/local-supabase/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/docs/**/*.test.ts',
          ],
        },
      },
      ...storyProjects.map(({ name, include }, order) => ({
        // The Storybook plugin applies .storybook/main.ts's viteFinal (React, Lingui, vanilla-extract) and
        // the project annotations (.storybook/preview.tsx, the a11y addon) to every test of the project.
        plugins: [
          storybookTest({ configDir: '.storybook', storybookScript: 'pnpm storybook' }),
          ...(include ? [testFilesOnly(include)] : []),
        ],
        // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page under a test.
        optimizeDeps: {
          include: [
            '@lingui/core',
            '@lingui/react',
            '@radix-ui/react-dropdown-menu',
            '@radix-ui/react-toast',
            '@storybook/addon-a11y/preview',
            '@storybook/react-vite',
            '@vanilla-extract/css',
            'react-aria-components',
            // The icon gallery draws its SVG downloads with it.
            'react-dom/server',
            'storybook/actions',
            'storybook/test',
            'valibot',
          ],
        },
        test: {
          name,
          // One project after the other: one browser at a time on a two-core machine.
          sequence: { groupOrder: order + 1 },
          // A ceiling, not a timing: a file's first story also waits for its modules on a loaded machine.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            // Two test files side by side, a tab each: Vitest's default (cores − 1) runs one at a time on
            // two cores (docs/adr/0055).
            instances: [{ browser: 'chromium' as const, maxWorkers: 2 }],
            screenshotFailures: false,
          },
        },
      })),
    ],
  },
});
