/**
 * @brand/ui as a partner receives it, and the partner guide (its README) as a partner follows it: a new
 * Vite + React Router app is written from the guide's code blocks alone, at the versions of its
 * "Requirements" table, installed from the registry `pnpm release` published to (run.ts), type-checked,
 * built and opened in Chromium. Also reads the installed files (directives for Next.js, plain Node
 * resolution), proves the table's install errors and measures what a page with one Button carries.
 * The Next.js half of the guide is next.test.ts.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { type Browser, chromium } from 'playwright';
import { clientComponents, guideComponentLists } from '../../packages/ui/build/clientComponents.ts';
import { partGaps } from '../../packages/ui/build/partGaps.ts';
import { cssTableGaps, sideEffectsGaps } from '../../packages/ui/build/shipped.ts';
import { chromiumLaunchOptions } from '../../scripts/browser.ts';
import { failure, german, guideForm, install, pnpm, serve, writeApp } from './consumer.ts';
import { appManifest, installedGuide, requirements, testedVersion } from './guide.ts';
import { brandColours, brandColoursOnPage } from './themeColours.ts';
import { checkPage } from './watchConsole.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const uiDir = join(root, 'packages/ui');
const work = mkdtempSync(join(tmpdir(), 'brand-ui-package-'));
const app = join(work, 'vite-app');
const registry = process.env.BRAND_TEST_REGISTRY ?? '';
const ui = JSON.parse(readFileSync(join(uiDir, 'package.json'), 'utf8')) as {
  version: string;
  engines: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const guide = readFileSync(join(uiDir, 'README.md'), 'utf8');

let server: Server;
let browser: Browser;
let url = '';

before(async () => {
  assert.ok(registry, 'BRAND_TEST_REGISTRY names the registry @brand/ui was published to (run.ts)');
  writeApp(app, 'vite', guide, registry, ui.version);
  install(app);
  pnpm(['run', 'build'], app);
  ({ url, server } = await serve(join(app, 'dist'), {
    fallback: 'index.html',
    extra: { '/brand-ui-style.css': join(app, 'node_modules/@brand/ui/dist/index.css') },
  }));
  browser = await chromium.launch(chromiumLaunchOptions());
});

after(async () => {
  await browser?.close();
  server?.close();
  rmSync(work, { recursive: true, force: true });
});

const installed = (file = '') => join(app, 'node_modules/@brand/ui', file);
const published = (file: string) => readFileSync(installed(file), 'utf8');
const versionOf = (pkg: string) =>
  (JSON.parse(readFileSync(join(app, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string })
    .version;

test('the registry served the released version: ESM, types, CSS in one file and in parts, catalogs, licence, this guide', () => {
  assert.equal(JSON.parse(published('package.json')).version, ui.version);
  assert.equal(installedGuide(app), guide, 'the app was written from the README the package carries');
  for (const file of [
    'dist/index.js',
    'dist/index.d.ts',
    'dist/index.css',
    'dist/css/foundation.css',
    'dist/css/Button.css',
    'dist/contract.js',
    'dist/i18n/locales/de.js',
    'LICENSE',
    'CHANGELOG.md',
  ])
    assert.ok(existsSync(installed(file)), `${file} is published`);
  assert.ok(!existsSync(installed('src')), 'sources are not published');
  assert.deepEqual(
    readdirSync(installed('dist'), { recursive: true }).filter((f) => String(f).endsWith('.map')),
    [],
    'no source maps',
  );
});

test('the guide and the changelog speak of the version they ship with (pins, tarball, caret example, migration)', () => {
  const line = ui.version.split('.').slice(0, 2).join('.');
  const pins = [
    ...guide.matchAll(
      /@brand\/ui@\^(\d+\.\d+)\.\d+|brand-ui-(\d+\.\d+)\.\d+\.tgz|caret range \(`\^(\d+\.\d+)\.\d+`\)/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3]);
  assert.ok(pins.length >= 5, `the install lines, the tarball and the caret example name a version: ${pins}`);
  assert.deepEqual([...new Set(pins)], [line], `every version the guide names is ${line}.x`);
  const migrations = [...guide.matchAll(/Migrating from ([\d.]+)(?: to ([\d.]+))?/g)];
  assert.ok(migrations.length > 0, 'the guide has a migration note');
  for (const [note, , to] of migrations) assert.equal(to, line, `"${note}" names the version it leads to`);
  const changelog = published('CHANGELOG.md');
  assert.equal(/^## (\S+)/m.exec(changelog)?.[1], ui.version, "the changelog's newest entry is this version");
  // Every primitive the guide's forms section introduces is in the changelog, not only in the code.
  const heading = /^### Your own fields[^\n]*$/m.exec(guide)?.[0] ?? '';
  const primitives = [...heading.matchAll(/`(\w+)`/g)].map((match) => match[1] as string);
  assert.ok(primitives.length >= 8, heading);
  for (const name of primitives)
    assert.match(changelog, new RegExp(`\`${name}\``), `${name} is in the changelog`);
});

test('the Requirements table is what the package declares and what the app installed', () => {
  const table = requirements(guide);
  const row = (name: string) => table.find((entry) => entry.name.startsWith(name));
  assert.equal(row('Node.js')?.supported, ui.engines.node?.replace('>=', '≥ '));
  assert.equal(row('Node.js')?.tested.vite, process.versions.node, 'the tests run on the Node they name');
  for (const pkg of ['react', 'react-dom', '@lingui/core', '@lingui/react', '@vanilla-extract/css'])
    assert.equal(
      table.find((entry) => entry.packages.includes(pkg))?.supported,
      ui.peerDependencies[pkg],
      pkg,
    );
  for (const pkg of Object.keys(appManifest(guide, 'vite', ui.version).dependencies))
    if (testedVersion(table, 'vite', pkg))
      assert.equal(versionOf(pkg), testedVersion(table, 'vite', pkg), pkg);
  for (const pkg of ['vite', 'typescript', '@vanilla-extract/css'])
    assert.equal(versionOf(pkg), testedVersion(table, 'vite', pkg), pkg);
});

test('a package of the table that needs a newer Node than @brand/ui is named in the guide with its floor', () => {
  /** The lowest Node a `>=x.y.z` range allows, as [x, y, z]; undefined for any other range. */
  const floor = (range = '') => /^>=\s*(\d+)\.(\d+)\.(\d+)$/.exec(range.trim())?.slice(1).map(Number);
  const rank = ([major = 0, minor = 0, patch = 0]: number[]) => (major * 1000 + minor) * 1000 + patch;
  const ours = floor(ui.engines.node);
  assert.ok(ours, `@brand/ui's engines.node is a plain floor: ${ui.engines.node}`);
  const sentences = guide.replace(/\s+/g, ' ').split(/(?<=\.) /);
  for (const pkg of requirements(guide).flatMap((row) => row.packages)) {
    if (!existsSync(join(app, 'node_modules', pkg, 'package.json'))) continue;
    const { engines } = JSON.parse(readFileSync(join(app, 'node_modules', pkg, 'package.json'), 'utf8')) as {
      engines?: { node?: string };
    };
    const theirs = floor(engines?.node);
    if (!theirs || rank(theirs) <= rank(ours)) continue;
    assert.ok(
      sentences.some(
        (sentence) => sentence.includes(`\`${pkg}\``) && sentence.includes(`≥ ${theirs.join('.')}`),
      ),
      `${pkg} needs Node ${engines?.node}: the guide says so in a sentence naming \`${pkg}\` and "≥ ${theirs.join('.')}"`,
    );
  }
});

