import {
  type BrowserContext,
  test as base,
  type Page,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
} from '@playwright/test';

/**
 * One browser context and one tab per worker for the read-only route checks (open an address, read what
 * it shows, change nothing the next test could meet): a new context per test made every check pay for a
 * fresh browser profile, an empty HTTP cache and the suite's watchers again. Between two tests the tab's
 * cookies, local and session storage are emptied (the language a page caches would move the next
 * unprefixed address to another language) and its route handlers dropped; the HTTP cache stays, as it
 * would for a visitor. A test that changes more than that (a clock, a route handler it relies on after
 * the test, permissions, an offline context) is not read-only: it keeps Playwright's own `page`.
 *
 * Use `sharedPageTest('…', async ({ page }) => …)` for Playwright's plain `test`; the e2e suite's
 * `readOnlyTest` (tests/e2e/fixtures.ts) does the same with its console and CSP watchers. The context
 * takes the project's device, language and motion settings (`use` in playwright.config.ts); a
 * `test.use()` inside a spec does not reach it.
 */

/** The options of a project's `use` that make a browser context. */
const contextOptions = [
  'baseURL',
  'viewport',
  'screen',
  'deviceScaleFactor',
  'isMobile',
  'hasTouch',
  'userAgent',
  'locale',
  'timezoneId',
  'colorScheme',
  'reducedMotion',
  'forcedColors',
  'javaScriptEnabled',
  'extraHTTPHeaders',
] as const;

/** Empties what a test left in the tab that the next one could meet. */
export const resetSharedPage = async (page: Page): Promise<void> => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.context().clearCookies();
  if (/^https?:/.test(page.url()))
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
};

/** The worker's shared context, made with the project's settings; `prepare` runs once on it (watchers). */
export const sharedContext = async (
  browser: PlaywrightWorkerArgs['browser'],
  use: Partial<PlaywrightWorkerOptions> & Record<string, unknown>,
): Promise<BrowserContext> =>
  browser.newContext(
    Object.fromEntries(contextOptions.flatMap((key) => (use[key] === undefined ? [] : [[key, use[key]]]))),
  );

/** Playwright's `test` whose `page` is the worker's shared tab (see above). */
export const sharedPageTest = base.extend<{ page: Page }, { sharedTab: Page }>({
  sharedTab: [
    async ({ browser }, use, workerInfo) => {
      const context = await sharedContext(browser, workerInfo.project.use as Record<string, unknown>);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sharedTab }, use) => {
    await resetSharedPage(sharedTab);
    await use(sharedTab);
  },
});
