/**
 * The Next.js half of the partner guide (@brand/ui's README): a new Next.js 16 App Router app written from
 * the guide's code blocks alone, at the versions of its "Requirements" table, installed from the test
 * registry (run.ts), built with `next build` (Turbopack, its type check, `makeTheme` through the
 * vanilla-extract plugin, static export) and opened in Chromium: server components render the German page
 * in the app's theme, the client parts hydrate without a console error or hydration warning.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/browser.ts';
import { german, install, pnpm, serve, watchConsole, writeApp } from './consumer.ts';
import { installedGuide, requirements, testedVersion } from './guide.ts';

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
  assert.match(html, /<h1[^>]*>Unser Sortiment<\/h1>/, 'the server component rendered the section');
  assert.match(html, /<section[^>]* id="sortiment"/, "the section takes the page's own anchor");
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = watchConsole(page);
  await page.goto(url);
  await hydrated(page);
  const theme = await page.evaluate(() => ({
    primary: getComputedStyle(document.documentElement).getPropertyValue('--brand-palette-primary500').trim(),
    radius: getComputedStyle(document.querySelector('article') as Element).borderRadius,
  }));
  assert.deepEqual(theme, { primary: '#2f6db5', radius: '4px' }, "the app's own theme");
  assert.equal(await page.locator('article').count(), 4);
  // The one-language header: no language menu; its hash link is not the current page.
  assert.equal(await page.locator('header [aria-haspopup="menu"]').count(), 0);
  assert.equal(await page.locator('header [aria-current]').count(), 0);
  assert.deepEqual(problems, []);
  await page.close();
});

test('its links navigate through the Next.js router; the form validates in German and sends with its toast', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = watchConsole(page);
  await page.goto(url);
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('navigation', { name: german('ui.header.nav') })
    .getByRole('link', { name: 'Kontakt' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Kontakt' }).waitFor();
  assert.equal(await page.evaluate(() => 'sameDocument' in window), true, 'no page load happened');

  const form = page.locator('form');
  await form.getByRole('button', { name: german('contact.form.send') }).click();
  await page.getByText(german('contact.form.validation.emailInvalid')).first().waitFor();
  // The guide's form asks for no company (`fields={{ company: 'hidden' }}`).
  assert.equal(await form.getByRole('textbox').count(), 3);
  const field = (id: string) => form.getByRole('textbox', { name: german(`contact.form.${id}`) });
  await field('name').fill('Erika Muster');
  await field('email').fill('erika@example.de');
  await field('message').fill('Liefern Sie Saalbesen nach Köln?');
  await form.getByRole('button', { name: german('contact.form.send') }).click();
  await page.getByRole('status').filter({ hasText: 'Vielen Dank!' }).first().waitFor();
  assert.deepEqual(problems, []);
  await page.close();
});
