import type { Page } from '@playwright/test';

/** The app's chunk (site/build/chunks.ts): the app starts once it has run, and not before. */
const appChunk = /\/assets\/app-[\w-]+\.js$/;

/**
 * Holds the app's chunk until `release` is called: the page stays as prerendered. `asked` settles once a
 * page has asked for the chunk, so the hold is in force; a test that relies on the app not having started
 * waits for it, and fails (by its time limit) if the chunk is ever renamed, instead of passing while the
 * app starts unseen on a fast machine and failing on a slow one.
 */
export const holdTheApp = async (page: Page): Promise<{ release: () => void; asked: Promise<void> }> => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let ask = () => {};
  const asked = new Promise<void>((resolve) => {
    ask = resolve;
  });
  await page.route(appChunk, async (route) => {
    ask();
    await released;
    await route.continue();
  });
  return { release, asked };
};
