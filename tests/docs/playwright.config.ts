import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/browser.ts';
import { type DocsOptions, docsWidths, languagesAt } from './docsPages.ts';

const port = 6109;
/** The width of Storybook's sidebar beside the preview (`DEFAULT_NAV_SIZE` of its manager). */
const storybookSidebar = 300;

/**
 * Every docs page of the built Storybook (`pnpm build-storybook` first) opened as a reader opens it, in
 * both themes at two window widths and in every language (docs.spec.ts; the languages each project runs:
 * `languagesAt`, ADR 0063). Fails on a render error, a failed play function, a missing file or content
 * wider than its frame.
 */
export default defineConfig<DocsOptions>({
  testDir: '.',
  testMatch: 'docs.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['dot']],
  outputDir: '../../test-results/docs',
  // A guard, not a measurement: the longest pages (the tokens, a section with four live examples and play
  // functions) load in a few seconds; a loaded two-core machine takes several times that (settle's own
  // ceiling is 75 s, docsPages.ts).
  timeout: 120_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
    locale: 'en-US',
    colorScheme: 'light',
    reducedMotion: 'reduce',
  },
  webServer: {
    command: `"${process.execPath}" scripts/static-server.ts storybook-static ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
  },
  projects: (['brand', 'partner'] as const).flatMap((theme) =>
    docsWidths.map((width) => ({
      name: `${theme}-${width}`,
      // The preview as the reader sees it: the window less Storybook's sidebar (300 px by default), so a
      // 1,200 px window shows the docs in 900 px, under the library's 1,024 px desktop breakpoint.
      use: { theme, viewport: { width: width - storybookSidebar, height: 900 } },
      // Only the languages this theme and width open (each test is tagged with its language): the other
      // tests are not created for the project, rather than created and skipped.
      // The English–German comparison of the guides' own examples (`@text`) runs in the first project only.
      grep: new RegExp(
        `@lang-(${languagesAt(theme, width).join('|')})\\b${theme === 'brand' && width === docsWidths[0] ? '|@text' : ''}`,
      ),
    })),
  ),
});
