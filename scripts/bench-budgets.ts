/**
 * `pnpm bench:budgets [dist …] [--json file]`: the bundle budgets of a built site (default `site/dist`) —
 * every public page's first-load JS, CSS and fonts and every script of the build, those loaded on
 * intent included, against `scripts/bench/budgets.json` — and what each budgeted import of the published
 * @brand/ui costs a partner app (`packages/ui/dist`). It builds what it needs: the library when its
 * build is missing or older than its sources, and `site/dist` when no build is named and it is missing
 * (with the shell's `VITE_*` variables, as `pnpm build`). A build named on the command line is measured
 * as it is: only its own build knows its environment (site/dist-services: tests/e2e/builds.ts). Prints
 * each chunk with its gzip size and each page's totals; exits 1 when a budget is broken, 2 when there is
 * nothing to measure. CI runs it after the tests; `pnpm bench` runs it on its own build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isSiteBuild } from '../site/build/firstLoad.ts';
import { checkBundles, formatBundles } from './bench/bundles.ts';
import { checkChunks, chunkBreaches, formatChunks } from './bench/chunks.ts';
import { buildUi, formatImportCosts, importCosts, uiBuildNeeded } from './bench/imports.ts';
import { buildSite } from './site-build.ts';

const root = join(import.meta.dirname, '..');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { json: { type: 'string' } },
});

const named = positionals.length > 0;
const dists = (named ? positionals : ['site/dist']).map((dist) => resolve(dist));
if (!named && !isSiteBuild(resolve(root, 'site/dist'))) {
  console.info('site/dist is not built: building it (`pnpm build`, with the shell’s VITE_ variables)');
  if (!buildSite('dist')) {
    console.error('the site build failed: see above');
    process.exit(2);
  }
}

const uiStale = uiBuildNeeded();
if (uiStale) {
  console.info(`${uiStale}: building @brand/ui (\`pnpm build:ui\`), whose imports are measured`);
  if (!buildUi()) {
    console.error('the @brand/ui build failed: see above');
    process.exit(2);
  }
}

let broken = 0;
for (const dist of dists) {
  if (!isSiteBuild(dist)) {
    console.error(
      `${dist} is not a build of the site (no Vite manifest in it or beside it): build it first (\`pnpm build\`, or SITE_DIST=${relative(join(root, 'site'), dist)} node scripts/site-build.ts with its variables)`,
    );
    process.exit(2);
  }
  const name = relative(root, dist) || dist;
  const pages = checkBundles(dist);
  console.info(formatBundles(pages, name));
  console.info('');
  const chunks = checkChunks(dist);
  console.info(formatChunks(chunks, name));
  console.info('');
  broken += pages.filter((page) => page.breaches.length).length + chunkBreaches(chunks).length;
  if (values.json) {
    const file =
      dists.length > 1
        ? values.json.replace(/(\.json)?$/, `-${relative(root, dist).replace(/\W+/g, '-')}$1`)
        : values.json;
    mkdirSync(dirname(resolve(file)), { recursive: true });
    writeFileSync(
      resolve(file),
      `${JSON.stringify({ dist: relative(root, dist), pages, chunks }, null, 2)}\n`,
    );
  }
}
const costs = await importCosts();
console.info(formatImportCosts(costs));
broken += costs.filter((cost) => cost.over).length;
process.exit(broken ? 1 : 0);
