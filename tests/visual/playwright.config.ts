import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/browser.ts';
import type { VisualOptions } from './stories.ts';

const port = 6107;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/**
 * Screenshots of every story of the built Storybook (`pnpm build-storybook` first), in both themes, at a
 * desktop and a phone size, and the phone-width check of every story (visual.spec.ts). Each worker shows
 * the stories in one tab of the preview (stories.ts). Baselines live in tests/visual/baselines; update
 * them on purpose with `pnpm test:visual --update-snapshots`.
 */
export default defineConfig<VisualOptions>({
  testDir: '.',
  testMatch: 'visual.spec.ts',
  snapshotPathTemplate: '{testDir}/baselines/{projectName}/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['dot'], ['html', { open: 'never', outputFolder: 'report' }]],
  outputDir: '../../test-results/visual',
  // Guards, not measurements: on a loaded two-core machine a full-page screenshot of a long story is taken
  // twice (until two agree) in well over Playwright's default 5 s, and a story with a play function takes
  // longer than its default 30 s a test. The comparison itself is as strict as ever.
  timeout: 120_000,
  expect: {
    timeout: 60_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' },
  },
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: chromiumLaunchOptions() },
  webServer: {
    command: `"${process.execPath}" scripts/static-server.ts storybook-static ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
  },
  projects: [
    // End states of interaction stories are screenshotted once; their behaviour is the stories step's job.
    {
      name: 'brand-desktop',
      use: { ...desktop, theme: 'brand', screenshotInteractions: true },
    },
    // The phone-width check runs once, here, for every story; interaction stories get no screenshot here.
    { name: 'brand-mobile', use: { ...devices['Pixel 7'], theme: 'brand', checkPhoneWidth: true } },
    { name: 'partner-desktop', use: { ...desktop, theme: 'partner' }, grepInvert: /@interaction/ },
    { name: 'partner-mobile', use: { ...devices['Pixel 7'], theme: 'partner' }, grepInvert: /@interaction/ },
  ],
});
