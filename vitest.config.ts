import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/browser.ts';
import { brandVitePlugins } from './vite.shared.ts';

/**
 * The stories step (`pnpm test stories`, `vitest run --project 'storybook*'`): every story once in English
 * and the brand theme (render, play function, axe), and every interaction story (Storybook's `play-fn`
 * tag) again in each other language, the partner theme riding along with one of them. That proves "every
 * story, every locale, both themes" at the least cost: docs/adr/0042-stories-per-locale-and-theme.md.
 * `pnpm test:stories --project storybook-de` runs one of them.
 */
type StoryProject = {
  name: string;
  locale: string;
  theme: 'brand' | 'partner';
  tags: string[];
  /** Run axe too: in English (every story) and in the partner theme (its colours); the others repeat it. */
  axe: boolean;
};

const storyProjects: StoryProject[] = [
  { name: 'storybook', locale: 'en', theme: 'brand', tags: ['test'], axe: true },
  { name: 'storybook-de', locale: 'de', theme: 'brand', tags: ['play-fn'], axe: false },
  { name: 'storybook-fr', locale: 'fr', theme: 'brand', tags: ['play-fn'], axe: false },
  { name: 'storybook-it', locale: 'it', theme: 'partner', tags: ['play-fn'], axe: true },
  { name: 'storybook-es', locale: 'es', theme: 'brand', tags: ['play-fn'], axe: false },
];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: brandVitePlugins(),
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/*/build/**/*.test.ts',
            'site/src/**/*.test.{ts,tsx}',
            'site/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      ...storyProjects.map(({ name, locale, theme, tags, axe }, order) => ({
        // The Storybook plugin applies .storybook/main.ts's viteFinal (React, Lingui, vanilla-extract) and
        // gives every story of the project the toolbar's globals (`initialGlobals`).
        plugins: [
          storybookTest({
            configDir: '.storybook',
            storybookScript: 'pnpm storybook',
            // `a11y.manual` leaves axe to the projects that add to what it finds.
            initialGlobals: { locale, theme, ...(axe ? {} : { a11y: { manual: true } }) },
            tags: { include: tags },
          }),
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
            'storybook/actions',
            'storybook/test',
            'valibot',
          ],
        },
        test: {
          name,
          // One language after the other: one browser at a time on a two-core machine.
          sequence: { groupOrder: order + 1 },
          // A ceiling, not a timing: a file's first story also waits for its modules on a loaded machine.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' as const }],
            screenshotFailures: false,
          },
        },
      })),
    ],
  },
});
