/**
 * Every route in every language, as a visitor and a search engine see it once the app has started: the
 * translated heading, title and description, the language on <html>, canonical and alternate links and
 * structured data on indexable pages, noindex elsewhere. The fixture fails any page that logs an error or
 * a warning, hydration mismatches included; no page but the privacy notice makes a number format by its
 * start. Also the not-found page and the /admin guard. The checks of every route only read: they share one
 * tab per worker (`readOnlyTest`); the number-format count is an init script added to that tab once.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, readOnlyTest, test } from './fixtures';
import {
  address,
  type Locale,
  locales,
  localize,
  type SitePage,
  sitePages,
  siteUrl,
  text,
  waitForApp,
} from './site';

/** Tabs whose pages count the `Intl.NumberFormat`s they make (`window.numberFormatsMade`). */
const counting = new WeakSet<BrowserContext>();

/**
 * Counts the number formats the tab's pages make from now on: `Intl.NumberFormat`, called or constructed,
 * and `toLocaleString` on numbers, which makes one inside. The first one a tab makes loads the browser's
 * number data: a task of about 150 ms on a phone, which a page's start must not hold (the figures come
 * from a table, docs/adr/0054). `Intl.PluralRules` is left out: its first use costs about 1 ms.
 */
const countNumberFormats = async (page: Page): Promise<void> => {
  const context = page.context();
  if (counting.has(context)) return;
  counting.add(context);
  await context.addInitScript(() => {
    let made = 0;
    Object.defineProperty(window, 'numberFormatsMade', { get: () => made });
    const count = <T extends object>(target: T): T =>
      new Proxy(target, {
        construct: (original, args, newTarget) => {
          made += 1;
          return Reflect.construct(original as new (...args: unknown[]) => object, args, newTarget);
        },
        apply: (original, self, args) => {
          made += 1;
          return Reflect.apply(original as (...args: unknown[]) => unknown, self, args);
        },
      });
    Intl.NumberFormat = count(Intl.NumberFormat);
    Number.prototype.toLocaleString = count(Number.prototype.toLocaleString);
  });
};

/** The number formats the page has made since it loaded. */
const numberFormatsMade = (page: Page): Promise<number | undefined> =>
  page.evaluate(() => (window as Window & { numberFormatsMade?: number }).numberFormatsMade);

/** The page's JSON-LD items (one script, in the page's markup, holding a list). */
const structuredData = async (page: Page): Promise<Record<string, unknown>[]> => {
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  const data: unknown = JSON.parse((await scripts.textContent()) ?? '');
  expect(Array.isArray(data), 'JSON-LD is a list of items').toBe(true);
  return data as Record<string, unknown>[];
};

/** The one JSON-LD item of a schema.org type. */
const itemOfType = (items: Record<string, unknown>[], type: string): Record<string, unknown> => {
  const found = items.filter((item) => item['@type'] === type);
  expect(found, `JSON-LD items of type ${type}`).toHaveLength(1);
  return found[0] as Record<string, unknown>;
};

/**
 * Asserts the page's current copy of a head element: the last one, since the app's own copy follows any
 * stale prerendered one that a re-render leaves behind (see head.spec.ts, which checks there is only one).
 */
const expectInHead = (elements: Locator, attribute: string, value: string): Promise<void> =>
  expect(elements.last()).toHaveAttribute(attribute, value);

/** Asserts a `<meta>` of the head by `name` or `property`. */
const expectMeta = (page: Page, key: string, content: string): Promise<void> =>
  expectInHead(page.locator(`head meta[name="${key}"], head meta[property="${key}"]`), 'content', content);

/** Title, description, keywords and robots: on every page, in the page's language. */
const expectBasicHead = async (page: Page, locale: Locale, seo: string, robots: string): Promise<void> => {
  await expect(page).toHaveTitle(text(locale, `seo.${seo}.title`));
  await expectMeta(page, 'description', text(locale, `seo.${seo}.description`));
  await expectMeta(page, 'keywords', text(locale, `seo.${seo}.keywords`));
  await expectMeta(page, 'robots', robots);
};

