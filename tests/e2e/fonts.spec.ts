/**
 * Every page, a visit's first included, is set in the brand fonts: the prerenderer preloads their two Latin
 * files from each page's head, and they are `font-display: optional` with metric-matched fallbacks, so a
 * file that comes late is never swapped in and nothing moves (site/src/fonts.css, docs/adr/0082).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForApp } from './site';

const headingFont = (page: Page) =>
  page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily);

/** Whether the heading's and the body's brand faces have loaded (a failed or late face has not). */
const loaded = (page: Page) =>
  page.evaluate(() => {
    const used = (family: string) =>
      [...document.fonts].some(
        (face) => face.family.replaceAll('"', '') === family && face.status === 'loaded',
      );
    return { heading: used('Fraunces'), body: used('Source Sans 3 Variable') };
  });

/** The sum of the page's layout shifts so far (what CLS adds up), from a buffered observer. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => done(sum), 500);
      }),
  );

test('a visit’s first page preloads the two Latin files and is set in the brand fonts', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) requested.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  const preloads = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloads.sort()).toEqual([
    expect.stringMatching(/^\/assets\/fraunces-latin-600-normal-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/source-sans-3-latin-wght-normal-[\w-]+\.woff2$/),
  ]);
  await waitForApp(page, 'en');
  expect(await headingFont(page)).toMatch(/^"?Fraunces"?,/);
  expect(await loaded(page)).toEqual({ heading: true, body: true });
  // Each file once, the Latin ones only (Latin Extended is never needed by the five languages' copy).
  expect(requested.sort()).toEqual(preloads.sort());
  // Nothing is stored in the browser for it.
  expect(await page.evaluate(() => [Object.keys(localStorage), document.cookie])).toEqual([[], '']);
  expect(await layoutShift(page)).toBe(0);
});

test('when the font files come late, the page stays in the matched fallbacks and nothing moves', async ({
  page,
}) => {
  // Each font file answers 2.5 s late, far past the first paint: `optional` keeps the fallback.
  await page.route('**/*.woff2', async (route) => {
    await new Promise((wait) => setTimeout(wait, 2_500));
    await route.continue();
  });
  await page.goto('/de/products');
  await waitForApp(page, 'de');
  const before = await page.getByRole('heading', { level: 1 }).boundingBox();
  await page.waitForTimeout(3_500);
  // The files have arrived by now; the page keeps the faces it was painted in.
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(before);
  expect(await layoutShift(page)).toBe(0);
});
