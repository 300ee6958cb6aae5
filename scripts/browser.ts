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

/**
 * The Chromium to drive: `CHROMIUM_PATH` when set, else the system's `chromium`, else undefined so
 * that Playwright uses the browser it downloaded itself (a normal developer machine).
 */
export const chromiumExecutable = (): string | undefined => {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
};

/** Launch options for Playwright (and Vitest's Playwright provider). */
export const chromiumLaunchOptions = () => ({ executablePath: chromiumExecutable(), args: chromiumArgs });
