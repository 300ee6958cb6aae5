/**
 * Proves @brand/ui works as published: a fresh Vite + React app outside the workspace installs it from the
 * registry `pnpm release` published it to (run.ts starts that registry), type-checks and builds, and renders
 * in Chromium. Also reads the installed files: the directives Next.js needs, and plain Node ESM resolution.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/browser.ts';
import { pnpmCommand } from '../../scripts/pnpm.ts';
import { parsePo } from '../../scripts/po.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const uiDir = join(root, 'packages/ui');
const work = mkdtempSync(join(tmpdir(), 'brand-ui-package-'));
const app = join(work, 'app');

/** Runs pnpm (scripts/pnpm.ts) in a folder and returns its output. */
const pnpm = (args: string[], cwd: string) => {
  const [cmd, ...pre] = pnpmCommand();
  return execFileSync(cmd, [...pre, ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
};

const germanText = (id: string) => {
  const entry = parsePo(readFileSync(join(uiDir, 'src/i18n/locales/de.po'), 'utf8')).entries.find(
    (e) => e.id === id,
  );
  assert.ok(entry?.str, `de.po has a translation for ${id}`);
  return entry.str;
};

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
let server: Server;
let browser: Browser;
let url = '';

const registry = process.env.BRAND_TEST_REGISTRY;
const { version } = JSON.parse(readFileSync(join(uiDir, 'package.json'), 'utf8')) as { version: string };

before(async () => {
  assert.ok(
    registry,
    'BRAND_TEST_REGISTRY names the registry @brand/ui was published to (tests/package/run.ts)',
  );
  cpSync(join(root, 'tests/package/app'), app, { recursive: true });
  const manifest = readFileSync(join(app, 'package.template.json'), 'utf8').replace('__VERSION__', version);
  writeFileSync(join(app, 'package.json'), manifest);
  writeFileSync(join(app, '.npmrc'), `@brand:registry=${registry}\n`);
  rmSync(join(app, 'package.template.json'));
  pnpm(['install', '--prefer-offline', '--ignore-workspace', '--config.node-linker=hoisted'], app);
  pnpm(['run', 'build'], app);

  server = createServer((request, response) => {
    const path = join(app, 'dist', request.url === '/' ? 'index.html' : (request.url ?? ''));
    if (!existsSync(path)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
    response.end(readFileSync(path));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  browser = await chromium.launch(chromiumLaunchOptions());
});

after(async () => {
  await browser?.close();
  server?.close();
  rmSync(work, { recursive: true, force: true });
});

const installed = () => join(app, 'node_modules/@brand/ui');
const published = (file: string) => readFileSync(join(installed(), file), 'utf8');

test('the registry served the released version with the built ESM, types, CSS, catalogs and licence', () => {
  assert.equal(JSON.parse(published('package.json')).version, version);
  for (const file of [
    'dist/index.js',
    'dist/index.d.ts',
    'dist/index.css',
    'dist/contract.js',
    'dist/i18n/locales/de.js',
    'LICENSE',
    'CHANGELOG.md',
  ]) {
    assert.ok(existsSync(join(installed(), file)), `${file} is published`);
  }
  assert.ok(!existsSync(join(installed(), 'src')), 'sources are not published');
  assert.deepEqual(
    readdirSync(join(installed(), 'dist'), { recursive: true }).filter((f) => String(f).endsWith('.map')),
    [],
    'no source maps',
  );
});

test('client components carry "use client" in their own files; server-safe ones do not', () => {
  const directive = (file: string) => published(`dist/${file}`).startsWith('"use client"');
  for (const file of [
    'primitives/Button/Button.js',
    'primitives/Toast/ToastProvider.js',
    'sections/Contact/ContactForm.js',
    'sections/Faq/FaqSection.js',
  ])
    assert.ok(directive(file), `${file} starts with "use client"`);
  for (const file of [
    'index.js',
    'primitives/Heading/Heading.js',
    'primitives/Card/Card.js',
    'primitives/Container/Container.js',
    'theme/partner.css.js',
  ])
    assert.ok(!directive(file), `${file} stays a server module`);
  assert.doesNotMatch(published('dist/index.js'), /function |=>/, 'index.js only re-exports');
});

test('plain Node resolves every import of the published entries (file extensions, declared dependencies)', () => {
  const script =
    "const ui = await import('@brand/ui'); const de = await import('@brand/ui/locales/de'); console.log(typeof ui.Button, typeof ui.partnerTheme, Object.keys(de.messages).length > 10);";
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: app,
    encoding: 'utf8',
  });
  assert.equal(out.trim(), 'function string true');
});

test('a Button renders with the library CSS (44px touch height)', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  const button = page.getByRole('button', { name: 'Anfrage senden' });
  await button.waitFor();
  const box = await button.boundingBox();
  assert.ok(box && box.height >= 44, `button is at least 44px high (was ${box?.height})`);
  const background = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
  assert.notEqual(background, 'rgba(0, 0, 0, 0)', 'the theme colours the button');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a Toast opens and speaks the compiled German messages', async () => {
  const page = await browser.newPage();
  await page.goto(url);
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Anfrage gesendet' }).first();
  await toast.waitFor();
  await page.getByRole('button', { name: germanText('ui.toast.close') }).click();
  await page.locator('li', { hasText: 'Wir melden uns bald.' }).waitFor({ state: 'detached' });
  await page.close();
});

test('with React Router, the library links navigate inside the app, without a page load', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: 'Startseite' }).waitFor();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const about = page.getByRole('link', { name: 'Über uns' });
  assert.equal(await about.getAttribute('href'), '/about', "useHref gives the router's address");
  await about.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Über uns' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/about');
  assert.equal(await page.evaluate(() => 'sameDocument' in window), true, 'no page load happened');

  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  await page.getByRole('heading', { level: 1, name: 'Startseite' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/');
  assert.equal(await page.evaluate(() => 'sameDocument' in window), true, 'no page load happened');
  assert.deepEqual(errors, []);
  await page.close();
});
