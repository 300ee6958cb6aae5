import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/browser.ts';
import { siteSuite } from '../playwright.base.ts';
import { siteServer } from '../siteServer.ts';
import { siteBuilds } from './builds.ts';

/** Port of the built site under test; unusual on purpose, so it never meets a running `pnpm start`. */
const port = 4331;

/** Port of the second build, made with Supabase and EmailJS configured (answered by route handlers). */
export const servicesPort = 4332;

/** Where the local outbox of the build without services keeps the enquiries the tests send. */
export const outboxDir = join(import.meta.dirname, '../../test-results/e2e-outbox');
// Each run starts with an empty outbox (the outbox refuses enquiries once its file is full). Only the
// runner does it: its workers load this file too, while tests read the outbox.
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(outboxDir, { recursive: true, force: true });

/**
 * End-to-end tests of the built site: the prerendered pages in five languages served as `pnpm start`
 * serves them, as a static host would. Tests tagged `@mobile` run on the phone only, `@responsive` on
 * both sizes, all others on the desktop only. The tests in services/ run against a second build, made
 * with Supabase and EmailJS configured (`SITE_DIST=dist-services`), whose requests to those services are
 * answered by Playwright route handlers. `pnpm test e2e` builds both first; `pnpm test:e2e` serves the
 * builds there are (tests/siteServer.ts builds a missing one).
 */
export default defineConfig({
  ...siteSuite('e2e'),
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions(),
    locale: 'en-US',
  },
  // The two builds `pnpm test`'s build step made (tests/e2e/builds.ts), each built here only if missing.
  webServer: siteBuilds.map(({ dist, env }, index) =>
    index === 0
      ? siteServer({ dist, port, env: { ...env, OUTBOX_DIR: outboxDir } })
      : siteServer({ dist, port: servicesPort, env }),
  ),
  projects: [
    {
      name: 'services',
      testMatch: 'services/*.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://localhost:${servicesPort}`,
      },
    },
    {
      name: 'desktop',
      testIgnore: 'services/**',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: 'services/**',
      grep: /@mobile|@responsive/,
      // A phone below the `lg` breakpoint: the header shows the menu button instead of the links.
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ].map((project) => ({ ...project, use: { ...project.use, launchOptions: chromiumLaunchOptions() } })),
});
