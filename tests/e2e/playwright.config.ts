import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/browser.ts';
import { siteSuite } from '../playwright.base.ts';
import { siteServer } from '../siteServer.ts';
import { localBackendDir, servicesBackendDir, servicesBackendPort } from './backend.ts';
import { siteBuilds } from './builds.ts';

/** Port of the built site under test; unusual on purpose, so it never meets a running `pnpm start`. */
const port = 4331;

/** Port of the second build, made with Supabase and EmailJS configured (Supabase: a local backend of its own). */
export const servicesPort = 4332;

// Each run starts both local backends with empty folders. Only the runner does it: its workers load this
// file too, while the backends run.
if (process.env.TEST_WORKER_INDEX === undefined)
  for (const dir of [localBackendDir, servicesBackendDir]) rmSync(dir, { recursive: true, force: true });

/**
 * End-to-end tests of the built site: the prerendered pages in five languages served as `pnpm start`
 * serves them, as a static host would, with the local backend on the same origin. Tests tagged `@mobile`
 * run on the phone only, `@responsive` on both sizes, all others on the desktop only. The tests in
 * services/ run against a second build, made with Supabase and EmailJS configured
 * (`SITE_DIST=dist-services`): its Supabase project is a local backend on a loopback origin of its own, on
 * the same migrations; EmailJS, a third party, is answered by route handlers. Route handlers on the
 * backends only inject failures (a time-out, a 500, offline). backend.setup.ts adds the staff accounts.
 * `pnpm test e2e` builds both first; `pnpm test:e2e` serves the builds there are (tests/siteServer.ts
 * builds a missing one).
 */
export default defineConfig({
  ...siteSuite('e2e'),
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions(),
    locale: 'en-US',
  },
  globalSetup: './backend.setup.ts',
  // The two builds `pnpm test`'s build step made (tests/e2e/builds.ts), each built here only if missing,
  // and the services build's Supabase project: a local backend on an origin of its own.
  webServer: [
    siteServer({ dist: 'dist', port, env: { LOCAL_SUPABASE_DIR: localBackendDir } }),
    {
      command: `"${process.execPath}" site/local-supabase/serve.ts --port ${servicesBackendPort} --allow-origin http://localhost:${servicesPort} --dir ${servicesBackendDir}`,
      cwd: join(import.meta.dirname, '../..'),
      // Answers 401 (no API key) once its database is ready.
      url: `http://127.0.0.1:${servicesBackendPort}/rest/v1/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    ...siteBuilds.slice(1).map(({ dist, env }) => siteServer({ dist, port: servicesPort, env })),
  ],
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
