import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/browser.ts';

const port = 6107;

/**
 * Screenshots of every story of the built Storybook, in both themes, at a desktop and a phone size.
 * Baselines live in tests/visual/baselines; update them on purpose with `pnpm test:visual --update-snapshots`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['visual.spec.ts', 'layout.spec.ts'],
  snapshotPathTemplate: '{testDir}/baselines/{projectName}/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['dot'], ['html', { open: 'never', outputFolder: 'report' }]],
  outputDir: '../../test-results/visual',
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' } },
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: chromiumLaunchOptions() },
  webServer: {
    command: `"${process.execPath}" scripts/static-server.ts storybook-static ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
  },
  projects: [
    { name: 'brand-desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'brand-mobile', use: { ...devices['Pixel 7'] } },
    {
      name: 'partner-desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    { name: 'partner-mobile', use: { ...devices['Pixel 7'] } },
  ].map((project) => ({
    ...project,
    // End states of interaction stories are checked once; their behaviour is the stories step's job.
    grepInvert: project.name === 'brand-desktop' ? undefined : /@interaction/,
    // The phone-width check runs once, in brand-mobile, for every story.
    testIgnore: project.name === 'brand-mobile' ? undefined : 'layout.spec.ts',
    use: { ...project.use, launchOptions: chromiumLaunchOptions() },
  })),
});
