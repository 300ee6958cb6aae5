/**
 * Lighthouse CI (`@lhci/cli`, not a dependency of this repository) with the budgets `pnpm bench` checks,
 * read from the same file (scripts/bench/budgets.json). Build first, then let LHCI serve the build:
 *
 *   pnpm build && npx @lhci/cli autorun        # or: lhci collect && lhci assert
 *
 * It runs `pnpm start` (site/dist, compressed; PORT and SITE_DIST are honoured), Lighthouse 3× on each page
 * with its defaults (mobile, simulated throttling), and asserts the median of the runs.
 *
 * Chrome: CHROMIUM_PATH, else the system's Chromium, else LHCI's own search for an installed Chrome
 * (override with LHCI_COLLECT__CHROME_PATH or --collect.chromePath).
 */
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { parseEnv } = require('node:util');
const budgets = require('./scripts/bench/budgets.json');

const KB = 1024;
const limits = budgets.lighthouse;
const port = Number(process.env.PORT || 4321);

/** The VITE_ variables as the build reads them (.env files of the production mode, then the shell's). */
const env = Object.assign(
  {},
  ...['.env', '.env.local', '.env.production', '.env.production.local']
    .map((file) => join(__dirname, file))
    .filter((file) => existsSync(file))
    .map((file) => parseEnv(readFileSync(file, 'utf8'))),
  process.env,
);
const configured = (name) => Boolean(env[name]?.trim());

/**
 * With Supabase or EmailJS configured the home page may call them, and the hero video (media) loads after
 * the page is interactive: Lighthouse CI can neither allow-list origins nor leave media out of a total,
 * so those two budgets become warnings here. `pnpm bench` checks both exactly (other origins than the
 * configured services; bytes without media).
 */
const services = configured('VITE_SUPABASE_URL') || configured('VITE_EMAILJS_PUBLIC_KEY');
const exactOnlyWithoutServices = services ? 'warn' : 'error';

const chromePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => path && existsSync(path),
);

module.exports = {
  ci: {
    collect: {
      startServerCommand: 'pnpm start',
      // vite preview prints "➜  Local:   http://localhost:4321/" once it listens.
      startServerReadyPattern: 'Local',
      startServerReadyTimeout: 60000,
      url: limits.pages.map((page) => `http://localhost:${port}${page}`),
      numberOfRuns: limits.runs,
      ...(chromePath ? { chromePath } : {}),
      settings: {
        // Lighthouse's defaults otherwise: mobile form factor and screen, simulated throttling.
        onlyCategories: Object.keys(limits.minScores),
        // A local build is noindex by design (docs/adr/0060); the public build's index, follow is a unit
        // test (site/src/seo/PageHead.test.tsx).
        skipAudits: ['is-crawlable'],
        chromeFlags:
          '--no-sandbox --headless --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
      },
    },
    assert: {
      aggregationMethod: 'median',
      assertions: {
        ...Object.fromEntries(
          Object.entries(limits.minScores).map(([category, minScore]) => [
            `categories:${category}`,
            ['error', { minScore }],
          ]),
        ),
        ...Object.fromEntries(
          Object.entries(limits.maxMetrics).map(([audit, maxNumericValue]) => [
            audit,
            ['error', { maxNumericValue }],
          ]),
        ),
        'resource-summary:font:size': ['error', { maxNumericValue: limits.maxBytesKB.font * KB }],
        // Bytes transferred (brotli here), a looser stand-in for `pnpm bench`'s gzip JavaScript per visit.
        'resource-summary:script:size': ['error', { maxNumericValue: limits.maxJsPerVisitKB * KB }],
        'resource-summary:script:count': ['error', { maxNumericValue: limits.maxScriptsPerVisit }],
        'resource-summary:total:size': [
          exactOnlyWithoutServices,
          { maxNumericValue: limits.maxBytesKB.totalExceptMedia * KB },
        ],
        'resource-summary:third-party:count': [
          exactOnlyWithoutServices,
          { maxNumericValue: limits.maxThirdPartyRequests },
        ],
      },
    },
  },
};
