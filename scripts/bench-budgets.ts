/**
 * `pnpm bench:budgets [dist] [--json file]`: the bundle budgets of a built site (default `site/dist`) —
 * every public page's first-load JS, CSS and fonts against `scripts/bench/budgets.json` — and what each
 * budgeted import of the published @brand/ui costs a partner app (`packages/ui/dist`, built by
 * `pnpm build:ui` or the test suite's package step). Prints each chunk with its gzip size and each page's
 * totals; exits 1 when a budget is broken. CI runs it after the tests; `pnpm bench` runs it on its own build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isSiteBuild } from '../site/build/firstLoad.ts';
import { checkBundles, formatBundles } from './bench/bundles.ts';
import { formatImportCosts, importCosts, uiBuilt } from './bench/imports.ts';

const root = join(import.meta.dirname, '..');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { json: { type: 'string' } },
});

const dists = (positionals.length ? positionals : ['site/dist']).map((dist) => resolve(dist));
let broken = 0;
for (const dist of dists) {
  if (!isSiteBuild(dist)) {
    console.error(
      `${dist} is not a build of the site (no Vite manifest in it or beside it): run \`pnpm build\` first`,
    );
    process.exit(2);
  }
  const pages = checkBundles(dist);
  console.info(formatBundles(pages, relative(root, dist) || dist));
  console.info('');
  broken += pages.filter((page) => page.breaches.length).length;
  if (values.json) {
    const file =
      dists.length > 1
        ? values.json.replace(/(\.json)?$/, `-${relative(root, dist).replace(/\W+/g, '-')}$1`)
        : values.json;
    mkdirSync(dirname(resolve(file)), { recursive: true });
    writeFileSync(resolve(file), `${JSON.stringify({ dist: relative(root, dist), pages }, null, 2)}\n`);
  }
}
if (!uiBuilt()) {
  console.error('packages/ui/dist is not built: run `pnpm build:ui` first (the import budgets read it)');
  process.exit(2);
}
const costs = await importCosts();
console.info(formatImportCosts(costs));
broken += costs.filter((cost) => cost.over).length;
process.exit(broken ? 1 : 0);
