/**
 * How a first visit finds the visitor's language (SPEC §9's order): `?lng=`, the `i18next` cookie,
 * localStorage, sessionStorage, the browser's languages, then English. An English (unprefixed) address
 * moves to the detected language's address before anything is shown; a prefixed one keeps its language.
 * Each case runs in a fresh browser context holding only what the visitor brings along.
 */
import type { BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdTheApp } from './holdApp';
import { address, type Locale, text, waitForApp } from './site';

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
 * Waits until the page's language and the cached one agree: after every start-up redirect, once the app
 * (or an earlier visit) has cached the language of the page shown. Never waits for a language decided in
 * advance, so a wrong landing fails at once instead of timing out.
 */
const waitForLanguageSettled = (page: Page) =>
  page.waitForFunction(() => {
    const cached = localStorage.getItem('i18nextLng');
    return document.readyState === 'complete' && cached !== null && document.documentElement.lang === cached;
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
      await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(detection.locale);
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
 * SPEC §9: the detected language is cached in localStorage whichever source detected it. The app's own
 * start is held back here (its chunk never arrives), so only the start-up script can have written it.
 */
const cachedBeforeTheApp: {
  name: string;
  browser: string;
  visitor: Visitor;
  visit: string;
  locale: Locale;
}[] = [
  {
    name: '?lng=',
    browser: 'en-US',
    visitor: { cookie: 'de', localStorage: 'it' },
    visit: '/about?lng=fr',
    locale: 'fr',
  },
  { name: 'the cookie', browser: 'en-US', visitor: { cookie: 'it' }, visit: '/products', locale: 'it' },
  { name: 'the browser', browser: 'es-ES', visitor: {}, visit: '/', locale: 'es' },
  {
    name: 'the address',
    browser: 'en-US',
    visitor: { localStorage: 'fr' },
    visit: '/de/contact',
    locale: 'de',
  },
];
for (const detection of cachedBeforeTheApp)
  test.describe(() => {
    test.use({
      locale: detection.browser,
      storageState: async ({ baseURL }, use) => use(storageState(baseURL ?? '', detection.visitor)),
    });

    test(`the language from ${detection.name} is cached at once, before the app starts`, async ({ page }) => {
      // Never released: the app does not start, whatever the machine's pace.
      const { asked } = await holdTheApp(page);
      await page.goto(detection.visit);
      await asked;
      await expect(page.locator('html')).toHaveAttribute('lang', detection.locale);
      expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(detection.locale);
      if (detection.visitor.cookie)
        // The old cookie, read before localStorage, is brought in line too.
        expect((await page.context().cookies()).find((cookie) => cookie.name === 'i18next')?.value).toBe(
          detection.locale,
        );
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    });
  });
