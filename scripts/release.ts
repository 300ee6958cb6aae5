/**
 * `pnpm release`: builds @brand/ui, checks the packed tarball the way a partner's tools will read it
 * (publint, are-the-types-wrong) and publishes that tarball to the registry `BRAND_REGISTRY` names.
 *
 *   BRAND_REGISTRY=https://npm.brand.example/ BRAND_REGISTRY_TOKEN=… pnpm release
 *
 * Without `BRAND_REGISTRY_TOKEN` the registry's credentials come from your own npm configuration. A version
 * the registry already holds is not published again (the command can run on every merge to main).
 * `pnpm release --check` stops after the checks; `--no-build` uses the existing `packages/ui/dist`.
 * `pnpm version-packages` (Changesets) sets the version and the changelog before a release.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand } from './pnpm.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const uiDir = join(root, 'packages/ui');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const flags = new Set(process.argv.slice(2));
const { name, version } = JSON.parse(readFileSync(join(uiDir, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};

const fail = (message: string): never => {
  console.error(`✗ release: ${message}`);
  process.exit(1);
};

/** Runs a command, its output on ours; fails the release with `what` when it fails. */
const run = (
  what: string,
  cmd: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
) => {
  console.info(`› ${what}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: options.cwd ?? root, env: options.env });
  if (result.status !== 0) fail(`${what} failed`);
};

const registry = (() => {
  if (flags.has('--check')) return '';
  const value = process.env.BRAND_REGISTRY?.trim() ?? '';
  if (!value)
    fail('set BRAND_REGISTRY to the URL of the registry to publish to (e.g. https://npm.brand.example/)');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail('BRAND_REGISTRY is not a URL; set it to e.g. https://npm.brand.example/');
  }
  if (url.protocol !== 'https:' && !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    fail('BRAND_REGISTRY must use https (plain http only for a registry on this machine)');
  if (url.hostname === 'registry.npmjs.org')
    fail('@brand/ui is proprietary: never publish it to the public registry');
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
})();

const work = mkdtempSync(join(tmpdir(), 'brand-ui-release-'));
try {
  if (!flags.has('--no-build'))
    run('building @brand/ui', join(uiDir, 'node_modules/.bin/tsup'), [], { cwd: uiDir });

  const [pnpmCmd, ...pnpmArgs] = pnpmCommand();
  run('packing', pnpmCmd, [...pnpmArgs, 'pack', '--pack-destination', work], { cwd: uiDir });
  const tarball = join(
    work,
    readdirSync(work).find((file) => file.endsWith('.tgz')) ?? fail('pnpm pack wrote no tarball'),
  );

  run('publint (strict)', bin('publint'), ['run', tarball, '--strict']);
  run('are-the-types-wrong (ESM only)', bin('attw'), [
    tarball,
    '--profile',
    'esm-only',
    '--entrypoints',
    '.',
    './contract',
    ...['en', 'de', 'fr', 'it', 'es'].map((locale) => `./locales/${locale}`),
  ]);
  if (flags.has('--check')) process.exit(0);

  // The token goes to npm through a configuration file of this run only: never on a command line or in a log.
  const userconfig = join(work, 'npmrc');
  const token = process.env.BRAND_REGISTRY_TOKEN?.trim();
  const host = registry.replace(/^https?:/, '');
  writeFileSync(userconfig, token ? `${host}:_authToken=${token}\n` : '', { mode: 0o600 });
  const env = { ...process.env, ...(token ? { NPM_CONFIG_USERCONFIG: userconfig } : {}) };

  const published = spawnSync('npm', ['view', `${name}@${version}`, 'version', '--registry', registry], {
    env,
    encoding: 'utf8',
  });
  if (published.status === 0 && published.stdout.trim() === version) {
    console.info(`✓ ${name}@${version} is already on ${registry}; nothing to publish`);
    process.exit(0);
  }
  // `npm publish <tarball>` publishes exactly what was checked, to the registry named here (a folder's
  // publishConfig.registry would win over --registry; the tarball's does not).
  run(`publishing ${name}@${version} to ${registry}`, 'npm', ['publish', tarball, '--registry', registry], {
    env,
  });
  const listed = execFileSync('npm', ['view', `${name}@${version}`, 'version', '--registry', registry], {
    env,
    encoding: 'utf8',
  }).trim();
  if (listed !== version) fail(`${registry} does not list ${name}@${version} after publishing`);
  console.info(`✓ ${name}@${version} published to ${registry}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
