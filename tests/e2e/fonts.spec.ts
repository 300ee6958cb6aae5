/**
 * A visit's first page paints in system faces matched to the brand fonts' metrics; the brand fonts are prefetched once the app has
 * started and used from the next page of the site on, which knows it by its referrer: nothing is stored
 * in the browser for it (site/src/fonts.css, site/src/startup/fonts.ts, docs/adr/0037).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForApp } from './site';

const headingFont = (page: Page) =>
  page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily);

const fontRequests = (page: Page, finished: string[] = []) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) urls.push(new URL(request.url()).pathname);
  });
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('.woff2')) finished.push(new URL(request.url()).pathname);
  });
  return urls;
};

test('the first page paints in system fonts; the next one in the brand fonts, from the cache', async ({
  page,
}) => {
  const finished: string[] = [];
  const requested = fontRequests(page, finished);
  await page.goto('/about');
  await page.waitForLoadState('load');
  expect(requested, 'no font file competes with the first paint').toEqual([]);
  expect(await headingFont(page)).toMatch(/^"?Fraunces Fallback"?,/);
  await expect(page.locator('html')).not.toHaveAttribute('data-fonts');

  // Once the app has started, the two Latin files are fetched for the next page.
  await waitForApp(page, 'en');
  await expect.poll(() => finished.length).toBe(2);
  expect(requested.sort()).toEqual([
    expect.stringMatching(/^\/assets\/fraunces-latin-600-normal-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/source-sans-3-latin-wght-normal-[\w-]+\.woff2$/),
  ]);
  // …without touching this page: it keeps the fonts it was painted in.
  expect(await headingFont(page)).toMatch(/^"?Fraunces Fallback"?,/);

  // The next page of the site, reached from this one, uses them; nothing was stored for it.
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  await page.goto('/products', { referer: page.url() });
  await expect(page.locator('html')).toHaveAttribute('data-fonts', '');
  expect(await headingFont(page)).toMatch(/^"?Fraunces/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('600 16px Fraunces'))).toBe(true);

  // A page opened from elsewhere (a bookmark, a search result) is a first page again.
  await page.goto('/manufacturing');
  await expect(page.locator('html')).not.toHaveAttribute('data-fonts');
});

test('with Save-Data, no font file is fetched and pages stay in system fonts', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  });
  const requested = fontRequests(page);
  await page.goto('/about');
  await waitForApp(page, 'en');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.goto('/products', { referer: page.url() });
  await waitForApp(page, 'en');
  expect(requested).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-fonts');
});
