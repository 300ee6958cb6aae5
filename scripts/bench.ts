/**
 * `pnpm bench [--runs N] [--pages /,/de] [--no-build] [--port 4351] [--services] [--throttling devtools]`:
 * builds the site into site/dist-bench (with the shell's and .env's VITE_ variables, so a configured build
 * is measured; with `--services`, into site/dist-bench-services with Supabase and EmailJS configured and
 * Supabase answered by a stand-in on loopback, see bench/services.ts; results then go to
 * bench-results/services/),
 * serves it with `pnpm start` (compressed, as a host would), runs Lighthouse on each page N times
 * (mobile, simulated throttling), prints the medians — scores, FCP, LCP, TBT, CLS, bytes by type,
 * requests to other origins — writes bench-results/lighthouse.json (and an HTML report per run), checks
 * the Lighthouse budgets and the bundle budgets of the build, and exits 1 listing every budget broken.
 * `--throttling devtools` throttles for real (4× CPU slowdown and a slow 4G network applied to Chrome) and
 * reports what it observed, into bench-results/devtools/: TBT that is the page's own long tasks, where the
 * simulated figure on a machine whose speed swings is not (docs/bench/2026-11-26-tbt.md). The timing
 * budgets (performance score, LCP, TBT, CLS) are set for simulated throttling and are not judged then;
 * every other budget is.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { loadEnv } from 'vite';
import { parseSiteEnv } from '../site/build/env.ts';
import { emailJsOrigin } from '../site/src/configShape.ts';
import { budgets, kb } from './bench/budgets.ts';
import { bundleBreaches, checkBundles, formatBundles } from './bench/bundles.ts';
import { checkChunks, chunkBreaches, formatChunks } from './bench/chunks.ts';
import {
  byteTypes,
  killChrome,
  lighthouseBreaches,
  lighthouseChrome,
  medianOf,
  type RunSummary,
  runLighthouse,
  summarise,
} from './bench/lighthouse.ts';
import { benchServicesEnv, startSupabaseStandIn } from './bench/services.ts';

const root = join(import.meta.dirname, '..');

const { values: options } = parseArgs({
  allowNegative: true,
  options: {
    runs: { type: 'string', default: String(budgets.lighthouse.runs) },
    pages: { type: 'string', default: budgets.lighthouse.pages.join(',') },
    build: { type: 'boolean', default: true },
    port: { type: 'string', default: '4351' },
    services: { type: 'boolean', default: false },
    throttling: { type: 'string', default: 'simulated' },
  },
});
const throttling = options.throttling === 'devtools' ? 'devtools' : 'simulated';
const distName = options.services ? 'dist-bench-services' : 'dist-bench';
const dist = join(root, 'site', distName);
const results = join(
  root,
  options.services ? 'bench-results/services' : 'bench-results',
  throttling === 'devtools' ? 'devtools' : '',
);
const runs = Number(options.runs);
const pages = options.pages
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean);
if (
  !Number.isInteger(runs) ||
  runs < 1 ||
  !pages.every((page) => page.startsWith('/')) ||
  !['simulated', 'devtools'].includes(options.throttling)
) {
  console.error(
    'usage: pnpm bench [--runs N] [--pages /,/products] [--no-build] [--port 4351] [--services] [--throttling simulated|devtools]',
  );
  process.exit(2);
}

const started = performance.now();
const elapsed = () => `${Math.round((performance.now() - started) / 1000)} s`;

/** pnpm as the bench was started with (`pnpm bench`), else the version the repository pins, through npx. */
const pnpm = (): [string, string[]] => {
  const execPath = process.env.npm_execpath;
  if (execPath && basename(execPath).startsWith('pnpm'))
    return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath]] : [execPath, []];
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
  return ['npx', ['-y', `pnpm@${version}`]];
};

/** The preferred port when it is free, else one the system picks. */
const freePort = (preferred: number): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => {
      const any = createServer();
      any.listen(0, () => {
        const { port } = any.address() as { port: number };
        any.close(() => resolve(port));
      });
    });
    probe.listen(preferred, () => probe.close(() => resolve(preferred)));
  });

let server: ChildProcess | undefined;

/** Stops `pnpm start` and everything it started (its own process group). */
const stopServer = async () => {
  const child = server;
  server = undefined;
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {
      // The group is gone already.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
};

const cleanUp = async () => {
  killChrome();
  await stopServer();
};

for (const [name, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const)
  process.once(name, () => {
    console.error(`\n${name}: stopping Chromium and the server`);
    void cleanUp().finally(() => process.exit(code));
  });

/** Starts `pnpm start` on the bench's build and waits until it answers. */
const startServer = async (port: number): Promise<string> => {
  const [command, prefix] = pnpm();
  const output: string[] = [];
  server = spawn(command, [...prefix, 'start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SITE_DIST: distName,
      PORT: String(port),
      LOCAL_SUPABASE_DIR: join(results, 'local-backend'),
    },
  });
  for (const stream of [server.stdout, server.stderr])
    stream?.on('data', (chunk) => output.push(String(chunk)));
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${origin}/`)).ok) return origin;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`\`pnpm start\` did not answer at ${origin}/:\n${output.join('')}`);
};

