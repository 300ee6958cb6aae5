import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/browser.ts';

/** Port of the built site under test; unusual on purpose, so it never meets a running `pnpm start`. */
const port = 4331;

/**
 * End-to-end tests of the built site (`pnpm build` first): the prerendered pages in five languages served
 * by `pnpm start` as a static host would. Tests tagged `@mobile` run on the phone only, `@responsive` on
 * both sizes, all others on the desktop only.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions(),
    locale: 'en-US',
  },
  webServer: {
    command: 'npx -y pnpm@12.21.0 start',
    cwd: '../..',
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grep: /@mobile|@responsive/,
      // A phone below the `lg` breakpoint: the header shows the menu button instead of the links.
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ].map((project) => ({ ...project, use: { ...project.use, launchOptions: chromiumLaunchOptions() } })),
});
