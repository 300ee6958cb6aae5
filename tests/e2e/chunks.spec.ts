/**
 * What a visit and a client navigation load (issue 24, site/build/chunks.ts). A visit that only reads
 * loads the scripts its page lists and nothing else (`<meta name="app-modules">`: what the bundle
 * budgets count); the drawer, the language menu and the notifications region wait for the visitor. A
 * client navigation asks for the next page's chunk, everything that chunk imports and its messages at
 * once: with every script held back until all of them have been asked for, each route still arrives —
 * a chunk discovered only once another had arrived (a second round trip) would never be asked for.
 */
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { chunkFiles, chunkKeyOf, readManifest } from '../../site/build/firstLoad.ts';
import { pageMessagesFile } from '../../site/build/pageMessages.ts';
import { expect, test } from './fixtures';
import { type Locale, localize, text, waitForApp } from './site';

const dist = join(import.meta.dirname, '../../site/dist');

/** Every route of the site's route table, and an address that is none of them (the not-found page). */
const routes = [
  { path: '/', module: 'Home', heading: 'home.hero.title' },
  { path: '/about', module: 'About', heading: 'about.title' },
  { path: '/products', module: 'Products', heading: 'products.title' },
  { path: '/manufacturing', module: 'Manufacturing', heading: 'manufacturing.title' },
  { path: '/sustainability', module: 'Sustainability', heading: 'sustainability.title' },
  { path: '/private-label', module: 'PrivateLabel', heading: 'privateLabel.title' },
  { path: '/proof', module: 'Proof', heading: 'proof.title' },
  { path: '/contact', module: 'Contact', heading: 'contact.title' },
  { path: '/faq', module: 'Faq', heading: 'faq.title' },
  { path: '/legal-notice', module: 'LegalNotice', heading: 'legal.title' },
  { path: '/privacy', module: 'Privacy', heading: 'privacy.title' },
  { path: '/login', module: 'Login', heading: 'site.login.title' },
  // Without a session the guard goes on to sign-in: asked for is the admin page's own chunk.
  { path: '/admin', module: 'Admin', heading: 'site.login.title' },
  { path: '/no-such-page', module: 'NotFound', heading: 'ui.notFound.title' },
];

test('the route table is covered: every page of site/src/pages that a route names', async () => {
  const { siteRoutes, notFoundRoute } = await import('../../site/src/routeTable.ts');
  expect(routes.map((route) => route.module).sort()).toEqual(
    [...siteRoutes, notFoundRoute].map((route) => route.module).sort(),
  );
});

/** The staff pages, which fetch the sign-in adapter and supabase-js with their chunk (routeTable `session`). */
const sessionPages = new Set(['Login', 'Admin']);

/**
 * The script files (`/assets/…`) a client navigation to a page must fetch: its chunks and its messages, and
 * for a staff page the sign-in adapter's chunks and supabase-js's.
 */
const navigationFiles = (module: string, locale: Locale): string[] => {
  const manifest = readManifest(dist);
  const chunksOf = (source: string) => [...chunkFiles(manifest, chunkKeyOf(manifest, source)).js];
  const supabaseJs = Object.keys(manifest).find((source) =>
    /@supabase\/supabase-js\/dist\/index\.mjs$/.test(source),
  );
  const session =
    sessionPages.has(module) && supabaseJs
      ? [...chunksOf('src/adapters/supabaseAuth.ts'), ...chunksOf(supabaseJs)]
      : [];
  return [
    ...new Set([...chunksOf(`src/pages/${module}.tsx`), ...session, pageMessagesFile(module, locale)]),
  ].map((file) => `/${file}`);
};

/** The scripts the page has loaded so far (their paths). */
const loadedScripts = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => new URL(entry.name).pathname),
  );

/** Holds every script request until `release` is called; `asked` lists their paths in order. */
const holdScripts = async (page: Page) => {
  const asked: string[] = [];
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      if (released) return route.continue();
      held.push(route);
    },
  );
  return {
    asked,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
};

for (const route of routes) {
  const locale: Locale = route.module === 'Home' ? 'de' : 'en';
  const target = localize(route.path, locale);

  test(`a client navigation to ${target} asks for its chunks and messages at once`, async ({ page }) => {
    // A page that has loaded nothing of the target's own: the FAQ, or the privacy notice for the FAQ.
    const start = localize(route.path === '/faq' ? '/privacy' : '/faq', locale);
    await page.goto(start);
    await waitForApp(page, locale);
    const loaded = new Set(await loadedScripts(page));
    const expected = navigationFiles(route.module, locale).filter((file) => !loaded.has(file));
    expect(expected, 'the page has files of its own to fetch').not.toEqual([]);

    const scripts = await holdScripts(page);
    // The app's own navigation (wouter follows pushState), as its links use it.
    await page.evaluate((path) => history.pushState(null, '', path), target);
    // Every file is asked for while none has arrived.
    await expect
      .poll(() => expected.filter((file) => !scripts.asked.includes(file)), {
        message: `asked for while every script is held (asked: ${scripts.asked.join(' ')})`,
      })
      .toEqual([]);
    await scripts.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, route.heading));
    expect(
      scripts.asked.filter((file) => !expected.includes(file) && !loaded.has(file)),
      'nothing else',
    ).toEqual(
      route.module === 'Admin'
        ? navigationFiles('Login', locale).filter((file) => !loaded.has(file) && !expected.includes(file))
        : [],
    );
  });
}

for (const path of ['/', '/de/contact', '/fr/privacy']) {
  test(`a visit of ${path} that only reads loads the scripts the page lists, and no widget`, async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await waitForApp(page, path.startsWith('/de') ? 'de' : path.startsWith('/fr') ? 'fr' : 'en');
    // A settled page: nothing more on the network for a while (a late widget would show here).
    await page.waitForLoadState('networkidle');
    const entry = await page.locator('script[type="module"]').getAttribute('src');
    const listed = ((await page.locator('meta[name="app-modules"]').getAttribute('content')) ?? '').split(
      ' ',
    );
    expect(requested.sort()).toEqual([entry, ...listed].sort());
    // The notifications region comes when the visitor reaches for a form, not before.
    if (path.includes('contact')) {
      await page.locator('form [name="name"]').focus();
      await expect.poll(() => requested.some((file) => /\/ToastRegion-/.test(file))).toBe(true);
    }
  });
}
