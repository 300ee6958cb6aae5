/**
 * `pnpm release`: builds @brand/ui, checks the packed tarball the way a partner's tools will read it
 * (publint, are-the-types-wrong) and publishes that tarball to the registry `BRAND_REGISTRY` names.
 *
 *   BRAND_REGISTRY=https://npm.brand.example/ BRAND_REGISTRY_TOKEN=… pnpm release
 *
 * Without `BRAND_REGISTRY_TOKEN` the registry's credentials come from your own npm configuration. A version
 * the registry already holds is not built or published again (the command can run on every merge to main).
 * `pnpm release --check` builds and checks only; `--no-build` uses the existing `packages/ui/dist`.
 * `pnpm version-packages` (Changesets) sets the version and the changelog before a release.
 *
 * What it keeps (docs/adr/0041-release-keeps-its-secrets.md, docs/adr/0058-release-allow-rule-and-passwords.md):
 * - The token never touches the disk: npm reads it from the environment of its own process
 *   (`npm_config_//host/:_authToken`). Only npm's calls to the registry get it: the commands that build and
 *   check the package run without it, or any other registry credential. The packed tarball, and the
 *   temporary files of every command it runs, live in a temporary folder that is removed on every way
 *   out — done, nothing to publish, a failed step, an exception, Ctrl-C or a SIGTERM/SIGHUP.
 * - It publishes only to the package's own registry: `BRAND_REGISTRY` must be the `publishConfig.registry`
 *   of packages/ui/package.json (or a registry on this machine, for the tests). npm publishes where it is
 *   told: `--@brand:registry` on its command line wins over any `.npmrc` (a scope registry there used to
 *   win over `--registry`). Before anything is published, npm's own effective registry for the scope is
 *   read back, printed and required to be `BRAND_REGISTRY`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand } from './pnpm.ts';
import { allowedRegistry, credentialsKey, normalRegistry, withoutCredentials } from './release/registries.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const uiDir = join(root, 'packages/ui');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const flags = new Set(process.argv.slice(2));
const { name, version, publishConfig } = JSON.parse(readFileSync(join(uiDir, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  publishConfig: { registry: string };
};
const scope = name.split('/')[0] as string;

// ── Nothing outlives the run ────────────────────────────────────────────────────────────────────────────
let work: string | undefined;
let child: ChildProcess | undefined;
/** The run's temporary folder, made on first use and removed however the process ends. */
const workDir = () => {
  work ??= mkdtempSync(join(tmpdir(), 'brand-ui-release-'));
  return work;
};
/**
 * The temporary folder of every command the release runs, inside its own: what npm and the tools leave
 * in theirs (npm keeps a compile cache there) goes with it.
 */
const childTmp = () => {
  const dir = join(workDir(), 'tmp');
  mkdirSync(dir, { recursive: true });
  return { TMPDIR: dir, TMP: dir, TEMP: dir };
};
process.on('exit', () => {
  child?.kill('SIGTERM');
  if (work) rmSync(work, { recursive: true, force: true });
});
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const)
  process.on(signal, () => {
    console.error(`✗ release: stopped by ${signal}; nothing was left behind`);
    process.exit(code);
  });

const fail = (message: string): never => {
  console.error(`✗ release: ${message}`);
  process.exit(1);
};

/** The environment of every command but npm's calls to the registry: no token, no registry credential. */
const toolEnv = withoutCredentials(process.env);

/**
 * Runs a command (its output on ours, or captured); resolves with its exit code and output. Its
 * environment is `toolEnv` unless the call names another.
 */
const exec = (cmd: string, args: string[], options: { env?: NodeJS.ProcessEnv; capture?: boolean } = {}) =>
  new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    const started = spawn(cmd, args, {
      cwd: root,
      env: { ...(options.env ?? toolEnv), ...childTmp() },
      stdio: options.capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    child = started;
    let stdout = '';
    let stderr = '';
    started.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    started.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    started.on('error', (error) => {
      stderr += error.message;
    });
    started.on('close', (code) => {
      child = undefined;
      resolve({ status: code ?? 1, stdout, stderr });
    });
  });

/** Runs a step; fails the release with `what` when it fails. */
const run = async (what: string, cmd: string, args: string[], env?: NodeJS.ProcessEnv) => {
  console.info(`› ${what}`);
  const { status } = await exec(cmd, args, { env });
  if (status !== 0) fail(`${what} failed`);
};

