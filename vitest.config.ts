import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/browser.ts';
import { brandVitePlugins } from './vite.shared.ts';

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
            'site/local-supabase/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        // The Storybook plugin applies .storybook/main.ts's viteFinal (React, Lingui, vanilla-extract).
        plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'pnpm storybook' })],
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
            '@vanilla-extract/recipes/createRuntimeFn',
            'react-aria-components',
            'storybook/actions',
            'storybook/test',
            'valibot',
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
