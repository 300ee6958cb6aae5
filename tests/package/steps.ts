/**
 * What the package step (run.ts) and the microsite's lockfile refresh (microsite-lock.ts) both do: run
 * named steps with a test registry and a temporary folder, release this tree's @brand/ui to the registry
 * with `pnpm release`, and copy the partner microsite out of the workspace with its `@brand` scope pointed
 * at that registry.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRegistry, type TestRegistry } from './registry.ts';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** The partner microsite in this repository. */
export const microsite = join(root, 'examples/partner-microsite');

/** Prints a step and runs it (output shown as it comes); throws naming the step when it fails. */
export const step = (what: string, [cmd, ...args]: string[], cwd: string, env: NodeJS.ProcessEnv) => {
  console.info(`\n› ${what}`);
  const result = spawnSync(cmd as string, args, { cwd, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${what} failed`);
};

/** Builds and publishes @brand/ui to the test registry as a release does (build, publint, attw, publish). */
export const release = (registry: TestRegistry) =>
  step('pnpm release to the test registry', [process.execPath, 'scripts/release.ts'], root, {
    ...process.env,
    BRAND_REGISTRY: registry.url,
    BRAND_REGISTRY_TOKEN: registry.token,
  });

/**
 * Copies the microsite into `work` (without its build output and installed packages) and points its
 * `@brand` scope at the test registry, as a partner's CI would (everything else comes from its usual
 * registry). Returns the copy's folder.
 */
export const copyMicrosite = (work: string, registry: TestRegistry): string => {
  const site = join(work, 'partner-microsite');
  cpSync(microsite, site, {
    recursive: true,
    filter: (path) => !/\/(node_modules|\.next|out)(\/|$)/.test(path),
  });
  const npmrc = readFileSync(join(site, '.npmrc'), 'utf8');
  writeFileSync(
    join(site, '.npmrc'),
    npmrc.replace(/^@brand:registry=.*$/m, `@brand:registry=${registry.url}`),
  );
  return site;
};

/**
 * Runs `steps` with a test registry (./registry.ts) and a temporary folder, then stops the registry and
 * removes the folder whatever happened, and exits: 1 when a step threw (its message printed), else 0.
 */
export const withTestRegistry = async (
  prefix: string,
  steps: (registry: TestRegistry, work: string) => void,
): Promise<never> => {
  const registry = await startRegistry();
  const work = mkdtempSync(join(tmpdir(), prefix));
  let failed = false;
  try {
    steps(registry, work);
  } catch (error) {
    console.error(`✗ ${(error as Error).message}`);
    failed = true;
  } finally {
    registry.stop();
    rmSync(work, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
};
