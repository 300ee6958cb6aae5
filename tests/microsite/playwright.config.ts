import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/browser.ts';

const port = 6108;
const out = process.env.MICROSITE_OUT;
if (!out) throw new Error('MICROSITE_OUT names the built microsite (tests/package/run.ts builds it)');

/**
 * The partner microsite (examples/partner-microsite), built by tests/package/run.ts from @brand/ui as the
 * registry serves it, checked in Chromium at a desktop and a phone size. Its home page's screenshots are
 * visual baselines beside the stories': tests/visual/baselines/microsite-{desktop,mobile}/.
 */
export default defineConfig({
  testDir: '.',
  snapshotPathTemplate: '../visual/baselines/{projectName}/{arg}{ext}',
  workers: 2,
  retries: 0,
  reporter: [['dot']],
  outputDir: '../../test-results/microsite',
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' } },
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: chromiumLaunchOptions() },
  webServer: {
    command: `"${process.execPath}" scripts/static-server.ts "${out}" ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/en/`,
    reuseExistingServer: false,
  },
  projects: [
    {
      name: 'microsite-desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    { name: 'microsite-mobile', use: { ...devices['Pixel 7'] } },
  ].map((project) => ({ ...project, use: { ...project.use, launchOptions: chromiumLaunchOptions() } })),
});
