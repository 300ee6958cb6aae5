/**
 * A visit's first page paints in the system's fonts; the brand fonts are prefetched once the app has
 * started and used from the next page on (site/src/fonts.css, src/boot/fonts.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForApp } from './site';

const headingFont = (page: Page) =>
  page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily);

const fontRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) urls.push(new URL(request.url()).pathname);
  });
  return urls;
};

test('the first page paints in system fonts; the next one in the brand fonts, from the cache', async ({
  page,
}) => {
  const requested = fontRequests(page);
  await page.goto('/about');
  await page.waitForLoadState('load');
  expect(requested, 'no font file competes with the first paint').toEqual([]);
  expect(await headingFont(page)).toMatch(/^Georgia/);
  await expect(page.locator('html')).not.toHaveAttribute('data-fonts');

  // Once the app has started, the two Latin files are fetched for the next page.
  await waitForApp(page, 'en');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('brand-fonts'))).toBe('1');
  expect(requested.sort()).toEqual([
    expect.stringMatching(/^\/assets\/fraunces-latin-600-normal-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/source-sans-3-latin-wght-normal-[\w-]+\.woff2$/),
  ]);
  // …without touching this page: it keeps the fonts it was painted in.
  expect(await headingFont(page)).toMatch(/^Georgia/);

  await page.goto('/products');
  await expect(page.locator('html')).toHaveAttribute('data-fonts', '');
  expect(await headingFont(page)).toMatch(/^"?Fraunces/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('600 16px Fraunces'))).toBe(true);
});

test('with Save-Data, no font file is fetched and pages stay in system fonts', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  });
  const requested = fontRequests(page);
  await page.goto('/about');
  await waitForApp(page, 'en');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.goto('/products');
  await waitForApp(page, 'en');
  expect(requested).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-fonts');
});