test("with the guide's settings, a wrong Node or a wrong Lingui is an install error, not a warning", () => {
  const manifest = appManifest(guide, 'vite', ui.version);
  const attempt = (name: string, dependencies: Record<string, string>, args: string[]) => {
    const dir = join(work, name);
    mkdirSync(dir);
    for (const file of ['.npmrc', 'pnpm-workspace.yaml'])
      writeFileSync(join(dir, file), readFileSync(join(app, file)));
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ ...manifest, dependencies, devDependencies: {} }),
    );
    // pnpm wraps its error box at the terminal's width (narrower under CI=true): compare words, not lines.
    return failure(() => pnpm(['install', '--prefer-offline', ...args], dir)).replace(/\s+/g, ' ');
  };
  // pnpm checks engines against `nodeVersion`: Node 20, as on a machine that still has it. (With
  // `--lockfile-only` pnpm checks no engines; the error comes before anything is linked.)
  // pnpm names the first package it checks that refuses Node 20 (@brand/ui, Lingui, React Router …: the
  // order varies); @brand/ui's own range is the Requirements table's (the test above).
  const node20 = attempt('node-20', manifest.dependencies, ['--config.node-version=20.19.0']);
  assert.match(node20, /ERR_PNPM_UNSUPPORTED_ENGINE/);
  assert.match(
    node20,
    /Unsupported engine for \S+: wanted: \{"node":">=22\.\d+\.\d+"\} \(current: \{"node":"20\.19\.0"\}\)/,
  );
  const lingui5 = attempt(
    'lingui-5',
    { ...manifest.dependencies, '@lingui/core': '5.9.5', '@lingui/react': '5.9.5' },
    ['--lockfile-only'],
  );
  assert.match(lingui5, /ERR_PNPM_PEER_DEP_ISSUES/);
  assert.match(lingui5, /@lingui\/core/);
});

