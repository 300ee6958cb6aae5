/**
 * `node tests/package/microsite-lock.ts`: writes examples/partner-microsite/pnpm-lock.yaml again, as a
 * partner's install would — @brand/ui released by `pnpm release` (built from this tree) to a test
 * registry (./registry.ts), everything else from the usual registry. Run it after changing the
 * microsite's dependencies, or when the package test says its lockfile changed beyond @brand/ui (a new
 * dependency of @brand/ui); commit the result. Everything but @brand/ui keeps its pinned version unless
 * the microsite's package.json asks for another.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { pnpmCommand } from '../../scripts/pnpm.ts';
import { copyMicrosite, microsite, release, step, withTestRegistry } from './steps.ts';

await withTestRegistry('brand-microsite-lock-', (registry, work) => {
  release(registry);
  const site = copyMicrosite(work, registry);
  step(
    'resolving the microsite',
    [...pnpmCommand(), 'update', '@brand/ui', '--lockfile-only'],
    site,
    process.env,
  );
  copyFileSync(join(site, 'pnpm-lock.yaml'), join(microsite, 'pnpm-lock.yaml'));
  console.info('✓ examples/partner-microsite/pnpm-lock.yaml written; review the diff and commit it');
});
