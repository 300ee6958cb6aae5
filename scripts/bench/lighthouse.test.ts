// @vitest-environment node
import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { lighthouseBreaches, median, medianOf, type RunSummary, summarise } from './lighthouse.ts';

const origin = 'http://localhost:4351';

/** The parts of a Lighthouse result the bench reads. */
const lhr = ({ performance = 1, lcp = 900, tbt = 10, a11yScore = 1, requests = [] as object[] } = {}) =>
  ({
    finalDisplayedUrl: `${origin}/`,
    categories: {
      performance: {
        score: performance,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'render-blocking-insight', weight: 0 },
        ],
      },
      accessibility: { score: a11yScore, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      'first-contentful-paint': { numericValue: 800 },
      'largest-contentful-paint': {
        numericValue: lcp,
        score: lcp > 1200 ? 0.8 : 1,
        scoreDisplayMode: 'numeric',
        title: 'Largest Contentful Paint',
        displayValue: `${lcp / 1000} s`,
      },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: 0 },
      'render-blocking-insight': { score: 0.95, scoreDisplayMode: 'metricSavings', title: 'Render-blocking' },
      'color-contrast': {
        score: a11yScore,
        scoreDisplayMode: 'binary',
        title: 'Contrast',
        details: { items: [{}, {}] },
      },
      'network-requests': {
        details: {
          items: [
            { url: `${origin}/`, resourceType: 'Document', transferSize: 10_000 },
            { url: `${origin}/assets/index.js`, resourceType: 'Script', transferSize: 60_000 },
            { url: `${origin}/assets/font.woff2`, resourceType: 'Font', transferSize: 30_000 },
            { url: 'data:image/png;base64,…', resourceType: 'Image', transferSize: 0 },
            { url: 'https://cdn.example.com/video.mp4', resourceType: 'Media', transferSize: 500_000 },
            ...requests,
          ],
        },
      },
    },
  }) as unknown as Result;

const allowed = ['https://abc.supabase.co'];

describe('a Lighthouse run', () => {
  it('sums bytes by type, leaves media out of the budgeted total, finds other origins', () => {
    const run = summarise(
      lhr({
        requests: [
          { url: 'https://abc.supabase.co/rest/v1/site_settings', resourceType: 'Fetch', transferSize: 900 },
        ],
      }),
      allowed,
    );
    expect(run.bytes).toMatchObject({
      document: 10_000,
      script: 60_000,
      font: 30_000,
      media: 500_000,
      other: 900,
    });
    expect(run.bytes.totalExceptMedia).toBe(100_900);
    expect(run.bytes.total).toBe(600_900);
    // The data: URL is no request.
    expect(run.requests).toBe(5);
    expect(run.otherOrigins).toEqual([
      'https://cdn.example.com/video.mp4',
      'https://abc.supabase.co/rest/v1/site_settings',
    ]);
    expect(run.thirdParty).toEqual(['https://cdn.example.com/video.mp4']);
    // The site's own scripts, for the bench to size as gzip (JavaScript per visit).
    expect(run.scripts).toEqual(['/assets/index.js']);
    expect(run.scriptCount).toBe(1);
  });

  it('lists the audits that cost points, not the insights that pass', () => {
    const run = summarise(lhr({ lcp: 2000, a11yScore: 0 }), allowed);
    expect(run.failing.map((audit) => [audit.category, audit.id, audit.items])).toEqual([
      ['performance', 'largest-contentful-paint', undefined],
      ['accessibility', 'color-contrast', 2],
    ]);
  });
});

describe('the median of runs', () => {
  it('takes each value’s own median', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    const runs = [lhr({ lcp: 1000, tbt: 90 }), lhr({ lcp: 3000, tbt: 10 }), lhr({ lcp: 1100, tbt: 30 })].map(
      (run) => summarise(run, allowed),
    );
    const middle = medianOf(runs);
    expect(middle.metrics).toMatchObject({ lcp: 1100, tbt: 30 });
    // LCP failed in one run of three: not listed.
    expect(middle.failing).toEqual([]);
  });

  it('breaks budgets on the median, and on any run’s request to an unconfigured origin', () => {
    const ok = medianOf([summarise(lhr(), [...allowed, 'https://cdn.example.com'])]);
    expect(lighthouseBreaches(ok)).toEqual([]);
    const slow: RunSummary = medianOf([summarise(lhr({ performance: 0.72, lcp: 2400, tbt: 300 }), allowed)]);
    expect(lighthouseBreaches(slow)).toEqual([
      'performance 72 < 100',
      'LCP 2400 ms > 1200 ms',
      'TBT 300 ms > 50 ms',
      'requests to origins that are not a configured service: https://cdn.example.com/video.mp4',
    ]);
  });

  it('breaks the JavaScript-per-visit budget (gzip, 110 KB) on the median of the runs', () => {
    const runs = [100, 120, 150].map((kilobytes) => ({
      ...summarise(lhr(), [...allowed, 'https://cdn.example.com']),
      jsPerVisit: kilobytes * 1024,
    }));
    expect(lighthouseBreaches(medianOf(runs))).toEqual(['JavaScript per visit 120.0 KB > 110 KB (gzip)']);
    expect(lighthouseBreaches(medianOf(runs.slice(0, 1)))).toEqual([]);
  });

  it('breaks the scripts-per-visit budget (15 files) on the median of the runs', () => {
    const runs = [12, 16, 40].map((count) => ({
      ...summarise(lhr(), [...allowed, 'https://cdn.example.com']),
      scriptCount: count,
    }));
    expect(lighthouseBreaches(medianOf(runs))).toEqual(['scripts per visit 16 > 15']);
    expect(lighthouseBreaches(medianOf(runs.slice(0, 1)))).toEqual([]);
  });
});