test('client components carry "use client" in their own files; server-safe ones do not', () => {
  const directive = (file: string) => published(`dist/${file}`).startsWith('"use client"');
  for (const file of [
    'primitives/Button/Button.js',
    'primitives/Toast/ToastProvider.js',
    'sections/Contact/ContactForm.js',
    'sections/Products/ProductCard.js',
  ])
    assert.ok(directive(file), `${file} starts with "use client"`);
  for (const file of [
    'index.js',
    'primitives/Heading/Heading.js',
    'primitives/Card/Card.js',
    'sections/Products/ProductsSection.js',
    'theme/partner.css.js',
  ])
    assert.ok(!directive(file), `${file} stays a server module`);
  assert.doesNotMatch(published('dist/index.js'), /function |=>/, 'index.js only re-exports');
  // README §11's two lists are the build's: a module with "use client" is a client component.
  assert.deepEqual(guideComponentLists(guide), clientComponents(installed('dist/index.js')));
});

test('each CSS part carries the styles of everything its component renders', () => {
  const missing = partGaps(installed('dist'));
  assert.deepEqual(missing, [], 'class names a component renders that its part does not style');
});

test("README §2's table names every CSS part the package ships, and sideEffects every file it names", () => {
  assert.deepEqual(cssTableGaps(guide, installed('dist')), [], 'the table of parts against dist/css');
  assert.deepEqual(
    sideEffectsGaps(JSON.parse(published('package.json')), installed()),
    [],
    'the published sideEffects against the shipped files',
  );
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

test("the guide's Vite app shows its German page in its own theme, products in full rows", async () => {
  await checkPage(browser, async (page) => {
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: 'Bürsten, die bleiben' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Unser Sortiment' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'de');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-palette-primary500').trim(),
    );
    assert.equal(primary, '#7a3fc0', "makeTheme's class (theme.css.ts) re-themes the page");
    // Four products: two rows of two, every row full.
    const boxes = await page
      .locator('article')
      .evaluateAll((cards) =>
        cards
          .map((card) => card.getBoundingClientRect())
          .map(({ top, width }) => ({ top: Math.round(top), width })),
      );
    assert.equal(boxes.length, 4);
    assert.equal(new Set(boxes.map((box) => box.top)).size, 2);
    assert.ok(Math.abs((boxes[0]?.width ?? 0) - (boxes[3]?.width ?? 1)) < 1, 'the rows are even');
    // The one-language header: no language menu.
    assert.equal(await page.locator('header [aria-haspopup="menu"]').count(), 0);
  });
});