/**
 * Open Graph and Twitter tags of an indexable page — in this build, made without `VITE_SITE_URL`, under
 * `noindex` and without a canonical link, alternates or `og:url`, which would point at localhost (the
 * public build's robots.txt and head: site/build/robots.test.ts, docs/adr/0060).
 */
const expectIndexableHead = async (page: Page, locale: Locale, sitePage: SitePage): Promise<void> => {
  await expectBasicHead(page, locale, sitePage.seo, 'noindex, nofollow');
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('head link[rel="alternate"]')).toHaveCount(0);
  await expect(page.locator('head meta[property="og:url"]')).toHaveCount(0);
  const title = text(locale, `seo.${sitePage.seo}.title`);
  await expectMeta(page, 'og:title', title);
  await expectMeta(page, 'og:image', siteUrl('/og-image.jpg'));
  await expectMeta(page, 'og:description', text(locale, `seo.${sitePage.seo}.description`));
  await expectMeta(page, 'twitter:card', 'summary_large_image');
  await expectMeta(page, 'twitter:title', title);
  await expectMeta(page, 'twitter:image', siteUrl('/og-image.jpg'));
};

/** The breadcrumb trail: home first, then (below home) the page itself with its canonical URL. */
const expectBreadcrumbs = (items: Record<string, unknown>[], locale: Locale, sitePage: SitePage): void => {
  const trail = itemOfType(items, 'BreadcrumbList').itemListElement as Record<string, unknown>[];
  expect(trail[0]).toMatchObject({ position: 1, item: siteUrl(localize('/', locale)) });
  if (sitePage.path === '/') expect(trail).toHaveLength(1);
  else expect(trail.at(-1)).toMatchObject({ item: siteUrl(localize(sitePage.path, locale)) });
};

/** The company as the home page describes it to search engines. */
const expectOrganization = (items: Record<string, unknown>[]): void => {
  const organization = itemOfType(items, 'Organization');
  expect(organization).toMatchObject({
    foundingDate: '1993',
    email: expect.stringMatching(/^[^@\s]+@[^@\s]+\.[a-z]+$/),
    address: { addressCountry: 'CH', addressLocality: 'Basel' },
  });
};

/** The FAQ of /faq: five translated questions, each with an answer (given once: /contact has none). */
const expectFaqPage = (items: Record<string, unknown>[], locale: Locale): void => {
  const faq = itemOfType(items, 'FAQPage');
  expect(faq.inLanguage).toBe(locale);
  const questions = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
  expect(questions.map((question) => question.name)).toEqual(
    ['moq', 'certifications', 'leadTimes', 'handles', 'shipping'].map((key) =>
      text(locale, `faq.items.${key}.question`),
    ),
  );
  for (const question of questions) expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
};

/** Asserts a page that search engines must leave out: noindex, no canonical, alternates or JSON-LD. */
const expectNoindexHead = async (page: Page, locale: Locale, seo: string): Promise<void> => {
  await expectBasicHead(page, locale, seo, 'noindex, nofollow');
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('head link[rel="alternate"]')).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
};

