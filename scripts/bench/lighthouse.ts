/**
 * Lighthouse for `pnpm bench`: one run of a page in a fresh Chromium (mobile; simulated throttling, the
 * defaults, or devtools throttling), the summary of a run, the median of several, and the budgets of
 * `budgets.json` checked against it.
 */
import { existsSync } from 'node:fs';
import { type LaunchedChrome, Launcher, launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumArgs, fullChromiumExecutable } from '../browser.ts';
import { budgets, KB, kb } from './budgets.ts';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

/** Lighthouse's resource types (its `resource-summary`), by bytes transferred. */
export const byteTypes = ['script', 'stylesheet', 'font', 'image', 'document', 'media', 'other'] as const;
export type ByteType = (typeof byteTypes)[number];

/** An audit that cost a category points. */
export type FailingAudit = {
  category: Category;
  id: string;
  title: string;
  score: number;
  displayValue?: string;
  /** How many elements or resources it names. */
  items?: number;
};

/** What the bench keeps of one Lighthouse run (or the median of several). */
export type RunSummary = {
  /** 0–1, null when the category could not be scored. */
  scores: Record<Category, number | null>;
  /** FCP, LCP and TBT in ms; CLS unitless. */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
  /** Bytes transferred by type, their total and the total without media (the hero video). */
  bytes: Record<ByteType | 'total' | 'totalExceptMedia', number>;
  /**
   * The page's own scripts the visit loaded, up front and once the app started (idle), as gzip -9 of the
   * built files: "JavaScript per visit", comparable with the bundle budgets. 0 until `jsPerVisit` is set.
   */
  jsPerVisit: number;
  /** Their paths (`/assets/…`), for the bench to size (of every run, in a median). */
  scripts: string[];
  /** How many of the site's scripts the visit loaded (in a median: the median of the runs). */
  scriptCount: number;
  requests: number;
  /** Requests that left the page's origin (configured services included). */
  otherOrigins: string[];
  /** Of those, the ones to origins that are not a configured service. */
  thirdParty: string[];
  failing: FailingAudit[];
};

type NetworkItem = { url?: string; resourceType?: string; transferSize?: number };

const resourceTypes: Record<string, ByteType> = {
  Script: 'script',
  Stylesheet: 'stylesheet',
  Font: 'font',
  Image: 'image',
  Document: 'document',
  Media: 'media',
};

/** The summary of one run; `allowedOrigins` are the configured services (Supabase, EmailJS). */
export const summarise = (lhr: Result, allowedOrigins: readonly string[]): RunSummary => {
  const audit = (id: string) => lhr.audits[id];
  const value = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const details = audit('network-requests')?.details as { items?: NetworkItem[] } | undefined;
  const requests = (details?.items ?? []).filter((item) => /^https?:/.test(item.url ?? ''));
  const bytes = Object.fromEntries(
    [...byteTypes, 'total', 'totalExceptMedia'].map((type) => [type, 0]),
  ) as RunSummary['bytes'];
  for (const request of requests) {
    const type = resourceTypes[request.resourceType ?? ''] ?? 'other';
    const size = request.transferSize ?? 0;
    bytes[type] += size;
    bytes.total += size;
    if (type !== 'media') bytes.totalExceptMedia += size;
  }
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const scripts = requests
    .filter((r) => r.resourceType === 'Script' && new URL(r.url ?? '').origin === origin)
    .map((r) => new URL(r.url ?? '').pathname);
  const otherOrigins = requests.map((r) => r.url ?? '').filter((url) => new URL(url).origin !== origin);
  const failing: FailingAudit[] = [];
  for (const category of categories)
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const result = audit(ref.id);
      if (!result || result.score === null || result.score >= 1) continue;
      // Performance: the weighted metrics, and the insights and diagnostics that flag a real cost.
      if (category === 'performance' && ref.weight === 0 && result.score >= 0.9) continue;
      if (['manual', 'notApplicable', 'informative'].includes(result.scoreDisplayMode)) continue;
      const items = (result.details as { items?: unknown[] } | undefined)?.items?.length;
      failing.push({
        category,
        id: ref.id,
        title: result.title,
        score: result.score,
        ...(result.displayValue ? { displayValue: result.displayValue } : {}),
        ...(items ? { items } : {}),
      });
    }
  return {
    scores: Object.fromEntries(
      categories.map((c) => [c, lhr.categories[c]?.score ?? null]),
    ) as RunSummary['scores'],
    metrics: {
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    },
    bytes,
    jsPerVisit: 0,
    scripts,
    scriptCount: scripts.length,
    requests: requests.length,
    otherOrigins,
    thirdParty: otherOrigins.filter((url) => !allowedOrigins.includes(new URL(url).origin)),
    failing,
  };
};

/** The median of numbers (the mean of the middle two for an even count, as Lighthouse CI does). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle] ?? 0) + (sorted[middle + 1] ?? 0)) / 2;
};

/**
 * The median of several runs, metric by metric (each score, timing and byte count is the median of its
 * own values, as `aggregationMethod: median` in lighthouserc.cjs). Requests to other origins are those
 * of every run (one leak is a leak); failing audits are those that failed in at least half the runs.
 */
