import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * What the site's Playwright suites (e2e, a11y) share: the specs beside the config, fully parallel on the
 * machine's two cores, no retries (a flaky test is a bug), `.only` refused, results under test-results/.
 */
export const siteSuite = (name: string): PlaywrightTestConfig => ({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  outputDir: `../../test-results/${name}`,
});