for (const locale of locales) {
  readOnlyTest.describe(`in ${locale}`, () => {
    for (const sitePage of sitePages.filter((candidate) => candidate.path !== '/admin')) {
      const path = localize(sitePage.path, locale);

      readOnlyTest(
        `${path} shows its translated heading and head, without console errors`,
        async ({ page }) => {
          await countNumberFormats(page);
          const response = await page.goto(path);
          expect(response?.status()).toBe(200);
          await waitForApp(page, locale);
          expect(address(page)).toBe(path);
          // Only the privacy notice formats numbers (its retention periods); the count proves it counts.
          if (sitePage.path === '/privacy')
            expect(await numberFormatsMade(page), 'number formats the privacy notice made').toBeGreaterThan(
              0,
            );
          else expect(await numberFormatsMade(page), 'number formats the page made by its start').toBe(0);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, sitePage.heading));
          if (!sitePage.indexable) return expectNoindexHead(page, locale, sitePage.seo);

          await expectIndexableHead(page, locale, sitePage);
          const items = await structuredData(page);
          expectBreadcrumbs(items, locale, sitePage);
          if (sitePage.path === '/') expectOrganization(items);
          if (sitePage.path === '/faq') expectFaqPage(items, locale);
          expect(items).toHaveLength(sitePage.path === '/' || sitePage.path === '/faq' ? 2 : 1);
        },
      );
    }

    const unknown = localize('/no-such-page', locale);

    readOnlyTest(`${unknown} shows the not-found page in ${locale}, with a way home`, async ({ page }) => {
      const response = await page.goto(unknown);
      expect(response?.status(), 'the document of an unknown address').toBe(404);
      await waitForApp(page, locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'ui.notFound.title'));
      expect(address(page)).toBe(unknown);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectNoindexHead(page, locale, 'notFound');

      const home = page.getByRole('link', { name: text(locale, 'ui.notFound.home') });
      await expect(home).toHaveAttribute('href', localize('/', locale));
      await home.click();
      await expect(page).toHaveURL(localize('/', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'home.hero.title'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });

    const admin = localize('/admin', locale);

    readOnlyTest(
      `${admin} without a session sends the visitor to sign-in (the local backend's)`,
      async ({ page }) => {
        await page.goto(admin);
        await expect(page).toHaveURL(`${localize('/login', locale)}?next=%2Fadmin`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'site.login.title'));
        await expect(page.getByLabel(text(locale, 'signIn.password'))).toBeVisible();
        await expectNoindexHead(page, locale, 'login');
      },
    );
  });
}

test('leaving /admin for sign-in replaces it in the history, so Back does not return to it', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForApp(page, 'en');
  await page.goto('/admin');
  await page.waitForURL('/login?next=%2Fadmin');
  await page.goBack();
  await page.waitForURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'about.title'));
});

test('an address with a trailing slash is redirected to the one URL of its page', async ({ request }) => {
  const response = await request.get('/about/', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/about');
});

test('the share picture is served as a JPEG', async ({ request }) => {
  const response = await request.get('/og-image.jpg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
});

/**
 * SPEC §2: where each section links. On the home page each section ends with the one link to its own page
 * (a teaser, the families' grid with its link to the range; the compact contact section closes the page);
 * on a section's own page the banner carries the related pages.
 */
const sectionLinks: { page: string; section: string; links: string[] }[] = [
  { page: '/', section: 'about', links: ['/about'] },
  { page: '/', section: 'products', links: ['/products'] },
  { page: '/', section: 'manufacturing', links: ['/manufacturing'] },
  { page: '/', section: 'sustainability', links: ['/sustainability'] },
  { page: '/', section: 'private-label', links: ['/private-label'] },
  { page: '/about', section: 'about', links: ['/products', '/manufacturing'] },
  { page: '/products', section: 'products', links: ['/manufacturing', '/sustainability'] },
  { page: '/manufacturing', section: 'manufacturing', links: ['/contact', '/about'] },
  { page: '/sustainability', section: 'sustainability', links: ['/contact', '/products'] },
  { page: '/private-label', section: 'private-label', links: ['/contact', '/sustainability'] },
];

for (const locale of locales)
  test(`in ${locale}, every section links where SPEC §2 says, on the home page and its own`, async ({
    page,
  }) => {
    for (const [index, { page: path, section, links }] of sectionLinks.entries()) {
      // Each page once: the home page's five sections are read from one load.
      if (sectionLinks[index - 1]?.page !== path) await page.goto(localize(path, locale));
      // The section's closing links: its "more" row on the home page (a teaser of the home page's group ends
      // with its link's paragraph, no container of its own), the banner on its own page.
      const closing = page.locator(
        `section#${section} > div > :last-child a, section#${section} > :last-child:not(div) a`,
      );
      await expect(closing, `${path} #${section}`).toHaveCount(links.length);
      const hrefs = await closing.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(hrefs, `${path} #${section}`).toEqual(links.map((link) => localize(link, locale)));
    }
  });
