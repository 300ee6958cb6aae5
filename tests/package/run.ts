/**
 * The `package` step of `pnpm test`: @brand/ui as a partner receives it.
 *
 * 1. Start a real registry (Verdaccio, ./registry.ts) and publish to it with `pnpm release` — the command
 *    a release uses: build, publint, are-the-types-wrong, publish.
 * 2. The partner guide (packages/ui/README.md) as a partner follows it: a new Vite + React Router app
 *    (package.test.ts) and a new Next.js 16 app (next.test.ts), each written from the guide's code blocks
 *    alone, installed from that registry, built and opened in Chromium.
 * 3. The release again, on each way out (release.test.ts): nothing left behind, no public registry.
 * 4. The partner microsite (examples/partner-microsite, Next.js App Router, static export, its theme made
 *    with makeTheme under Turbopack) installs it from the registry — from its committed lockfile, with
 *    only @brand/ui refreshed to this build; everything else must install exactly as locked — and builds
 *    outside the workspace (`next build` type-checks it), and Playwright checks its pages (tests/microsite).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lockDrift } from '../../scripts/lockfile.ts';
import { pnpmCommand } from '../../scripts/pnpm.ts';
import { copyMicrosite, release, root, step, withTestRegistry } from './steps.ts';

const { version } = JSON.parse(readFileSync(join(root, 'packages/ui/package.json'), 'utf8')) as {
  version: string;
};
await withTestRegistry('brand-microsite-', (registry, work) => {
  const env = {
    ...process.env,
    BRAND_TEST_REGISTRY: registry.url,
    BRAND_TEST_REGISTRY_TOKEN: registry.token,
  };
  const run = (what: string, command: string[], cwd = root, extraEnv: NodeJS.ProcessEnv = {}) =>
    step(what, command, cwd, { ...env, ...extraEnv });

  release(registry);
  run('a Vite app from the guide', [process.execPath, '--test', 'tests/package/package.test.ts']);
  run('the release again, on every way out: nothing left behind, no public registry', [
    process.execPath,
    '--test',
    'tests/package/release.test.ts',
  ]);
  run('a Next.js app from the guide', [process.execPath, '--test', 'tests/package/next.test.ts']);

  // As the partner's CI would: the scope comes from our registry, everything else from its usual one; the
  // microsite takes the version just released (an upgrade is a one-line change for a partner).
  const site = copyMicrosite(work, registry);
  const manifest = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'));
  manifest.dependencies['@brand/ui'] = `^${version}`;
  writeFileSync(join(site, 'package.json'), JSON.stringify(manifest, null, 2));
  // Its lockfile pins every package a partner installs. @brand/ui in it is the last release's tarball;
  // the registry holds this build's (another integrity, perhaps another version), so that entry alone is
  // refreshed (`pnpm update @brand/ui`), and the rest must come out exactly as committed.
  const lockfile = join(site, 'pnpm-lock.yaml');
  if (!existsSync(lockfile))
    throw new Error(
      'examples/partner-microsite has no pnpm-lock.yaml: run node tests/package/microsite-lock.ts',
    );
  const locked = readFileSync(lockfile, 'utf8');
  run(
    'the microsite installs from its lockfile, @brand/ui refreshed',
    [...pnpmCommand(), 'update', '@brand/ui', '--prefer-offline'],
    site,
  );
  const drift = lockDrift(locked, readFileSync(lockfile, 'utf8'), '@brand/ui');
  if (drift.length)
    throw new Error(
      `the microsite installed other packages than its lockfile pins (${drift.join('; ')}): refresh it with node tests/package/microsite-lock.ts and commit it`,
    );
  run(
    'the microsite builds (next build: types, Turbopack, makeTheme, static export)',
    [...pnpmCommand(), 'run', 'build'],
    site,
    {
      NEXT_TELEMETRY_DISABLED: '1',
    },
  );
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
});
