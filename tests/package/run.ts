/**
 * The `package` step of `pnpm test`: @brand/ui as a partner receives it.
 *
 * 1. Start a real registry (Verdaccio, ./registry.ts) and publish to it with `pnpm release` — the command
 *    a release uses: build, publint, are-the-types-wrong, publish.
 * 2. A fresh Vite + React app installs @brand/ui from that registry (package.test.ts).
 * 3. The partner microsite (examples/partner-microsite, Next.js App Router, static export) installs it from
 *    the registry, type-checks and builds outside the workspace, and Playwright checks its pages
 *    (tests/microsite).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand } from '../../scripts/pnpm.ts';
import { startRegistry } from './registry.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const registry = await startRegistry();
const work = mkdtempSync(join(tmpdir(), 'brand-microsite-'));
const env = { ...process.env, BRAND_TEST_REGISTRY: registry.url, BRAND_TEST_REGISTRY_TOKEN: registry.token };

const run = (what: string, [cmd, ...args]: string[], cwd = root, extraEnv: NodeJS.ProcessEnv = {}) => {
  console.info(`\n› ${what}`);
  const result = spawnSync(cmd as string, args, { cwd, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) throw new Error(`${what} failed`);
};

let failed = false;
try {
  run('pnpm release to the test registry', [process.execPath, 'scripts/release.ts'], root, {
    BRAND_REGISTRY: registry.url,
    BRAND_REGISTRY_TOKEN: registry.token,
  });
  run('a Vite app installs @brand/ui from the registry', [
    process.execPath,
    '--test',
    'tests/package/package.test.ts',
  ]);
  run('the release again, on every way out: nothing left behind, no public registry', [
    process.execPath,
    '--test',
    'tests/package/release.test.ts',
  ]);

  const site = join(work, 'partner-microsite');
  cpSync(join(root, 'examples/partner-microsite'), site, {
    recursive: true,
    filter: (path) => !/\/(node_modules|\.next|out)(\/|$)/.test(path),
  });
  // As the partner's CI would: the scope comes from our registry, everything else from its usual one.
  writeFileSync(join(site, '.npmrc'), `@brand:registry=${registry.url}\n`);
  run(
    'the microsite installs',
    [...pnpmCommand(), 'install', '--ignore-workspace', '--prefer-offline'],
    site,
  );
  run('the microsite type-checks', [...pnpmCommand(), 'run', 'typecheck'], site);
  run('the microsite builds (next build, static export)', [...pnpmCommand(), 'run', 'build'], site, {
    NEXT_TELEMETRY_DISABLED: '1',
  });
  // Arguments go to Playwright: `pnpm test:package --update-snapshots` renews the microsite's baselines.
  const playwright = [
    join(root, 'node_modules/.bin/playwright'),
    'test',
    '-c',
    'tests/microsite/playwright.config.ts',
  ];
  run('the microsite in Chromium', [...playwright, ...process.argv.slice(2)], root, {
    MICROSITE_OUT: join(site, 'out'),
  });
} catch (error) {
  console.error(`✗ ${(error as Error).message}`);
  failed = true;
} finally {
  registry.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
