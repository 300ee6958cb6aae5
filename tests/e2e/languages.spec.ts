/**
 * How a first visit finds the visitor's language (SPEC §9's order): `?lng=`, the `i18next` cookie,
 * localStorage, sessionStorage, the browser's languages, then English. An English (unprefixed) address
 * moves to the detected language's address before anything is shown; a prefixed one keeps its language.
 * Detection stores nothing: only a choice in the language menu stores the language, in localStorage, and
 * deletes an old cookie or sessionStorage entry that would overrule it (docs/adr/0060). Each case runs in
 * a fresh browser context holding only what the visitor brings along.
 */
import type { BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { address, type Locale, languageNames, text, waitForApp } from './site';

/** What a returning visitor's browser holds: the old site's cookie and localStorage value. */
type Visitor = { cookie?: string; localStorage?: string };

/** A storage state for the test's context with the visitor's cookie and localStorage on the site's origin. */
const storageState = (origin: string, visitor: Visitor): BrowserContextOptions['storageState'] => ({
  cookies: visitor.cookie
    ? [
        {
          name: 'i18next',
          value: visitor.cookie,
          domain: new URL(origin).hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ]
    : [],
  origins: visitor.localStorage
    ? [{ origin, localStorage: [{ name: 'i18nextLng', value: visitor.localStorage }] }]
    : [],
});

type DetectionCase = {
  /** What the visitor notices. */
  name: string;
  /** Browser language (the context's locale). */
  browser: string;
  visitor: Visitor;
  /** Address typed in. */
  visit: string;
  /** Address the visitor ends up at, and its language. */
  lands: string;
  locale: Locale;
};

const cases: DetectionCase[] = [
  {
    name: '?lng=fr wins over the cookie and localStorage',
    browser: 'en-US',
    visitor: { cookie: 'de', localStorage: 'it' },
    visit: '/about?lng=fr',
    lands: '/fr/about',
    locale: 'fr',
  },
  {
    name: 'the i18next cookie wins over localStorage',
    browser: 'en-US',
    visitor: { cookie: 'de', localStorage: 'it' },
    visit: '/about',
    lands: '/de/about',
    locale: 'de',
  },
  {
    name: 'localStorage wins over the browser language',
    browser: 'es-ES',
    visitor: { localStorage: 'it' },
    visit: '/products#dustpans',
    lands: '/it/products#dustpans',
    locale: 'it',
  },
  {
    name: 'a German (Swiss) browser alone leads to the German pages',
    browser: 'de-CH',
    visitor: {},
    visit: '/contact?ref=ad',
    lands: '/de/contact?ref=ad',
    locale: 'de',
  },
  {
    name: 'a German browser on the home page lands on /de',
    browser: 'de-CH',
    visitor: {},
    visit: '/',
    lands: '/de',
    locale: 'de',
  },
  {
    name: 'an unknown ?lng=xx is dropped and the page stays English',
    browser: 'en-US',
    visitor: {},
    visit: '/about?lng=xx',
    lands: '/about',
    locale: 'en',
  },
  {
    name: 'a prefixed address keeps its language whatever the visitor had before',
    browser: 'fr-FR',
    visitor: { cookie: 'it', localStorage: 'es' },
    visit: '/de/about',
    lands: '/de/about',
    locale: 'de',
  },
  {
    name: '?lng=en on a German address leads to the English page',
    browser: 'de-CH',
    visitor: {},
    visit: '/de/about?lng=en#team',
    lands: '/about#team',
    locale: 'en',
  },
  {
    name: '?lng=en wins over a German cookie on an English address',
    browser: 'it-IT',
    visitor: { cookie: 'de' },
    visit: '/products?lng=en#dustpans',
    lands: '/products#dustpans',
    locale: 'en',
  },
  {
    name: '?lng=en wins over a German localStorage on an English address',
    browser: 'en-US',
    visitor: { localStorage: 'de' },
    visit: '/about?lng=en',
    lands: '/about',
    locale: 'en',
  },
];

/** Page headings by canonical path, to check the language of the page the visitor lands on. */
const headings: Record<string, string> = {
  '/': 'home.hero.title',
  '/about': 'about.title',
  '/products': 'products.title',
  '/contact': 'contact.title',
};

/**
 * Waits until the app has started on the page the visitor lands on: after every start-up redirect (the
 * head script keeps the app from starting on a page it is leaving). Never waits for a language decided in
 * advance, so a wrong landing fails at once instead of timing out.
 */
const waitForLanguageSettled = (page: Page) =>
  page.waitForFunction(
    () => document.readyState === 'complete' && document.documentElement.hasAttribute('data-hydrated'),
  );

/** What the browser holds for the site: localStorage and sessionStorage entries, and cookies by name. */
const stored = async (page: Page) => ({
  localStorage: await page.evaluate(() => ({ ...localStorage })),
  sessionStorage: await page.evaluate(() => ({ ...sessionStorage })),
  cookies: Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value])),
});

