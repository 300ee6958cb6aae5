import type { ConsoleMessage, Request, Response } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import {
  type DocsOptions,
  DocsTab,
  docsPages,
  framedStories,
  overflows,
  rawMarkdown,
  unsettled,
  watchChannel,
} from './docsPages.ts';
import { toolbarFaults } from './toolbar.ts';

/** Playwright's `test` with the worker's `DocsTab`, whose problems are collected per test. */
const test = base.extend<{ docsTab: DocsTab; problems: string[] }, DocsOptions & { workerTab: DocsTab }>({
  theme: ['brand', { option: true, scope: 'worker' }],
  workerTab: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        baseURL,
        locale: 'en-US',
        colorScheme: 'light',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await watchChannel(page);
      await use(new DocsTab(page));
      await context.close();
    },
    { scope: 'worker' },
  ],
  problems: async ({ workerTab }, use) => {
    const problems: string[] = [];
    const { page } = workerTab;
    const onError = (error: Error) => problems.push(`uncaught: ${error.message}`);
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    };
    const onResponse = (response: Response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    };
    const onFailed = (request: Request) => {
      // A load the next page cancels (a picture, a chunk) is not a failure.
      if (request.failure()?.errorText !== 'net::ERR_ABORTED')
        problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
    };
    page.on('pageerror', onError);
    page.on('console', onConsole);
    page.on('response', onResponse);
    page.on('requestfailed', onFailed);
    await use(problems);
    page.off('pageerror', onError);
    page.off('console', onConsole);
    page.off('response', onResponse);
    page.off('requestfailed', onFailed);
  },
  docsTab: async ({ workerTab }, use) => {
    await use(workerTab);
  },
});

/**
 * Every docs page (`type: docs` in the built Storybook's index) as a reader opens it: in each language of
 * `languagesAt` the project's theme and width, in the project's theme and window width (playwright.config.ts). The
 * page fails on
 *
 * - an uncaught error or a console error, Storybook's error display (an MDX page that throws),
 * - an example whose render or play function failed (Storybook renders the stories of a docs page and runs
 *   their play functions; it tells of a failure on its channel only: `watchChannel`),
 * - a request that fails or answers 400 or more (a gallery picture, a font),
 * - content wider than its frame: the page scrolling sideways, a story canvas or a docs block whose content
 *   runs past its box or past the column (`overflows`),
 * - Markdown drawn as text: a table's pipes, a heading's hashes (`rawMarkdown`),
 * - an example that does not follow the toolbar: English the catalogs translate, or the other theme's
 *   colours, in a story drawn in a frame of its own or in the page's live examples (`toolbarFaults`).
 *
 * Each test loads its page afresh in the worker's tab (`DocsTab`).
 */
for (const locale of ['en', 'de', 'fr', 'it', 'es'] as const) {
  for (const entry of docsPages) {
    test(`${locale} › ${entry.title}`, { tag: `@lang-${locale}` }, async ({ docsTab, problems, theme }) => {
      // The project's window width (its name); the page itself is the preview beside the sidebar.
      const width = Number(test.info().project.name.split('-')[1]);
      await docsTab.open(entry.id, locale, theme);
      const report = await docsTab.report();
      expect.soft(report.rendered, 'Storybook said the page has rendered').toBe(true);
      expect.soft(report.errors, 'examples rendered and their play functions passed').toEqual([]);
      expect
        .soft(unsettled(report, await framedStories(docsTab.page)), 'every example render ended')
        .toEqual([]);
      await expect
        .soft(docsTab.page.locator('body'), "Storybook's error display")
        .not.toHaveClass(/sb-show-errordisplay/);
      expect.soft(problems, 'errors and failed requests').toEqual([]);
      expect.soft(await overflows(docsTab.page), `content wider than its frame at ${width} px`).toEqual([]);
      expect.soft(await rawMarkdown(docsTab.page), 'Markdown drawn as text (a table, a heading)').toEqual([]);
      expect
        .soft(
          await toolbarFaults(docsTab.page, locale, theme),
          `examples in ${locale} and the ${theme} theme`,
        )
        .toEqual([]);
    });
  }
}
