/**
 * A console watch for Chromium pages, shared by the partner apps' tests (tests/package) and the built
 * partner microsite's (tests/microsite): what either would call a broken page.
 */
import type { Page } from 'playwright';

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