/** What a visitor's browser holds before the visit, in the shape `stored` reads. */
const brought = (visitor: Visitor) => ({
  localStorage: visitor.localStorage ? { i18nextLng: visitor.localStorage } : {},
  sessionStorage: {},
  cookies: visitor.cookie ? { i18next: visitor.cookie } : {},
});

/** The canonical path of an address (`/de/about?x#y` → `/about`). */
const canonicalPath = (path: string): string => {
  const pathname = new URL(path, 'http://site.test').pathname;
  return pathname.replace(/^\/(de|fr|it|es)(?=\/|$)/, '') || '/';
};

for (const detection of cases) {
  test.describe(() => {
    test.use({
      locale: detection.browser,
      storageState: async ({ baseURL }, use) => use(storageState(baseURL ?? '', detection.visitor)),
    });

    test(`first visit: ${detection.name}`, async ({ page }) => {
      await page.goto(detection.visit);
      await waitForLanguageSettled(page);
      expect(address(page)).toBe(detection.lands);
      await expect(page.locator('html')).toHaveAttribute('lang', detection.locale);
      const heading = headings[canonicalPath(detection.lands)] ?? '';
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(detection.locale, heading));
      // Detection is not a choice: what the visitor brought is left as it was, and nothing is added.
      expect(await stored(page)).toEqual(brought(detection.visitor));
    });
  });
}

test.describe(() => {
  test.use({ locale: 'fr-FR' });

  test('sessionStorage is read after localStorage and before the browser language', async ({ page }) => {
    await page.goto('/fr/about');
    await waitForApp(page, 'fr');
    await page.evaluate(() => {
      localStorage.removeItem('i18nextLng');
      sessionStorage.setItem('i18nextLng', 'es');
    });
    await page.goto('/about');
    await page.waitForURL('/es/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'about.title'));
  });
});

/**
 * Nothing is stored on detection alone (docs/adr/0060): a visit that follows a `?lng=` link or comes with
 * a German browser leaves the browser's storage and cookies empty, the app started or not.
 */
const nothingStored: { name: string; browser: string; visit: string; lands: string; locale: Locale }[] = [
  { name: 'a link with ?lng=de', browser: 'en-US', visit: '/about?lng=de', lands: '/de/about', locale: 'de' },
  { name: 'a German browser (Accept-Language de)', browser: 'de-CH', visit: '/', lands: '/de', locale: 'de' },
];
for (const detection of nothingStored)
  test.describe(() => {
    test.use({ locale: detection.browser });

    test(`${detection.name} shows the German pages and stores nothing`, async ({ page }) => {
      await page.goto(detection.visit);
      await waitForApp(page, detection.locale);
      expect(address(page)).toBe(detection.lands);
      expect(await stored(page)).toEqual(brought({}));
    });
  });

test.describe(() => {
  test.use({
    locale: 'de-CH',
    // An old-site visitor: its cookie and sessionStorage entry would overrule a choice stored below them.
    storageState: async ({ baseURL }, use) => use(storageState(baseURL ?? '', { cookie: 'de' })),
  });

  test('choosing French in the language menu stores fr, deletes the old cookie, and the next visit opens in French', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForApp(page, 'de');
    await page.evaluate(() => sessionStorage.setItem('i18nextLng', 'de'));
    await page
      .getByRole('button', { name: `${text('de', 'ui.languageMenu.label')} ${languageNames.de}` })
      .click();
    await page.getByRole('menuitemradio', { name: languageNames.fr }).click();
    await expect(page).toHaveURL('/fr/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect
      .poll(() => stored(page))
      .toEqual({ localStorage: { i18nextLng: 'fr' }, sessionStorage: {}, cookies: {} });

    // An address without a language now opens in the language chosen, over the German browser.
    await page.goto('/products');
    await waitForApp(page, 'fr');
    expect(address(page)).toBe('/fr/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'products.title'));
  });
});
