/**
 * The site's build as `pnpm build` makes it — catalogs compiled, client, server, prerendered pages —
 * run with this Node and the workspace's own binaries (no pnpm, no npx: `npx pnpm@…` spends half a
 * minute before it starts, more on a machine without network). `node scripts/site-build.ts` builds into
 * site/$SITE_DIST (default dist) with the shell's VITE_ variables; the test suite's build step
 * (scripts/test.ts) and the Playwright suites' servers (tests/siteServer.ts, when a build is missing)
 * use it.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

/** A command of the build: what runs, with which arguments, where. */
export type BuildCommand = { cmd: string; args: string[]; cwd: string };

/** The commands of a site build; `compile` first compiles the Lingui catalogs (a fresh clone has none). */
export const siteBuildCommands = ({ compile = true } = {}): BuildCommand[] => [
  ...(compile ? [{ cmd: bin('lingui'), args: ['compile', '--typescript', '--strict'], cwd: root }] : []),
  { cmd: bin('vite'), args: ['build'], cwd: join(root, 'site') },
  { cmd: bin('vite'), args: ['build', '--ssr', 'src/entry-server.tsx'], cwd: join(root, 'site') },
  { cmd: process.execPath, args: ['prerender.ts'], cwd: join(root, 'site') },
];

/** Builds the site into site/`dist` with `env` added to this process's environment; false on failure. */
export const buildSite = (
  dist: string,
  env: Record<string, string> = {},
  options?: { compile?: boolean },
) => {
  for (const { cmd, args, cwd } of siteBuildCommands(options)) {
    const run = spawnSync(cmd, args, {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, ...env, SITE_DIST: dist },
    });
    if (run.status !== 0) return false;
  }
  return true;
};

if (import.meta.main) process.exit(buildSite(process.env.SITE_DIST ?? 'dist') ? 0 : 1);
