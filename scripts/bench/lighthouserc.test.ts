// @vitest-environment node
/**
 * lighthouserc.cjs against Lighthouse CI's documented options (docs/configuration.md, docs/assertions.md
 * of GoogleChrome/lighthouse-ci) and the audits of the Lighthouse the bench runs, with the budgets of
 * budgets.json — @lhci/cli itself is not installed here.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { defaultConfig } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { budgets, KB } from './budgets.ts';

const require = createRequire(import.meta.url);
const rc = require(join(import.meta.dirname, '../../lighthouserc.cjs'));

/** `lhci collect` options (configuration.md). */
const collectOptions = [
  'method',
  'headful',
  'additive',
  'url',
  'staticDistDir',
  'isSinglePageApplication',
  'chromePath',
  'puppeteerScript',
  'puppeteerLaunchOptions',
  'startServerCommand',
  'startServerReadyPattern',
  'startServerReadyTimeout',
  'settings',
  'numberOfRuns',
  'maxAutodiscoverUrls',
];
/** `lhci assert` options (configuration.md; `aggregationMethod` from assertions.md). */
const assertOptions = [
  'preset',
  'assertions',
  'assertMatrix',
  'budgetsFile',
  'includePassedAssertions',
  'aggregationMethod',
];
const aggregationMethods = ['median', 'optimistic', 'pessimistic', 'median-run'];
const assertionOptions = ['minScore', 'maxNumericValue', 'maxLength', 'aggregationMethod'];
const resourceTypes = [
  'document',
  'font',
  'image',
  'media',
  'other',
  'script',
  'stylesheet',
  'third-party',
  'total',
];

const auditIds = new Set(
  (defaultConfig.audits ?? []).map((audit) => {
    const path = typeof audit === 'string' ? audit : 'path' in audit ? String(audit.path) : '';
    return path.split('/').at(-1);
  }),
);

describe('lighthouserc.cjs', () => {
  const { collect, assert } = rc.ci;

  it('collects with documented options: pnpm start, the bench pages, the bench runs', () => {
    expect(Object.keys(rc)).toEqual(['ci']);
    for (const key of Object.keys(collect)) expect(collectOptions, `collect.${key}`).toContain(key);
    expect(collect.startServerCommand).toBe('pnpm start');
    expect(collect.numberOfRuns).toBe(budgets.lighthouse.runs);
    expect(collect.url.map((url: string) => new URL(url).pathname)).toEqual(budgets.lighthouse.pages);
    expect(collect.settings.preset).toBeUndefined();
  });

  it('asserts with documented shapes on audits Lighthouse has', () => {
    for (const key of Object.keys(assert)) expect(assertOptions, `assert.${key}`).toContain(key);
    expect(aggregationMethods).toContain(assert.aggregationMethod);
    for (const [key, value] of Object.entries(assert.assertions)) {
      const [level, options] = typeof value === 'string' ? [value, {}] : (value as [string, object]);
      expect(['off', 'warn', 'error'], key).toContain(level);
      for (const option of Object.keys(options))
        expect(assertionOptions, `${key}: ${option}`).toContain(option);
      const [audit = '', ...property] = key.split(':');
      if (audit === 'categories') {
        expect(Object.keys(defaultConfig.categories ?? {}), key).toContain(property[0]);
        continue;
      }
      expect(auditIds.has(audit), `${key}: a Lighthouse audit`).toBe(true);
      if (audit === 'resource-summary') {
        expect(resourceTypes, key).toContain(property[0]);
        expect(['size', 'count'], key).toContain(property[1]);
      } else expect(property, key).toEqual([]);
    }
  });

  it('asserts the budgets of budgets.json', () => {
    const { assertions } = assert;
    for (const [category, minScore] of Object.entries(budgets.lighthouse.minScores))
      expect(assertions[`categories:${category}`]).toEqual(['error', { minScore }]);
    expect(assertions['largest-contentful-paint']).toEqual(['error', { maxNumericValue: 1200 }]);
    expect(assertions['total-blocking-time']).toEqual(['error', { maxNumericValue: 50 }]);
    expect(assertions['cumulative-layout-shift']).toEqual(['error', { maxNumericValue: 0.01 }]);
    expect(assertions['resource-summary:font:size'][1]).toEqual({ maxNumericValue: 60 * KB });
    expect(assertions['resource-summary:script:size'][1]).toEqual({ maxNumericValue: 110 * KB });
    expect(assertions['resource-summary:script:count'][1]).toEqual({ maxNumericValue: 15 });
    expect(assertions['resource-summary:total:size'][1]).toEqual({ maxNumericValue: 350 * KB });
    expect(assertions['resource-summary:third-party:count'][1]).toEqual({ maxNumericValue: 0 });
  });
});
