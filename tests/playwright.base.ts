import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * What the site's Playwright suites (e2e, a11y) share: the specs beside the config, fully parallel on the
 * machine's two cores, no retries (a flaky test is a bug), `.only` refused, results under test-results/.
 * Time limits are guards, not measurements (speed is measured by `pnpm bench`): they leave room for a CI
 * machine three times slower than a developer's (one such run took 19 s for an axe pass of the home page).
 */
export const siteSuite = (name: string): PlaywrightTestConfig => ({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: `../../test-results/${name}`,
});