test('its library links navigate through React Router, without a page load, to the page or a section of it; the page is marked current', async () => {
  await checkPage(browser, async (page) => {
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const nav = page.getByRole('navigation', { name: german('ui.header.nav') });
    await nav.getByRole('link', { name: 'Kontakt' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kontakt' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/kontakt');
    assert.equal(await page.evaluate(() => 'sameDocument' in window), true, 'no page load happened');
    assert.equal(await nav.getByRole('link', { name: 'Kontakt' }).getAttribute('aria-current'), 'page');
    // A link to a section of another page lands on the section: React Router alone keeps the window where it
    // was (here: the end of the contact page, the section long scrolled past). The link is followed by
    // keyboard, so that nothing scrolls it into view first.
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await nav
      .getByRole('link', { name: 'Sortiment' })
      .evaluate((link) => (link as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/#sortiment$/);
    await page.locator('#sortiment').waitFor();
    const where = await page.locator('#sortiment').evaluate((section) => ({
      top: Math.round(section.getBoundingClientRect().top),
      scrollY: window.scrollY,
      height: document.documentElement.scrollHeight,
    }));
    assert.ok(where.top > -2 && where.top < 120, `the section is at the top: ${JSON.stringify(where)}`);
    assert.equal(await page.evaluate(() => 'sameDocument' in window), true, 'no page load happened');
  });
});

test('its contact form, without a company, validates in German (Germany) and sends, with its own toast', async () => {
  await checkPage(browser, async (page) => {
    await page.goto(`${url}/kontakt`);
    const form = page.locator('form');
    const { field, sendButton, send } = guideForm(form);
    // The contact page is its own module (React.lazy): wait for it.
    await sendButton.waitFor();
    // `fields={{ company: 'hidden' }}`: three fields, no rule for the company.
    assert.equal(await form.getByRole('textbox').count(), 3);
    // The page's Section gives its heading the sections' space under the header (the trial's heading touched it).
    const gap = await page.evaluate(() => {
      const header = document.querySelector('header')?.getBoundingClientRect();
      const title = document.querySelector('h1')?.getBoundingClientRect();
      return header && title ? Math.round(title.top - header.bottom) : -1;
    });
    assert.ok(gap >= 32, `the heading sits ${gap} px under the header`);
    await sendButton.click();
    // Sent empty, each field says the spec's message in German (Germany) (SPEC §5: no other message).
    for (const text of [
      german('contact.form.validation.nameMin').replace('{nameMin}', '2'),
      german('contact.form.validation.emailInvalid'),
      german('contact.form.validation.messageMin').replace('{messageMin}', '10'),
    ])
      await page.getByText(text).first().waitFor();
    assert.equal(await page.getByText(german('contact.form.validation.companyRequired')).count(), 0);
    await send();
    await page.getByRole('status').filter({ hasText: 'Vielen Dank!' }).first().waitFor();
    assert.equal(await field('name').inputValue(), '', 'the form is emptied after sending');
    // The library's German for Germany (`@brand/ui/locales/de`), not Switzerland's "Schliessen".
    assert.equal(german('ui.toast.close'), 'Schließen');
    await page.getByRole('button', { name: 'Schließen' }).click();
  });
});

test('its contact form, when the send fails, shows the failure toast, keeps the values and logs nothing (production build)', async () => {
  await checkPage(
    browser,
    async (page) => {
      await page.goto(`${url}/kontakt`);
      const form = page.locator('form');
      const { field, sendButton, send } = guideForm(form);
      await sendButton.waitFor();
      // The guide's `send` calls console.info first: made to throw, it rejects, as a failing CRM call would.
      await page.evaluate(() => {
        console.info = () => {
          throw new Error('the CRM answered 503');
        };
      });
      await send();
      await page.getByText(german('contact.form.error.title')).first().waitFor();
      assert.equal(await field('name').inputValue(), 'Erika Muster', 'the values stay');
    },
    { clean: 'a rejected onSubmit is no console error' },
  );
});

test("the palette-only theme colours the drawer's veil; the section takes the page's own anchor", async () => {
  await checkPage(
    browser,
    async (page) => {
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.equal(await page.locator('section#sortiment').count(), 1, 'ProductsSection id="sortiment"');
      assert.equal(await page.locator('#products').count(), 0);
      await page.getByRole('button', { name: german('ui.header.openMenu') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // The veil: the element around the dialog that covers the whole viewport.
      const colours = await dialog.evaluate((element) => {
        let veil = element.parentElement;
        const covers = (node: Element) => {
          const { width, height } = node.getBoundingClientRect();
          return width === window.innerWidth && height === window.innerHeight;
        };
        while (veil && veil !== document.body && !covers(veil)) veil = veil.parentElement;
        const probe = (background: string) => {
          const div = Object.assign(document.createElement('div'), { style: `background: ${background}` });
          document.body.append(div);
          const colour = getComputedStyle(div).backgroundColor;
          div.remove();
          return colour;
        };
        return {
          veil: veil ? getComputedStyle(veil).backgroundColor : 'none',
          // The theme's primary900 (#2e0f4f), 55 % opaque; the brand's forest green would be #13301e.
          theme: probe('color-mix(in srgb, #2e0f4f 55%, transparent)'),
          brand: probe('color-mix(in srgb, #13301e 55%, transparent)'),
        };
      });
      assert.equal(colours.veil, colours.theme, 'the veil follows the palette');
      assert.notEqual(colours.veil, colours.brand);
      await page.keyboard.press('Escape');
    },
    { viewport: { width: 390, height: 800 } },
  );
});

test("the guide's full re-brand leaves none of the brand's colours on its pages: hero, eyebrow, call to action, badge, shadows", async () => {
  const brand = brandColours(app);
  assert.ok(Object.keys(brand).length >= 20, 'the brand palette, read from the installed package');
  await checkPage(browser, async (page) => {
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The hero's parts the trial found in the brand's gold and brown are there to be checked.
    await page.getByText('Alpenhaus Bürsten', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Zum Sortiment' }).waitFor();
    assert.deepEqual(await brandColoursOnPage(page, brand), [], 'home page: brand colours still painted');
    await page.goto(`${url}/kontakt`);
    await page.getByText('Antwort in zwei Werktagen').waitFor();
    assert.deepEqual(await brandColoursOnPage(page, brand), [], 'contact page: brand colours still painted');
    // The guard sees what it looks for: a brand gold text and a brand shadow, planted, are both reported.
    await page.evaluate(
      ({ gold, ink }) => {
        const planted = Object.assign(document.createElement('p'), { id: 'planted', textContent: 'planted' });
        planted.style.color = gold;
        planted.style.boxShadow = `0 1px 2px color-mix(in srgb, ${ink} 10%, transparent)`;
        document.body.append(planted);
      },
      { gold: brand.secondary300 as string, ink: brand.neutral900 as string },
    );
    const planted = await brandColoursOnPage(page, brand);
    assert.ok(planted.some((line) => line.startsWith('p#planted color:') && line.endsWith('(secondary300)')));
    assert.ok(
      planted.some((line) => line.startsWith('p#planted box-shadow:') && line.endsWith('(neutral900)')),
    );
  });
});

test('each route of the guide loads its own code and CSS: the home page not the form (printed)', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  /** The app's scripts and stylesheets a visit loads, with their sizes (bytes as served, and gzip -9). */
  const visit = async (path: string) => {
    const loaded: { url: string; bytes: number; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    const listener = (response: import('playwright').Response) => {
      if (!/\.(js|css)$/.test(new URL(response.url()).pathname)) return;
      pending.push(
        response.body().then((body) => {
          loaded.push({ url: response.url(), bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
        }),
      );
    };
    page.on('response', listener);
    await page.goto(`${url}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await Promise.all(pending);
    page.off('response', listener);
    const total = (ending: string, key: 'bytes' | 'gzip') =>
      loaded.filter((file) => file.url.endsWith(ending)).reduce((sum, file) => sum + file[key], 0);
    // KB of 1,024 bytes, as the guide states its method.
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.info(
      `  ${path}: JS ${kb(total('.js', 'bytes'))} KB (${kb(total('.js', 'gzip'))} KB gzip), ` +
        `CSS ${kb(total('.css', 'bytes'))} KB (${kb(total('.css', 'gzip'))} KB gzip)`,
    );
    return {
      files: loaded.map((file) => new URL(file.url).pathname),
      jsKB: total('.js', 'gzip') / 1024,
      cssKB: total('.css', 'gzip') / 1024,
    };
  };
  const contactChunk = /\/assets\/contact-[\w-]+\.(js|css)$/;
  const home = await visit('/');
  assert.ok(!home.files.some((file) => contactChunk.test(file)), 'the home page loads no contact code');
  const contact = await visit('/kontakt');
  // The figures the guide gives for this app are the ones measured here (a partner checks them).
  const said =
    /code nor its CSS:\s+([\d.]+) KB of JavaScript and\s+([\d.]+) KB of CSS[\s\S]*?the contact page\s+([\d.]+) KB\s+and\s+([\d.]+) KB/.exec(
      guide,
    );
  assert.ok(said, "the guide gives the split app's figures");
  const [homeJs, homeCss, contactJs, contactCss] = said.slice(1).map(Number);
  // … with the versions it names, which are the ones this app installed (the table's Vite column).
  const versions = /\(React ([\d.]+), React Router ([\d.]+), Lingui ([\d.]+), Vite\s+([\d.]+)\)/.exec(guide);
  assert.ok(versions, 'the guide names the versions its figures were measured with');
  assert.deepEqual(
    versions.slice(1),
    ['react', 'react-router', '@lingui/core', 'vite'].map(versionOf),
    'the versions the guide says it measured with are the ones installed here',
  );
  // Within a tenth either way (the figure is rounded): a 0.2 KB drift was what a partner found and
  // reported (second trial, home CSS 9.1 against 9.3), so the step reports it first.
  for (const [what, written, measured] of [
    ['home JS', homeJs, home.jsKB],
    ['home CSS', homeCss, home.cssKB],
    ['contact JS', contactJs, contact.jsKB],
    ['contact CSS', contactCss, contact.cssKB],
  ] as const)
    assert.ok(
      Math.abs((written as number) - measured) <= 0.15,
      `README §7 says ${what} ${written} KB; measured ${measured.toFixed(1)} KB (gzip): update the guide`,
    );
  assert.ok(
    contact.files.some((file) => contactChunk.test(file)),
    'the contact page loads its own',
  );
  await page.close();
});

test('the CSS parts the guide takes style its pages exactly as style.css would', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  for (const path of ['/', '/kontakt']) {
    await page.goto(`${url}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Vite's minifier writes `background: transparent` as `background: 0 0`, which leaves the (unused)
    // position as `0px 0px` instead of `0% 0%`: the same place, said two ways.
    const styles = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('body *')].map((element) => {
          const style = getComputedStyle(element);
          return [...style]
            .map((property) => {
              const value = style.getPropertyValue(property);
              return `${property}:${property === 'background-position' && value === '0px 0px' ? '0% 0%' : value}`;
            })
            .join(';');
        }),
      );
    const withParts = await styles();
    // The whole stylesheet on top: if a part were missing or ordered differently, something would change.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const link = Object.assign(document.createElement('link'), {
            rel: 'stylesheet',
            href: '/brand-ui-style.css',
          });
          link.onload = resolve;
          document.head.append(link);
        }),
    );
    const withAll = await styles();
    const changed = withParts.flatMap((style, index) => {
      const other = withAll[index]?.split(';') ?? [];
      return style.split(';').filter((declaration, at) => declaration !== other[at]);
    });
    assert.deepEqual(changed, [], `${path}: with style.css, these computed values change`);
  }
  await page.close();
});

test('a page with one Button: what it carries, in parts and with style.css (printed)', async () => {
  const gzip = (bytes: Uint8Array | string) => gzipSync(bytes, { level: 9 }).length;
  const bundle = async (css: string[], withReact: boolean) => {
    const source = [
      ...css.map((file) => `import '@brand/ui/${file}';`),
      "import { Button } from '@brand/ui';",
      "import { createRoot } from 'react-dom/client';",
      "import { jsx } from 'react/jsx-runtime';",
      "createRoot(document.body).render(jsx(Button, { children: 'Anfrage' }));",
    ].join('\n');
    const result = await build({
      stdin: { contents: source, resolveDir: app, loader: 'ts' },
      absWorkingDir: app,
      bundle: true,
      minify: true,
      write: false,
      outdir: join(work, 'button-page'),
      format: 'esm',
      target: 'es2022',
      external: withReact ? [] : ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', '@lingui/*'],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    const size = (ending: string) =>
      gzip(result.outputFiles.find((file) => file.path.endsWith(ending))?.contents ?? '');
    return { js: size('.js'), css: size('.css') };
  };
  /**
   * The CSS file Vite (the guide's Vite app's version, its own defaults) writes for a page that imports
   * these files: what the page loads, as a partner's build makes it (Vite's CSS minifier adds fallbacks
   * that esbuild's does not, so esbuild's figure was 0.4 KB low for style.css).
   */
  const viteCss = (name: string, css: string[]) => {
    const dir = join(app, name);
    mkdirSync(dir);
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><script type="module" src="./main.js"></script>\n',
    );
    writeFileSync(join(dir, 'main.js'), css.map((file) => `import '@brand/ui/${file}';`).join('\n'));
    // An empty config file of its own: the app's vite.config.ts (React, vanilla-extract) is not this page's.
    writeFileSync(join(dir, 'vite.config.js'), 'export default {};\n');
    execFileSync(
      process.execPath,
      [join(app, 'node_modules/vite/bin/vite.js'), 'build', dir, '--logLevel', 'silent'],
      {
        cwd: dir,
      },
    );
    const assets = join(dir, 'dist/assets');
    const file = readdirSync(assets).find((entry) => entry.endsWith('.css'));
    assert.ok(file, `vite wrote the CSS of ${name}`);
    return gzip(readFileSync(join(assets, file)));
  };
  const parts = await bundle(['css/foundation.css', 'css/Button.css'], false);
  const page = await bundle(['css/foundation.css', 'css/Button.css'], true);
  const loaded = {
    parts: viteCss('button-parts', ['css/foundation.css', 'css/Button.css']),
    whole: viteCss('button-style', ['style.css']),
  };
  console.info(
    `  a page with one Button (gzip -9 of what Vite writes): CSS ${loaded.parts} B in parts ` +
      `(foundation.css + Button.css), ${loaded.whole} B with style.css; JS (esbuild) ${parts.js} B of ` +
      `@brand/ui and its dependencies, ${page.js} B with React, React DOM and Lingui`,
  );
  assert.ok(loaded.parts < loaded.whole / 2, 'the parts carry less than half of style.css');
  // The guide's §2 gives these two figures (KB of 1,024 bytes): they are the ones measured here.
  const said = /carries ([\d.]+) KB of CSS instead of ([\d.]+) KB/.exec(guide);
  assert.ok(said, "the guide gives the one-Button page's CSS");
  // Within a tenth of a KB either way: the figure is rounded, and a new rule moves it by a few bytes.
  for (const [written, bytes] of [
    [Number(said[1]), loaded.parts],
    [Number(said[2]), loaded.whole],
  ] as const)
    assert.ok(
      Math.abs(written - bytes / 1024) <= 0.15,
      `README §2 says ${written} KB; measured ${(bytes / 1024).toFixed(2)} KB (gzip): update the guide`,
    );
  // And its JavaScript (issue 35, second partner trial): what @brand/ui adds on top of React, and in all.
  const saidJs = /JavaScript is ([\d.]+) KB of @brand\/ui[^:]*?, ([\d.]+) KB/.exec(guide);
  assert.ok(saidJs, "the guide gives the one-Button page's JavaScript");
  for (const [written, bytes] of [
    [Number(saidJs[1]), parts.js],
    [Number(saidJs[2]), page.js],
  ] as const)
    assert.ok(
      Math.abs(written - bytes / 1024) <= 0.15,
      `README §2 says ${written} KB of JS; measured ${(bytes / 1024).toFixed(2)} KB (gzip): update the guide`,
    );
});

/**
 * Builds a page of the Vite app that renders only the guide's own form (`src/own-form.tsx`, §10) inside the
 * guide's providers and messages, with the app's own vite.config.ts: the form as a partner's app runs it.
 * `ownForm` replaces the guide's file (a planted variant). Returns the built folder.
 */
const buildOwnFormPage = (name: string, ownForm?: string) => {
  const dir = join(app, name);
  mkdirSync(dir);
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="./main.tsx"></script>\n',
  );
  writeFileSync(
    join(dir, 'main.tsx'),
    [
      "import '@brand/ui/css/foundation.css';",
      "import '@brand/ui/css/Toast.css';",
      "import { ToastProvider, ToastRegion } from '@brand/ui';",
      "import { setupI18n } from '@lingui/core';",
      "import { I18nProvider } from '@lingui/react';",
      "import { createRoot } from 'react-dom/client';",
      "import { messages } from '../src/messages';",
      `import { OwnForm } from '${ownForm ? './own-form' : '../src/own-form'}';`,
      "const i18n = setupI18n({ locale: 'de', messages: { de: messages } });",
      'const sent: unknown[] = [];',
      'Object.assign(window, { sent });',
      "createRoot(document.getElementById('root') as HTMLElement).render(",
      '  <I18nProvider i18n={i18n}><ToastProvider><main><h1>Eigen</h1>',
      '    <OwnForm send={async (values) => { sent.push(values); }} />',
      '  </main><ToastRegion /></ToastProvider></I18nProvider>,',
      ');',
    ].join('\n'),
  );
  if (ownForm) writeFileSync(join(dir, 'own-form.tsx'), ownForm);
  execFileSync(
    process.execPath,
    [
      join(app, 'node_modules/vite/bin/vite.js'),
      'build',
      dir,
      '--config',
      join(app, 'vite.config.ts'),
      '--logLevel',
      'error',
    ],
    { cwd: app, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return join(dir, 'dist');
};

test("the guide's own form (§10) builds and runs as printed: its message in German, no company asked, no macro", async () => {
  const ownForm = join(app, 'src/own-form.tsx');
  assert.ok(existsSync(ownForm), 'the guide gives the Vite app src/own-form.tsx (§10)');
  const pages = {
    guide: buildOwnFormPage('own-form-page'),
    // Planted: the snippet as 0.4.0's guide had it, `msg` from @lingui/core/macro, which the guide's
    // setup has no plugin for. The page must crash, or this test could not tell.
    macro: buildOwnFormPage(
      'own-form-macro',
      `import { msg } from '@lingui/core/macro';\n${readFileSync(ownForm, 'utf8').replace(
        /const nameRequired: MessageDescriptor = \{([^}]*)\};/,
        'const nameRequired: MessageDescriptor = msg({$1});',
      )}`,
    ),
  };
  const served = await serve(pages.guide);
  const planted = await serve(pages.macro);
  try {
    await checkPage(
      browser,
      async (page) => {
        await page.goto(served.url);
        const form = page.locator('form');
        await page.getByRole('button', { name: 'Senden' }).click();
        // The site's own message, from its catalog (compiled: no "Uncompiled message" warning) …
        await form.getByText('Bitte geben Sie Ihren Namen ein').waitFor();
        // … and no message for a company the form does not have (the third argument of validateContact).
        assert.equal(await form.getByText(german('contact.form.validation.companyRequired')).count(), 0);
        await page.getByRole('textbox', { name: 'Name' }).fill('Erika Muster');
        await page.getByRole('textbox', { name: 'E-Mail' }).fill('erika@example.de');
        await page.getByRole('textbox', { name: 'Nachricht' }).fill('Liefern Sie Saalbesen nach Köln?');
        await page.getByRole('button', { name: 'Senden' }).click();
        await page.locator('form[data-state="success"]').waitFor();
        assert.deepEqual(await page.evaluate(() => (window as unknown as { sent: unknown[] }).sent), [
          { name: 'Erika Muster', email: 'erika@example.de', message: 'Liefern Sie Saalbesen nach Köln?' },
        ]);
      },
      { clean: "the guide's own form runs without a console error or warning" },
    );
    const page = await browser.newPage();
    const crashed: string[] = [];
    page.on('pageerror', (error) => crashed.push(error.message));
    await page.goto(planted.url);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    assert.ok(
      crashed.some((message) => /executed outside the context of compilation/.test(message)),
      `the planted macro version crashes (${crashed.join('; ') || 'it did not'})`,
    );
    await page.close();
  } finally {
    served.server.close();
    planted.server.close();
  }
});
