/**
 * Crafted addresses (issue 13): every way an address, its `?lng=`, its hash or a stored redirect path
 * might send a visitor to another site — double, encoded and back slashes, dot segments, `javascript:`
 * and `data:`, header injection, overlong paths, unknown languages — typed into the address bar without a
 * prefix (English) and under a language's prefix: German, French, Italian and Spanish in turn, one per
 * address, so each kind meets several of them. One prefix stands for the four: the site handles them
 * with one code path, names none of them but in its list of languages, and a unit test keeps it so
 * (site/src/i18n/oneCodePath.test.ts). Each must leave the browser on the site's origin, showing one of
 * the site's pages (often the not-found page) in the address's language, with no uncaught error (the
 * fixtures fail a test on any console error or policy violation). Requests to any other host are
 * recorded, so a move off the site fails the test even though the other host never answers.
 * `?next=` after a real sign-in is covered in services/hostile.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type Locale, locales, localize, sitePages, text } from './site';

/** Every h1 a page of the site can show in a language: the pages' titles and the not-found title. */
const headings = (locale: Locale) => [
  ...sitePages.map((page) => text(locale, page.heading)),
  text(locale, 'ui.notFound.title'),
];

/** Crafted addresses by kind; `{p}` is replaced by the language's prefix: '' for English, `/de` … */
const crafted: Record<string, string[]> = {
  'double, triple and back slashes': [
    '{p}//evil.example',
    '{p}//evil.example/',
    '{p}///evil.example/path',
    '{p}/\\evil.example',
    '{p}/\\\\evil.example/',
  ],
  'encoded slashes and backslashes': [
    '{p}/%2f%2fevil.example',
    '{p}/%2F%2Fevil.example/',
    '{p}/%5c%5cevil.example',
  ],
  'dot segments before a double slash': [
    '{p}/..//evil.example',
    '{p}/.//evil.example/',
    '{p}/%2e%2e//evil.example',
    '{p}/missing/..//evil.example/x',
  ],
  '/en and ?lng= around a double slash': [
    '{p}/en//evil.example',
    '{p}/en//evil.example?lng=de',
    '{p}//evil.example?lng=en',
    '{p}/about?lng=de//evil.example',
    '{p}/?lng=%2F%2Fevil.example',
  ],
  'javascript: and data:': [
    '{p}/javascript:alert(document.domain)',
    '{p}/data:text/html,%3Cscript%3Ealert(1)%3C/script%3E',
    '{p}/about?lng=javascript:alert(1)',
  ],
  'header injection and control characters': [
    '{p}/%0d%0aSet-Cookie:%20pwned=1',
    '{p}/about%0d%0aLocation:%20https://evil.example',
    '{p}/about%00.html',
  ],
  'very long paths and queries': [`{p}/${'a'.repeat(3000)}`, `{p}/products?q=${'x'.repeat(6000)}`],
  'unknown languages': ['/xx{p}/about', '/de-CH{p}//evil.example', '{p}/about?lng=xx'],
  hashes: ['{p}/products#//evil.example', '{p}/#javascript:alert(1)'],
  '?next= on the sign-in page': [
    '{p}/login?next=//evil.example',
    '{p}/login?next=/..//evil.example',
    '{p}/login?next=javascript:alert(1)',
  ],
};

/** The language an address is in once the site has settled: its prefix, English without one. */
const settledLocale = (page: Page): Locale => {
  const first = new URL(page.url()).pathname.split('/')[1] ?? '';
  return (locales as readonly string[]).includes(first) ? (first as Locale) : 'en';
};

/**
 * Records every request to a host other than the site's, and every frame that moves to one. Listening
 * (not routing) keeps the browser's own pace; on this machine such a request cannot reach anything.
 */
const watchOrigin = (page: Page, origin: string): string[] => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) elsewhere.push(request.url());
  });
  page.on('framenavigated', (frame) => {
    if (new URL(frame.url()).origin !== origin && frame.url() !== 'about:blank') elsewhere.push(frame.url());
  });
  return elsewhere;
};

