import { readFileSync } from 'node:fs';
import type { ConsoleMessage, Request, Response } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import { sameNames } from '../../.storybook/sameNames.ts';
import { englishLeft } from '../../packages/ui/src/stories/storyText.ts';
import { parsePo } from '../../scripts/po.ts';
import {
  type DocsOptions,
  DocsTab,
  docsPages,
  exampleText,
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

/**
 * What a guide's own examples may show the same in English and German, by docs page id, and why: kept
 * short, as `.storybook/sameText.ts` is for the stories.
 */
const sameOnPage: Record<string, { phrases: (string | RegExp)[]; reason: string }> = {
  'sections-enquiryinbox--docs': sameNames.inbox,
  'sections-proof--docs': sameNames.proof,
  'sections-signinform--docs': {
    phrases: ['AuthApiError 400: user not found'],
    reason: 'The don’t shows a server’s raw English error, which is the mistake.',
  },
  'sections-sustainability--docs': {
    phrases: ['Green', 'Climate neutral'],
    reason:
      'The don’t shows short environmental claims no catalog may hold in any language (scripts/claims.test.ts).',
  },
  'foundations-layout-and-grid--docs': {
    phrases: [/^[a-z]+ · [\d–]+ px$/],
    reason: 'The spacing tokens’ names, as the code spells them.',
  },
  'primitives-drawer--docs': {
    phrases: ['The phone example', 'a 390 px phone'],
    reason: 'The phone frame’s own title and caption (docs/blocks): docs prose, English as the page.',
  },
};

/**
 * The English of the catalogs' messages that are right the same in German (`allow-identical.json` beside the
 * library's and the stories' .po files: "Text", "Standard"), as the stories step reads them
 * (`.storybook/sameText.ts`, which Vite's `import.meta.glob` loads there).
 */
const sameInGerman = ['i18n', 'stories'].flatMap((catalog) => {
  const at = (file: string) => new URL(`../../packages/ui/src/${catalog}/locales/${file}`, import.meta.url);
  const allowed = JSON.parse(readFileSync(at('allow-identical.json'), 'utf8')) as Record<
    string,
    string | { locales?: string[] }
  >;
  const english = new Map(parsePo(readFileSync(at('en.po'), 'utf8')).entries.map((e) => [e.id, e.str]));
  return Object.entries(allowed).flatMap(([id, entry]) => {
    const locales = typeof entry === 'string' ? undefined : entry.locales;
    const text = english.get(id);
    return text && (!locales || locales.includes('de')) ? [text] : [];
  });
});

/**
 * Every guide's own examples speak the toolbar's language (issue 36 §2: Button's variants, TextField's
 * anatomy and Badge's "FSC certified" stayed English in German beside translated states). The page is
 * opened in English and in German and the examples it writes itself are compared as the stories step
 * compares a story (`englishLeft`, docs/adr/0066). One project runs it (`@text`, playwright.config.ts):
 * the words do not depend on the theme or the width.
 */
for (const entry of docsPages) {
  test(`en → de text › ${entry.title}`, { tag: '@text' }, async ({ docsTab, problems, theme }) => {
    await docsTab.open(entry.id, 'en', theme);
    const english = await exampleText(docsTab.page);
    await docsTab.open(entry.id, 'de', theme);
    const german = await exampleText(docsTab.page);
    // A page that threw shows no examples, and nothing to compare would pass.
    expect(problems, 'errors and failed requests').toEqual([]);
    const same = [...sameInGerman, ...(sameOnPage[entry.id]?.phrases ?? [])];
    expect(englishLeft(english, german, same), entry.id).toEqual([]);
  });
}