/**
 * Fetches each page and every text asset of the build once (brotli, as Chromium asks), so the server's
 * compression cache is warm: Lighthouse's simulation would otherwise count a first compression as
 * server time.
 */
const warmUp = async (origin: string) => {
  const assets = readdirSync(join(dist, 'assets'))
    .filter((file) => /\.(js|css|svg|json)$/.test(file))
    .map((file) => `/assets/${file}`);
  const paths = [...pages, ...assets];
  for (let i = 0; i < paths.length; i += 8)
    await Promise.all(
      paths.slice(i, i + 8).map(async (path) => {
        await (await fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': 'br' } })).arrayBuffer();
      }),
    );
};

/**
 * A Lighthouse run, tried up to three times: a trace that could not be recorded (NO_NAVSTART, NO_FCP on a
 * busy machine) says "run Lighthouse again"; a page that fails three times in a row stops the bench.
 */
const withRetries = async <T>(label: string, attempt: () => Promise<T>, tries = 3): Promise<T> => {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries) throw error;
      console.warn(`  ${label}: ${error instanceof Error ? error.message : error} — trying again`);
    }
  }
};

const gzipSizes = new Map<string, number>();
/** gzip -9 size of a file of the build (`/assets/x.js`), as the bundle budgets count it. */
const gzipSizeOf = (path: string): number => {
  let size = gzipSizes.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;
    gzipSizes.set(path, size);
  }
  return size;
};

const slug = (page: string) => (page === '/' ? 'home' : page.slice(1).replace(/\W+/g, '-'));
const pad = (text: string, width: number) => text.padStart(width);
const score = (value: number | null) => (value === null ? '–' : String(Math.round(value * 100)));

const byteLabels: Record<string, string> = { stylesheet: 'css', document: 'doc' };

/** The table of the medians: one row per page. */
const table = (rows: { page: string; median: RunSummary }[]): string => {
  const head = [
    'page'.padEnd(12),
    ...['perf', 'a11y', 'b-p', 'seo'].map((h) => pad(h, 5)),
    ...['FCP', 'LCP', 'TBT', 'CLS'].map((h) => pad(h, 8)),
    ...[...byteTypes, 'total', '-media'].map((h) => pad(byteLabels[h] ?? h, 8)),
    pad('JS/visit', 9),
    pad('scripts', 8),
    pad('other origins', 14),
  ].join('');
  const lines = rows.map(({ page, median: m }) =>
    [
      page.padEnd(12),
      ...[m.scores.performance, m.scores.accessibility, m.scores['best-practices'], m.scores.seo].map((v) =>
        pad(score(v), 5),
      ),
      pad(`${(m.metrics.fcp / 1000).toFixed(2)} s`, 8),
      pad(`${(m.metrics.lcp / 1000).toFixed(2)} s`, 8),
      pad(`${Math.round(m.metrics.tbt)} ms`, 8),
      pad(m.metrics.cls.toFixed(3), 8),
      ...[...byteTypes, 'total', 'totalExceptMedia'].map((type) =>
        pad(kb(m.bytes[type as keyof RunSummary['bytes']]), 8),
      ),
      pad(kb(m.jsPerVisit), 9),
      pad(String(m.scriptCount), 8),
      pad(String(m.otherOrigins.length), 14),
    ].join(''),
  );
  return [
    head,
    ...lines,
    `medians of ${runs} run${runs > 1 ? 's' : ''} per page; bytes transferred in KB (1024 bytes), "-media" = total without the video; JS/visit = gzip -9 of the site's scripts the visit loaded (idle start included), scripts = how many`,
  ].join('\n');
};