/**
 * Waits until the app has taken over the page: a restored address shows only then. A key press starts an
 * app that would otherwise wait for the browser to be idle.
 */
const settle = async (page: Page) => {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
};

/** Goes to a raw address (not resolved against a base: `//host` stays a path) and waits for the site. */
const visit = async (page: Page, origin: string, address: string) => {
  await page.goto(`${origin}${address}`);
  await settle(page);
};

/** The prefixed languages, one after the other across every address of every kind. */
const prefixed = locales.filter((locale) => locale !== 'en');
let turn = 0;

/**
 * The languages an address is typed in: unprefixed, under the next prefix in turn, and under the prefix of
 * any language it names itself (`?lng=de`, `/de-CH`), where that prefix meets its own language.
 */
const languagesOf = (address: string): Locale[] => {
  const itsOwn = prefixed.filter((locale) => new RegExp(`lng=${locale}\\b|/${locale}-`).test(address));
  return [...new Set<Locale>(['en', prefixed[turn++ % prefixed.length] as Locale, ...itsOwn])];
};

for (const [kind, addresses] of Object.entries(crafted)) {
  const typed = addresses.map((address) => ({ address, languages: languagesOf(address) }));
  test(`crafted addresses stay on the site, unprefixed and prefixed: ${kind}`, async ({ page, baseURL }) => {
    test.slow(); // up to 10 addresses, most through the static host's 404 page and back
    const origin = new URL(baseURL ?? '').origin;
    const elsewhere = watchOrigin(page, origin);
    for (const { address, languages } of typed)
      for (const locale of languages) {
        const raw = address.replaceAll('{p}', locale === 'en' ? '' : `/${locale}`);
        const label = `${locale}: ${raw.slice(0, 80)}`;
        await test.step(label, async () => {
          await visit(page, origin, raw);
          expect(new URL(page.url()).origin, label).toBe(origin);
          expect(new URL(page.url()).pathname, label).not.toMatch(/^\/[/\\]/);
          const heading = page.getByRole('heading', { level: 1 });
          await expect(heading, label).toBeVisible();
          // The page's words carry soft hyphens (docs/adr/0047); the catalogs' do not.
          const shown = (await heading.textContent())?.replaceAll('\u00AD', '');
          expect(headings(settledLocale(page)), label).toContain(shown);
          expect(elsewhere, label).toEqual([]);
        });
      }
  });
}

test.describe('a stored redirect path', () => {
  const stored = [
    '//evil.example',
    '/..//evil.example',
    '/.//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' //evil.example',
    '/\t/evil.example',
    '/about\r\nSet-Cookie: pwned=1',
    `/${'a'.repeat(3000)}`,
  ];
  // Every value on the English home page, and each on one prefixed home page in turn (three per language),
  // as the crafted addresses above: no code on the way names a language (docs/adr/0053).
  const homes = locales.map((locale) => ({
    locale,
    values:
      locale === 'en' ? stored : stored.filter((_, index) => prefixed[index % prefixed.length] === locale),
  }));
  for (const { locale, values } of homes) {
    test(`crafted ones are refused on the ${locale} home page, which stays`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL ?? '').origin;
      const elsewhere = watchOrigin(page, origin);
      const home = localize('/', locale);
      await page.goto(`${origin}${home}`);
      for (const path of values) {
        await page.evaluate((value) => sessionStorage.setItem('redirect', value), path);
        await page.reload();
        await settle(page);
        expect(new URL(page.url()).origin, path).toBe(origin);
        expect(new URL(page.url()).pathname, path).toBe(home);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
          text(locale, 'home.hero.title'),
        );
        expect(await page.evaluate(() => sessionStorage.getItem('redirect')), path).toBeNull();
      }
      expect(elsewhere).toEqual([]);
    });
  }
});
