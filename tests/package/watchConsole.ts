/**
 * A console watch for Chromium pages, shared by the partner apps' tests (tests/package) and the built
 * partner microsite's (tests/microsite): what either would call a broken page.
 */
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright';

/** Every console error or warning of a page (React's hydration mismatches are console errors) and uncaught error. */
export const watchConsole = (page: Page) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()))
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
};

/**
 * Opens a page (a desktop window unless `viewport` says otherwise) with its console watched, runs `check`
 * on it, then fails on any console error, warning or uncaught error (`clean`: what that means there), and
 * closes the page whatever happened.
 */
export const checkPage = async (
  browser: Browser,
  check: (page: Page, problems: readonly string[]) => Promise<void>,
  {
    viewport = { width: 1280, height: 900 },
    clean,
  }: { viewport?: { width: number; height: number }; clean?: string } = {},
) => {
  const page = await browser.newPage({ viewport });
  const problems = watchConsole(page);
  try {
    await check(page, problems);
    assert.deepEqual(problems, [], clean);
  } finally {
    await page.close();
  }
};
