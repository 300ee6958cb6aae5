import { existsSync } from 'node:fs';

/** Flags for a headless Chromium on a machine with no outside network (and, in CI, as root). */
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

/** Debian's headless shell (package `chromium-headless-shell`), then its full browser. */
const headlessShells = ['/usr/bin/chromium-headless-shell'];
const fullBrowsers = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const firstThere = (candidates: (string | undefined)[]): string | undefined =>
  candidates.find((path): path is string => Boolean(path) && existsSync(path as string));

/**
 * The Chromium the tests drive: `CHROMIUM_PATH` when set; else Debian's headless shell — the browser
 * without its window and tab strip, which Playwright itself runs for headless tests — else Debian's full
 * Chromium, which spends a third of a page load's CPU on a user interface no test sees (ADR 0052); else
 * undefined, so that Playwright uses the browser it downloaded itself (a normal developer machine).
 */
export const chromiumExecutable = (): string | undefined =>
  firstThere([process.env.CHROMIUM_PATH, ...headlessShells, ...fullBrowsers]);

/** The full browser, as a visitor runs it: what Lighthouse measures (`pnpm bench`). */
export const fullChromiumExecutable = (): string | undefined =>
  firstThere([process.env.CHROMIUM_PATH, ...fullBrowsers]);

/** Launch options for Playwright (and Vitest's Playwright provider). */
export const chromiumLaunchOptions = () => ({ executablePath: chromiumExecutable(), args: chromiumArgs });
