/**
 * The Next.js half of the partner guide (@brand/ui's README): a new Next.js 16 App Router app written from
 * the guide's code blocks alone, at the versions of its "Requirements" table, installed from the test
 * registry (run.ts), built with `next build` (Turbopack, its type check, `makeTheme` through the
 * vanilla-extract plugin, static export) and opened in Chromium: server components render the German page
 * in the app's theme, the client parts hydrate without a console error or hydration warning. The guide's
 * server page with a `Dialog` is also opened under `next dev` (issue 35: a server component's element is
 * a lazy reference there, which the old Dialog copied and crashed on), next to a page of a partner's own
 * with a native `<button>` as trigger, which must say so on the console.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/browser.ts';
import { german, guideForm, install, pnpm, serve, writeApp } from './consumer.ts';
import { installedGuide, requirements, testedVersion } from './guide.ts';
import { brandColours, brandColoursOnPage } from './themeColours.ts';
import { checkPage, watchConsole } from './watchConsole.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const uiDir = join(root, 'packages/ui');
const work = mkdtempSync(join(tmpdir(), 'brand-ui-next-'));
const app = join(work, 'next-app');
const registry = process.env.BRAND_TEST_REGISTRY ?? '';
const { version } = JSON.parse(readFileSync(join(uiDir, 'package.json'), 'utf8')) as { version: string };
const guide = readFileSync(join(uiDir, 'README.md'), 'utf8');

let server: Server;
let browser: Browser;
let url = '';
let dev: ChildProcess | undefined;

before(async () => {
  assert.ok(registry, 'BRAND_TEST_REGISTRY names the registry @brand/ui was published to (run.ts)');
  writeApp(app, 'next', guide, registry, version);
  install(app);
  pnpm(['run', 'build'], app, { NEXT_TELEMETRY_DISABLED: '1' });
  ({ url, server } = await serve(join(app, 'out')));
  browser = await chromium.launch(chromiumLaunchOptions());
});

after(async () => {
  await browser?.close();
  server?.close();
  // next dev runs its server in a child process of its own: end the whole group this test started.
  if (dev?.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
  rmSync(work, { recursive: true, force: true });
});

/** Waits until Next.js has hydrated the page (its router sets `window.next`). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => Boolean((window as { next?: { version?: string } }).next?.version));

test('the app was written from the guide the package carries, at the versions of its table', () => {
  assert.equal(installedGuide(app), guide);
  const table = requirements(guide);
  for (const pkg of ['next', 'react', 'react-dom', '@lingui/core', '@lingui/react', 'typescript']) {
    const installed = JSON.parse(
      readFileSync(join(app, 'node_modules', pkg, 'package.json'), 'utf8'),
    ).version;
    assert.equal(installed, testedVersion(table, 'next', pkg), pkg);
  }
});

test('the server renders the German page in the theme makeTheme built under Turbopack', async () => {
  const html = readFileSync(join(app, 'out/index.html'), 'utf8');
  assert.match(html, /<html lang="de" class="[\w-]+"/, 'the theme class is on <html> in the static HTML');
  assert.match(html, /<h1[^>]*>Bürsten, die bleiben<\/h1>/, 'the server component rendered the hero');
  assert.match(html, /<h2[^>]*>Unser Sortiment<\/h2>/, 'the server component rendered the section');
  assert.match(html, /<section[^>]* id="sortiment"/, "the section takes the page's own anchor");
  const contactHtml = ['out/kontakt.html', 'out/kontakt/index.html']
    .map((file) => join(app, file))
    .find((file) => existsSync(file));
  assert.ok(contactHtml, 'the contact page was exported');
  assert.match(
    readFileSync(contactHtml, 'utf8'),
    /<a[^>]*aria-current="page"[^>]*>Kontakt<\/a>|<a[^>]*href="\/kontakt"[^>]*aria-current="page"/,
    'the exported contact page marks its header link, before any script',
  );
  await checkPage(browser, async (page) => {
    await page.goto(url);
    await hydrated(page);
    const theme = await page.evaluate(() => ({
      primary: getComputedStyle(document.documentElement)
        .getPropertyValue('--brand-palette-primary500')
        .trim(),
      radius: getComputedStyle(document.querySelector('article') as Element).borderRadius,
    }));
    assert.deepEqual(theme, { primary: '#7a3fc0', radius: '4px' }, "the app's own theme");
    assert.deepEqual(await brandColoursOnPage(page, brandColours(app)), [], 'brand colours still painted');
    assert.equal(await page.locator('article').count(), 4);
    // The one-language header: no language menu; its hash link is not the current page.
    assert.equal(await page.locator('header [aria-haspopup="menu"]').count(), 0);
    assert.equal(await page.locator('header [aria-current]').count(), 0);
  });
});

test('its links navigate through the Next.js router and mark the page shown; the form validates in German and sends with its toast', async () => {
  await checkPage(browser, async (page) => {
    await page.goto(url);
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole('navigation', { name: german('ui.header.nav') })
      .getByRole('link', { name: 'Kontakt' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Kontakt' }).waitFor();
    assert.equal(await page.evaluate(() => 'sameDocument' in window), true, 'no page load happened');
    // The guide's header follows the router: the page shown is marked (the partner trial missed it).
    const nav = page.getByRole('navigation', { name: german('ui.header.nav') });
    assert.equal(await nav.getByRole('link', { name: 'Kontakt' }).getAttribute('aria-current'), 'page');

    const form = page.locator('form');
    const { sendButton, send } = guideForm(form);
    await sendButton.click();
    await page.getByText(german('contact.form.validation.emailInvalid')).first().waitFor();
    // The guide's form asks for no company (`fields={{ company: 'hidden' }}`).
    assert.equal(await form.getByRole('textbox').count(), 3);
    await send();
    await page.getByRole('status').filter({ hasText: 'Vielen Dank!' }).first().waitFor();
  });
});

/** Opens a page with a `Dialog`, presses its trigger and says whether the dialog opened. */
const pressTrigger = async (page: Page, address: string, label: string) => {
  await page.goto(address);
  await hydrated(page);
  try {
    await page.getByRole('button', { name: label }).click({ timeout: 10_000 });
    await page.getByRole('dialog').waitFor({ timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
};

test("the guide's Dialog from a server page opens in the build", async () => {
  const html = readFileSync(join(app, 'out/lieferung.html'), 'utf8');
  assert.match(html, /aria-haspopup="dialog"/, "the server rendered the trigger as the dialog's");
  await checkPage(browser, async (page, problems) => {
    assert.equal(
      await pressTrigger(page, `${url}/lieferung`, 'Lieferbedingungen lesen'),
      true,
      `the dialog opens: ${problems.join('; ')}`,
    );
    await page.getByRole('dialog', { name: 'Lieferbedingungen' }).getByText('versandkostenfrei').waitFor();
  });
});

/** A free loopback port for next dev. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

test('under next dev, the same page opens its Dialog; a native <button> trigger says on the console that it cannot', async () => {
  // A page of a partner's own, beside the guide's: the trigger a partner reaches for first.
  mkdirSync(join(app, 'app/eigener-knopf'), { recursive: true });
  writeFileSync(
    join(app, 'app/eigener-knopf/page.tsx'),
    [
      "import { Dialog } from '@brand/ui';",
      '',
      'export default function OwnButton() {',
      '  return (',
      '    <Dialog title="Hinweis" trigger={<button type="button">Hinweis öffnen</button>}>',
      '      Inhalt',
      '    </Dialog>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
  let output = '';
  dev = spawn(
    join(app, 'node_modules/.bin/next'),
    ['dev', '--hostname', '127.0.0.1', '--port', String(port)],
    { cwd: app, detached: true, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
  );
  for (const stream of [dev.stdout, dev.stderr]) stream?.on('data', (chunk) => (output += chunk));
  // Bounded: the server answers within two minutes or the test fails with what it printed.
  for (let waited = 0; ; waited += 500) {
    if (dev.exitCode !== null) assert.fail(`next dev exited (${dev.exitCode}):\n${output}`);
    const answer = await fetch(`${address}/lieferung`).catch(() => undefined);
    if (answer?.ok) break;
    if (waited > 120_000) assert.fail(`next dev did not serve /lieferung within 2 minutes:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await checkPage(
    browser,
    async (page, problems) => {
      assert.equal(
        await pressTrigger(page, `${address}/lieferung`, 'Lieferbedingungen lesen'),
        true,
        `the dialog opens under next dev: ${problems.join('; ')}`,
      );
      await page.getByRole('dialog', { name: 'Lieferbedingungen' }).getByText('versandkostenfrei').waitFor();
    },
    { clean: 'no console error under next dev' },
  );

  const own = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const ownProblems = watchConsole(own);
  assert.equal(await pressTrigger(own, `${address}/eigener-knopf`, 'Hinweis öffnen'), false);
  assert.ok(
    ownProblems.some((problem) =>
      /^error: \[@brand\/ui\] Dialog: its `trigger` holds no @brand\/ui Button/.test(problem),
    ),
    `the native button's Dialog says why nothing opens: ${ownProblems.join('; ')}`,
  );
  await own.close();
});
