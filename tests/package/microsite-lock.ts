/**
 * `node tests/package/microsite-lock.ts`: writes examples/partner-microsite/pnpm-lock.yaml again, as a
 * partner's install would — @brand/ui released by `pnpm release` (built from this tree) to a test
 * registry (./registry.ts), everything else from the usual registry. Run it after changing the
 * microsite's dependencies, or when the package test says its lockfile changed beyond @brand/ui (a new
 * dependency of @brand/ui); commit the result. Everything but @brand/ui keeps its pinned version unless
 * the microsite's package.json asks for another.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand } from '../../scripts/pnpm.ts';
import { startRegistry } from './registry.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const example = join(root, 'examples/partner-microsite');
const registry = await startRegistry();
const work = mkdtempSync(join(tmpdir(), 'brand-microsite-lock-'));

const run = (what: string, [cmd, ...args]: string[], cwd: string, env: NodeJS.ProcessEnv = {}) => {
  console.info(`› ${what}`);
  const result = spawnSync(cmd as string, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${what} failed`);
};

let failed = false;
try {
  run('pnpm release to a test registry', [process.execPath, 'scripts/release.ts'], root, {
    BRAND_REGISTRY: registry.url,
    BRAND_REGISTRY_TOKEN: registry.token,
  });
  const site = join(work, 'partner-microsite');
  cpSync(example, site, {
    recursive: true,
    filter: (path) => !/\/(node_modules|\.next|out)(\/|$)/.test(path),
  });
  const npmrc = readFileSync(join(site, '.npmrc'), 'utf8');
  writeFileSync(
    join(site, '.npmrc'),
    npmrc.replace(/^@brand:registry=.*$/m, `@brand:registry=${registry.url}`),
  );
  run('resolving the microsite', [...pnpmCommand(), 'update', '@brand/ui', '--lockfile-only'], site);
  copyFileSync(join(site, 'pnpm-lock.yaml'), join(example, 'pnpm-lock.yaml'));
  console.info('✓ examples/partner-microsite/pnpm-lock.yaml written; review the diff and commit it');
} catch (error) {
  console.error(`✗ ${(error as Error).message}`);
  failed = true;
} finally {
  registry.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
