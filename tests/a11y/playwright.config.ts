import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/browser.ts';
import { siteSuite } from '../playwright.base.ts';
import { siteServer } from '../siteServer.ts';

/** Port of the built site under test; its own, so it never meets `pnpm start` or the e2e servers. */
const port = 4341;

/** The folder of the local backend `pnpm start` serves here (the keyboard journey's enquiries, the inbox). */
export const backendDir = join(import.meta.dirname, '../../test-results/a11y-backend');
// Each run starts with an empty backend. Only the runner does it: its workers load this file too.
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(backendDir, { recursive: true, force: true });

/** The build served (`SITE_DIST`, as `pnpm start` reads it); built first when it is missing. */
const dist = process.env.SITE_DIST ?? 'dist';

/**
 * Accessibility of the built, prerendered site (WCAG 2.2 AA): axe on every route × language × viewport
 * and on open states, keyboard-only journeys with visible focus, touch target sizes and reduced motion.
 * Serves `site/dist` as `pnpm start` does (`pnpm test`'s build step, or `pnpm build`; built here when absent).
 * Tests tagged `@desktop` run at 1280×800 only, `@mobile` on the phone only, all others on both.
 */
export default defineConfig({
  ...siteSuite('a11y'),
  use: { baseURL: `http://localhost:${port}`, locale: 'en-US' },
  // The admin the inbox checks sign in as (the staff command, once the server is up).
  globalSetup: './backend.setup.ts',
  webServer: siteServer({ dist, port, env: { LOCAL_SUPABASE_DIR: backendDir } }),
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      // A phone below the `lg` breakpoint: the header shows the menu button and the drawer.
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ].map((project) => ({ ...project, use: { ...project.use, launchOptions: chromiumLaunchOptions() } })),
});