// ── Where to publish ────────────────────────────────────────────────────────────────────────────────────
const registry = (() => {
  if (flags.has('--check')) return '';
  const value = process.env.BRAND_REGISTRY?.trim() ?? '';
  if (!value)
    fail('set BRAND_REGISTRY to the URL of the registry to publish to (e.g. https://npm.brand.example/)');
  const allowed = allowedRegistry(value, publishConfig.registry);
  if ('refused' in allowed)
    return fail(`${allowed.refused}: @brand/ui is proprietary and is published only to its own registry`);
  return allowed.registry;
})();

/** npm's options for every call: the registry for everything, and for the scope, on the command line. */
const npmArgs = ['--registry', registry, `--${scope}:registry=${registry}`];
const token = process.env.BRAND_REGISTRY_TOKEN?.trim();
/**
 * The environment of npm's calls to the registry (where the version is, publish): the token as
 * configuration of npm's own process, never a file or an argument. Your own npm configuration stays.
 */
const npmEnv: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'BRAND_REGISTRY_TOKEN')),
  ...(token && registry ? { [`npm_config_${credentialsKey(registry)}:_authToken`]: token } : {}),
};

if (registry) {
  // Where npm will really publish a package of the scope: its effective configuration, read back.
  const { status, stdout } = await exec('npm', ['config', 'get', `${scope}:registry`, ...npmArgs], {
    env: npmEnv,
    capture: true,
  });
  const target = stdout.trim();
  if (status !== 0 || !URL.canParse(target)) fail(`npm cannot tell where it would publish ${scope} packages`);
  if (normalRegistry(new URL(target)) !== registry)
    fail(`npm would publish ${scope} packages to ${target}, not to BRAND_REGISTRY (${registry})`);
  console.info(`› npm publishes ${scope} packages to ${target} (its effective registry for ${scope})`);

  const published = await exec('npm', ['view', `${name}@${version}`, 'version', ...npmArgs], {
    env: npmEnv,
    capture: true,
  });
  if (published.status === 0 && published.stdout.trim() === version) {
    console.info(`✓ ${name}@${version} is already on ${target}; nothing to publish`);
    process.exit(0);
  }
}

// ── Build, pack, check, publish ─────────────────────────────────────────────────────────────────────────
if (!flags.has('--no-build'))
  // `pnpm build:ui`: the catalogs it needs, then tsup (packages/ui/package.json).
  await run('building @brand/ui', ...pnpmLine(['--filter', name, 'build']));

const [pnpmCmd, ...pnpmArgs] = pnpmCommand();
// The hook writes the published `sideEffects` (packages/ui/build/pack.pnpmfile.cjs says why).
await run('packing', pnpmCmd, [
  ...pnpmArgs,
  '--dir',
  uiDir,
  'pack',
  '--pack-destination',
  workDir(),
  `--config.pnpmfile=${join(uiDir, 'build/pack.pnpmfile.cjs')}`,
]);
const tarball = join(
  workDir(),
  readdirSync(workDir()).find((file) => file.endsWith('.tgz')) ?? fail('pnpm pack wrote no tarball'),
);

await run('publint (strict)', bin('publint'), ['run', tarball, '--strict']);
await run('are-the-types-wrong (ESM only)', bin('attw'), [
  tarball,
  '--profile',
  'esm-only',
  '--entrypoints',
  '.',
  './contract',
  ...['en', 'de', 'fr', 'it', 'es'].map((locale) => `./locales/${locale}`),
]);
if (flags.has('--check')) {
  console.info(`✓ ${name}@${version} builds and passes the checks`);
  process.exit(0);
}

// `npm publish <tarball>` publishes exactly what was checked.
await run(`publishing ${name}@${version} to ${registry}`, 'npm', ['publish', tarball, ...npmArgs], npmEnv);
const listed = await exec('npm', ['view', `${name}@${version}`, 'version', ...npmArgs], {
  env: npmEnv,
  capture: true,
});
if (listed.stdout.trim() !== version) fail(`${registry} does not list ${name}@${version} after publishing`);
console.info(`✓ ${name}@${version} published to ${registry}`);
process.exit(0);

/** The command line of `pnpm <args>`. */
function pnpmLine(args: string[]): [string, string[]] {
  const [cmd, ...pre] = pnpmCommand();
  return [cmd, [...pre, ...args]];
}
