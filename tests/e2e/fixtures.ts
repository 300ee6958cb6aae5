/**
 * The `test` every end-to-end spec uses: Playwright's, with every page of the test's browser context
 * watched for console errors and warnings (hydration mismatches are logged as errors) and uncaught
 * exceptions. Any of them fails the test once it has run. The one expected message is the browser's own
 * "Failed to load resource … 404" for a not-found document (an address, not a script, style or picture).
 * A test that provokes a failure declares what it expects with `expectConsole(/pattern/)`: each pattern
 * must then appear (the failure is logged, as SPEC §8 says) and excuses the messages it matches.
 *
 * The preview server sends the build's Content-Security-Policy, so every test also proves the policy:
 * each `securitypolicyviolation` event of any page fails the test, naming the directive and what it
 * blocked. Nothing excuses one.
 */
import { type BrowserContext, test as base, type ConsoleMessage, expect, type Page } from '@playwright/test';
import { resetSharedPage, sharedContext } from '../sharedPage.ts';

export { expect };

/**
 * Whether a console message is the browser's report of a not-found page address (expected): a 404 for
 * an address the browser navigated to, not for a script, style or picture.
 */
const isNotFoundDocument = (message: ConsoleMessage, documents: ReadonlySet<string>): boolean => {
  if (message.type() !== 'error' || !/Failed to load resource.*\b404\b/.test(message.text())) return false;
  // The message names the address with its hash; the request went without it.
  const url = message.location().url?.replace(/#.*$/, '');
  return Boolean(url && documents.has(url));
};

/** Records console errors and warnings and uncaught exceptions of every page of a context. */
const watch = (context: BrowserContext, problems: string[]): void => {
  const documents = new Set<string>();
  context.on('request', (request) => {
    if (request.isNavigationRequest()) documents.add(request.url());
  });
  context.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (isNotFoundDocument(message, documents)) return;
    const where = message.location().url;
    problems.push(`console.${message.type()}: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  context.on('weberror', (error) => {
    problems.push(`uncaught: ${error.error().stack ?? error.error().message}`);
  });
};

/** What a page reports of a `securitypolicyviolation` event. */
type Violation = { directive: string; blocked: string; source: string; sample: string };

/** Name of the binding through which the pages report violations. */
const violationBinding = 'e2eReportCspViolation';

/**
 * Makes every page of a context report each Content-Security-Policy violation, from before its first
 * script runs. Playwright's own init scripts and evaluations are exempt from the policy; the site's are not.
 */
const recordViolations = async (context: BrowserContext, violations: string[]): Promise<void> => {
  await context.exposeBinding(violationBinding, ({ page }, violation: Violation) => {
    const where = violation.source ? ` in ${violation.source}` : '';
    const sample = violation.sample ? ` ("${violation.sample}")` : '';
    violations.push(
      `${violation.directive} blocked ${violation.blocked || '(inline)'}${where}${sample} on ${page.url()}`,
    );
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (violation: Violation) => void>)[binding];
        report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
          sample: event.sample,
        });
      },
      true,
    );
  }, violationBinding);
};

type Fixtures = { consoleProblems: string[]; expectConsole: (...patterns: RegExp[]) => void };

/** Fails unless each expected pattern appeared, and nothing else was logged. */
const expectOnlyExpected = (problems: readonly string[], expected: readonly RegExp[]): void => {
  for (const pattern of expected)
    expect(
      problems.some((problem) => pattern.test(problem)),
      `expected on the console: ${pattern}`,
    ).toBe(true);
  const unexpected = problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)));
  expect(unexpected, 'console errors, warnings and uncaught exceptions').toEqual([]);
};

export const test = base.extend<Fixtures & { expected: RegExp[]; cspViolations: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  expected: async ({}, use) => {
    await use([]);
  },
  // Declared before `context`, so it is torn down after the context: every message has arrived by then.
  consoleProblems: async ({ expected }, use) => {
    const problems: string[] = [];
    await use(problems);
    expectOnlyExpected(problems, expected);
  },
  expectConsole: async ({ expected }, use) => {
    await use((...patterns) => expected.push(...patterns));
  },
  // Like `consoleProblems`, checked once the context is closed.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  cspViolations: async ({}, use) => {
    const violations: string[] = [];
    await use(violations);
    expect(violations, 'Content-Security-Policy violations (directive, blocked address)').toEqual([]);
  },
  context: async ({ context, consoleProblems, cspViolations }, use) => {
    watch(context, consoleProblems);
    await recordViolations(context, cspViolations);
    await use(context);
  },
});

/**
 * The `test` of the read-only route checks: `page` is one tab of one context per worker
 * (tests/sharedPage.ts: emptied of cookies, storage and route handlers between tests), watched like every
 * other page: console errors and warnings, uncaught exceptions and Content-Security-Policy violations of
 * the test fail it, `expectConsole` excuses what it names. For tests that open addresses and read them,
 * and change nothing a next test could meet (no clock, no route handler, no offline, no permissions).
 */
export const readOnlyTest = base.extend<
  { page: Page; expected: RegExp[]; expectConsole: Fixtures['expectConsole'] },
  { watchedTab: { page: Page; problems: string[]; violations: string[] } }
>({
  watchedTab: [
    async ({ browser }, use, workerInfo) => {
      const context = await sharedContext(browser, workerInfo.project.use as Record<string, unknown>);
      const problems: string[] = [];
      const violations: string[] = [];
      watch(context, problems);
      await recordViolations(context, violations);
      await use({ page: await context.newPage(), problems, violations });
      await context.close();
    },
    { scope: 'worker' },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  expected: async ({}, use) => {
    await use([]);
  },
  expectConsole: async ({ expected }, use) => {
    await use((...patterns) => expected.push(...patterns));
  },
  page: async ({ watchedTab, expected }, use) => {
    const { page, problems, violations } = watchedTab;
    await resetSharedPage(page);
    problems.length = 0;
    violations.length = 0;
    await use(page);
    // One more round trip to the page: what it logged before has arrived by its answer.
    if (!page.isClosed()) await page.evaluate(() => undefined).catch(() => undefined);
    expectOnlyExpected(problems, expected);
    expect(violations, 'Content-Security-Policy violations (directive, blocked address)').toEqual([]);
  },
});

/**
 * Watches a page for anything hostile text could make happen: a dialog (alert, confirm, prompt), a
 * `window.pwned` the payloads set, an element built from the payloads. Returns the check.
 */
export const watchForInjection = (page: Page) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return async () => {
    expect(dialogs, 'dialogs opened').toEqual([]);
    expect(await page.evaluate(() => (window as Window & { pwned?: unknown }).pwned)).toBeUndefined();
    await expect(page.locator('img[src="x"], [onerror], [onload], iframe, marquee, object')).toHaveCount(0);
  };
};