export const medianOf = (runs: readonly RunSummary[]): RunSummary => {
  const [first] = runs;
  if (!first) throw new Error('no Lighthouse run to summarise');
  const mid = <T extends object>(pick: (run: RunSummary) => T): T =>
    Object.fromEntries(
      Object.keys(pick(first)).map((key) => {
        const values = runs.map((run) => (pick(run) as Record<string, number | null>)[key]);
        const numbers = values.filter((v): v is number => typeof v === 'number');
        return [key, numbers.length ? median(numbers) : null];
      }),
    ) as T;
  const failing = new Map<string, { audit: FailingAudit; count: number }>();
  for (const run of runs)
    for (const audit of run.failing) {
      const key = `${audit.category}:${audit.id}`;
      failing.set(key, {
        audit: failing.get(key)?.audit ?? audit,
        count: (failing.get(key)?.count ?? 0) + 1,
      });
    }
  return {
    scores: mid((run) => run.scores),
    metrics: mid((run) => run.metrics),
    bytes: mid((run) => run.bytes),
    jsPerVisit: median(runs.map((run) => run.jsPerVisit)),
    scripts: [...new Set(runs.flatMap((run) => run.scripts))].sort(),
    scriptCount: median(runs.map((run) => run.scriptCount)),
    requests: median(runs.map((run) => run.requests)),
    otherOrigins: [...new Set(runs.flatMap((run) => run.otherOrigins))],
    thirdParty: [...new Set(runs.flatMap((run) => run.thirdParty))],
    failing: [...failing.values()].filter(({ count }) => count * 2 >= runs.length).map(({ audit }) => audit),
  };
};

/**
 * Each budget of `budgets.json` the median of a page breaks, as one line. `timings: false` (a devtools
 * run) leaves out what the budgets set for simulated throttling: the performance score, LCP, TBT and CLS.
 */
export const lighthouseBreaches = (summary: RunSummary, { timings = true } = {}): string[] => {
  const limits = budgets.lighthouse;
  const breaches: string[] = [];
  for (const category of categories) {
    if (!timings && category === 'performance') continue;
    const score = summary.scores[category];
    const min = limits.minScores[category];
    if (score === null || score < min)
      breaches.push(`${category} ${score === null ? 'not scored' : Math.round(score * 100)} < ${min * 100}`);
  }
  const { lcp, tbt, cls } = summary.metrics;
  const max = limits.maxMetrics;
  if (timings) {
    if (!(lcp <= max['largest-contentful-paint']))
      breaches.push(`LCP ${Math.round(lcp)} ms > ${max['largest-contentful-paint']} ms`);
    if (!(tbt <= max['total-blocking-time']))
      breaches.push(`TBT ${Math.round(tbt)} ms > ${max['total-blocking-time']} ms`);
    if (!(cls <= max['cumulative-layout-shift']))
      breaches.push(`CLS ${cls.toFixed(3)} > ${max['cumulative-layout-shift']}`);
  }
  const bytes = limits.maxBytesKB;
  if (summary.bytes.totalExceptMedia > bytes.totalExceptMedia * KB)
    breaches.push(
      `bytes before the video ${kb(summary.bytes.totalExceptMedia)} KB > ${bytes.totalExceptMedia} KB`,
    );
  if (summary.jsPerVisit > limits.maxJsPerVisitKB * KB)
    breaches.push(`JavaScript per visit ${kb(summary.jsPerVisit)} KB > ${limits.maxJsPerVisitKB} KB (gzip)`);
  if (summary.scriptCount > limits.maxScriptsPerVisit)
    breaches.push(`scripts per visit ${summary.scriptCount} > ${limits.maxScriptsPerVisit}`);
  if (summary.bytes.font > bytes.font * KB)
    breaches.push(`fonts ${kb(summary.bytes.font)} KB > ${bytes.font} KB`);
  if (summary.thirdParty.length > limits.maxThirdPartyRequests)
    breaches.push(`requests to origins that are not a configured service: ${summary.thirdParty.join(', ')}`);
  return breaches;
};

/**
 * The Chromium Lighthouse drives: `CHROMIUM_PATH` or the system's Chromium, else an installed Chrome
 * (chrome-launcher's search), else Playwright's own browser.
 */
export const lighthouseChrome = (): string => {
  let installed: string | undefined;
  try {
    installed = Launcher.getInstallations()[0];
  } catch {
    installed = undefined;
  }
  const found = fullChromiumExecutable() ?? installed ?? chromium.executablePath();
  if (!found || !existsSync(found))
    throw new Error(
      'No Chromium or Chrome found: set CHROMIUM_PATH or run `pnpm exec playwright install chromium`',
    );
  return found;
};

/** The Chromium of the current run, so an interrupted bench can close it. */
let running: LaunchedChrome | undefined;

/** Closes the Chromium of a run in progress, if any (the bench's exit path). */
export const killChrome = () => {
  try {
    running?.kill();
  } catch {
    // Already gone.
  }
  running = undefined;
};

/** One Lighthouse run of a URL in a fresh Chromium (mobile, simulated or devtools throttling), killed afterwards. */
export const runLighthouse = async (
  url: string,
  chromePath: string,
  throttlingMethod: 'simulated' | 'devtools' = 'simulated',
): Promise<{ lhr: Result; html: string }> => {
  running = await launch({ chromePath, chromeFlags: chromiumArgs, logLevel: 'silent', handleSIGINT: false });
  try {
    const result = await lighthouse(url, {
      port: running.port,
      logLevel: 'error',
      output: 'html',
      onlyCategories: [...categories],
      // The bench measures a local build, which is noindex by design (docs/adr/0060): "is crawlable" would
      // fail on every page. The public build's index, follow is a unit test (site/src/seo/PageHead.test.tsx).
      skipAudits: ['is-crawlable'],
      disableFullPageScreenshot: true,
      throttlingMethod: throttlingMethod === 'simulated' ? 'simulate' : 'devtools',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
    return { lhr: result.lhr, html: String(result.report) };
  } finally {
    killChrome();
  }
};