const main = async (): Promise<number> => {
  // --services: Supabase and EmailJS configured, Supabase answered by a stand-in on loopback.
  const standIn = options.services ? await startSupabaseStandIn() : undefined;
  const servicesEnv: Record<string, string> = standIn ? benchServicesEnv(standIn.origin) : {};
  if (options.build) {
    console.info(`━━ building into site/${distName}${standIn ? ' (services configured)' : ''}`);
    const [command, prefix] = pnpm();
    const build = spawnSync(command, [...prefix, 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...servicesEnv, SITE_DIST: distName },
    });
    if (build.status !== 0) throw new Error('`pnpm build` failed');
  }

  console.info(`\n━━ bundle budgets`);
  const bundles = checkBundles(dist);
  console.info(formatBundles(bundles, relative(root, dist)));
  const chunks = checkChunks(dist);
  console.info(`\n${formatChunks(chunks, relative(root, dist))}`);

  // The services the build was configured with (read as Vite reads them) may be called on first load.
  const config = parseSiteEnv({ ...loadEnv('production', root, 'VITE_'), ...servicesEnv });
  const allowed = [
    ...(config.supabase ? [new URL(config.supabase.url).origin] : []),
    ...(config.emailjs ? [emailJsOrigin] : []),
  ];

  const chromePath = lighthouseChrome();
  const origin = await startServer(await freePort(Number(options.port)));
  await warmUp(origin);
  console.info(
    `\n━━ Lighthouse ${runs}× on ${pages.join(' ')} at ${origin} (${chromePath}), mobile, ${throttling} throttling`,
  );

  rmSync(join(results, 'reports'), { recursive: true, force: true });
  mkdirSync(join(results, 'reports'), { recursive: true });
  const measured = new Map<string, RunSummary[]>(pages.map((page) => [page, []]));
  let lighthouseVersion = '';
  let userAgent = '';
  // Pages take turns, so a slower minute of the machine weighs on every page alike.
  for (let run = 1; run <= runs; run++)
    for (const page of pages) {
      const { lhr, html } = await withRetries(`run ${run}/${runs} ${page}`, () =>
        runLighthouse(`${origin}${page}`, chromePath, throttling),
      );
      lighthouseVersion = lhr.lighthouseVersion;
      userAgent = lhr.environment.hostUserAgent;
      writeFileSync(join(results, 'reports', `${slug(page)}.run${run}.html`), html);
      const summary = summarise(lhr, allowed);
      summary.jsPerVisit = summary.scripts.reduce((sum, script) => sum + gzipSizeOf(script), 0);
      measured.get(page)?.push(summary);
      console.info(
        `  run ${run}/${runs} ${page.padEnd(12)} perf ${score(summary.scores.performance)}  LCP ${Math.round(summary.metrics.lcp)} ms  TBT ${Math.round(summary.metrics.tbt)} ms  (${elapsed()})`,
      );
    }
  await stopServer();
  standIn?.server.close();
  if (standIn) console.info(`  the Supabase stand-in answered ${standIn.reads()} settings reads`);

  const rows = pages.map((page) => {
    const all = measured.get(page) ?? [];
    const median = medianOf(all);
    // The timing budgets are the simulated run's; a devtools run reports its timings, it does not judge them.
    const breaches = lighthouseBreaches(median, { timings: throttling === 'simulated' });
    return { page, median, runs: all, breaches };
  });
  console.info(`\n━━ Lighthouse (mobile, ${throttling} throttling) — ${lighthouseVersion}`);
  console.info(table(rows));

  const failing = rows.filter((row) => row.median.failing.length);
  if (failing.length) {
    console.info('\nAudits that cost points (in at least half the runs):');
    for (const { page, median } of failing)
      for (const audit of median.failing)
        console.info(
          `  ${page.padEnd(12)}${audit.category.padEnd(16)}${audit.id} (${Math.round(audit.score * 100)})${
            audit.displayValue ? ` ${audit.displayValue}` : ''
          }${audit.items ? ` [${audit.items} item${audit.items > 1 ? 's' : ''}]` : ''} — ${audit.title}`,
        );
  }
  for (const { page, median } of rows)
    if (median.otherOrigins.length)
      console.info(`  ${page}: requests to other origins: ${median.otherOrigins.join(', ')}`);

  mkdirSync(results, { recursive: true });
  writeFileSync(
    join(results, 'lighthouse.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouseVersion,
        userAgent,
        chromePath,
        build: relative(root, dist),
        settings: {
          formFactor: 'mobile',
          throttling:
            throttling === 'simulated'
              ? 'simulated (Lighthouse defaults)'
              : 'devtools (Lighthouse defaults: 4× CPU, slow 4G), observed',
          runs,
        },
        aggregation: 'median of each value over the runs; other-origin requests of every run',
        allowedOrigins: allowed,
        budgets: budgets.lighthouse,
        pages: rows,
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(
    join(results, 'bundles.json'),
    `${JSON.stringify({ build: relative(root, dist), pages: bundles, chunks }, null, 2)}\n`,
  );

  const breaches = [
    ...rows.flatMap(({ page, breaches }) => breaches.map((breach) => `Lighthouse ${page}: ${breach}`)),
    ...bundleBreaches(bundles).map((breach) => `bundles ${breach}`),
    ...chunkBreaches(chunks).map((breach) => `chunk ${breach}`),
  ];
  console.info(
    `\nWrote ${relative(root, join(results, 'lighthouse.json'))}, ${relative(root, join(results, 'bundles.json'))} and an HTML report per run in ${relative(root, join(results, 'reports'))}/ (${elapsed()} in all)`,
  );
  if (!breaches.length) {
    console.info(
      throttling === 'simulated'
        ? '✓ every budget kept'
        : '✓ every budget kept (the timing budgets are judged under simulated throttling only)',
    );
    return 0;
  }
  console.info(`\n✗ ${breaches.length} budget${breaches.length > 1 ? 's' : ''} broken:`);
  for (const breach of breaches) console.info(`  ${breach}`);
  return 1;
};

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await cleanUp();
}
process.exit(code);
