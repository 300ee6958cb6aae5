/**
 * What arrives without JavaScript (crawlers, previews, a failed script): each page's prerendered HTML in
 * its language, and the files for search engines — sitemap.xml with every indexable page in every
 * language and robots.txt pointing at it.
 */
import { expect, test } from './fixtures';
import { type Locale, locales, localize, productCategories, sitePages, siteUrl, text } from './site';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  /** Prerendered pages checked for their text, with the messages that must be on them. */
  const samples: { path: string; locale: Locale; texts: string[] }[] = [
    { path: '/', locale: 'en', texts: ['home.hero.title', 'footer.legalNotice'] },
    { path: '/about', locale: 'de', texts: ['about.title', 'nav.products'] },
    { path: '/products', locale: 'fr', texts: ['products.title', ...productCategories.map((c) => c.title)] },
    {
      path: '/contact',
      locale: 'es',
      texts: ['contact.title', 'contact.faq.text', 'contact.faq.link'],
    },
    {
      path: '/faq',
      locale: 'de',
      texts: ['faq.lead', 'faq.items.handles.question', 'faq.items.moq.question', 'faq.crossPromo.title'],
    },
    { path: '/legal-notice', locale: 'it', texts: ['legal.title'] },
    { path: '/login', locale: 'fr', texts: ['site.login.title', 'site.login.lead', 'signIn.submit'] },
  ];

  for (const sample of samples) {
    const path = localize(sample.path, sample.locale);

    test(`${path} holds its full ${sample.locale} text in the HTML alone`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', sample.locale);
      await expect(page).toHaveTitle(text(sample.locale, `seo.${pageOf(sample.path)}.title`));
      const root = page.locator('#root');
      for (const id of sample.texts) await expect(root).toContainText(text(sample.locale, id));
      await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveText(
        text(sample.locale, headingOf(sample.path)),
      );
    });
  }

  test('/fr/products has all five product headings, each at its anchor', async ({ page }) => {
    await page.goto('/fr/products');
    for (const { anchor, title } of productCategories) {
      await expect(
        page.locator(`#${anchor}`).getByRole('heading', { name: text('fr', title), includeHidden: true }),
      ).toBeAttached();
    }
  });

  /* The content is in the HTML as shown, not hidden behind a "Loading" fallback revealed by a script. */
  test('the prerendered page is visible, not only present, without JavaScript', async ({ page }) => {
    await page.goto('/de/about');
    // A static page: no need to wait for anything to appear.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 1000 });
  });

  test('a build without VITE_SITE_URL prerenders every page noindex, with no address on localhost', async ({
    page,
  }) => {
    for (const path of ['/', '/de/about', '/fr/products']) {
      await page.goto(path);
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      for (const tag of ['link[rel="canonical"]', 'link[rel="alternate"]', 'meta[property="og:url"]'])
        await expect(page.locator(`head ${tag}`), `${path}: ${tag}`).toHaveCount(0);
    }
  });

  test('/admin is prerendered as a page for no search engine', async ({ page }) => {
    await page.goto('/es/admin');
    await expect(page).toHaveTitle(text('es', 'seo.admin.title'));
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  });

  test('an unknown address gets the English not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'ui.notFound.title'));
    await expect(page.getByRole('link', { name: text('en', 'ui.notFound.home') })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

/** The SEO message key of a canonical path. */
const pageOf = (path: string): string => sitePages.find((page) => page.path === path)?.seo ?? 'notFound';

/** The h1 message of a canonical path. */
const headingOf = (path: string): string =>
  sitePages.find((page) => page.path === path)?.heading ?? 'ui.notFound.title';

test('sitemap.xml lists every indexable page in 5 languages, each with its 6 alternates', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
  const indexable = sitePages.filter((page) => page.indexable);
  expect(indexable.map((page) => page.path)).toContain('/faq');
  expect(entries).toHaveLength(indexable.length * locales.length);

  const expected = indexable.flatMap((page) => locales.map((locale) => siteUrl(localize(page.path, locale))));
  const listed = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1]);
  expect(new Set(listed)).toEqual(new Set(expected));

  for (const entry of entries) {
    const alternates = [
      ...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
    ];
    expect(alternates.map((match) => match[1])).toEqual([...locales, 'x-default']);
  }
  expect(xml).not.toMatch(/\/(login|admin)</);
});

// Built without VITE_SITE_URL, this build is not the public site: it keeps every crawler out and points
// at no sitemap on localhost (the public build's robots.txt: site/build/robots.test.ts, docs/adr/0060).
test('robots.txt of a build without VITE_SITE_URL keeps every crawler out and names no sitemap', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toBe('User-agent: *\nDisallow: /\n');
});
