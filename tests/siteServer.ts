import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

const root = join(import.meta.dirname, '..');
const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');

/** Whether site/`dist` holds a prerendered build. */
export const siteBuilt = (dist: string): boolean => existsSync(join(root, 'site', dist, 'index.html'));

/**
 * A Playwright web server for a build of the site (site/`dist`), served as `pnpm start` serves it (Vite's
 * preview with the site's config: the static host, the security headers, compression), started with this
 * Node and the workspace's Vite — not through `npx pnpm`, which costs half a minute before anything
 * starts. The build is reused: `pnpm test` builds both before the suites (its build step), and a suite run
 * alone serves what `pnpm build` left; only a missing build is made here first (scripts/site-build.ts,
 * with `env`). Every suite that serves the same build shares it.
 */
export const siteServer = ({
  dist = 'dist',
  port,
  env = {},
}: {
  dist?: string;
  port: number;
  env?: Record<string, string>;
}): WebServer => {
  const serve = `"${process.execPath}" "${vite}" preview`;
  const build = `"${process.execPath}" ../scripts/site-build.ts`;
  return {
    command: siteBuilt(dist) ? serve : `${build} && ${serve}`,
    cwd: join(root, 'site'),
    env: { ...env, SITE_DIST: dist, PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    // A loaded two-core machine takes a while to start Vite; a build takes minutes.
    timeout: siteBuilt(dist) ? 120_000 : 600_000,
  };
};
