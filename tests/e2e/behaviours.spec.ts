/**
 * Behaviours of the start-up and the page: scrolling to a hash below the fixed header (on load, on hash
 * change, on links), and the address a static host's 404 page leaves in sessionStorage being restored —
 * only when it is a path of this site.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { address, markWindow, text, waitForApp, windowMarked } from './site';

/** SPEC §9: a scrolled-to element sits this far below the top, clear of the fixed header. */
const headerClearance = 96;

/**
 * How far (px) the element with this id is from where hash scrolling should put it; the element is looked
 * up as the site's own scrolling does (`getElementById`), so a copy React briefly keeps does not matter.
 */
const offsetFromTarget = (page: Page, id: string): Promise<number> =>
  page.evaluate(
    ([target, clearance]) => {
      const top = document.getElementById(target)?.getBoundingClientRect().top;
      return top === undefined ? Number.POSITIVE_INFINITY : Math.abs(top - clearance);
    },
    [id, headerClearance] as const,
  );

/** Waits until the element with this id sits 96 px (±2) below the top of the viewport. */
const expectScrolledTo = async (page: Page, id: string): Promise<void> => {
  await expect
    .poll(() => offsetFromTarget(page, id), { message: `#${id} is 96 px below the top` })
    .toBeLessThanOrEqual(2);
};

test.describe('scrolling to a hash', () => {
  test.use({ reducedMotion: 'reduce' });

  test('opening /products#dustpans shows the dustpans below the header', {
    tag: '@responsive',
  }, async ({ page }) => {
    await page.goto('/products#dustpans');
    await expectScrolledTo(page, 'dustpans');
  });

  test('changing the hash scrolls to the new section', async ({ page }) => {
    await page.goto('/products#natural-brushes');
    await expectScrolledTo(page, 'natural-brushes');
    await page.evaluate(() => {
      window.location.hash = '#wooden-handles';
    });
    await expectScrolledTo(page, 'wooden-handles');
  });

  test('a footer link to a product opens /products at that product', async ({ page }) => {
    await page.goto('/about');
    await waitForApp(page, 'en');
    await markWindow(page);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text('en', 'footer.products.dustpans') })
      .click();
    await expect(page).toHaveURL('/products#dustpans');
    await expectScrolledTo(page, 'dustpans');
    expect(await windowMarked(page)).toBe(true);
  });

  test('the same footer link again scrolls back to the product after scrolling away', async ({ page }) => {
    await page.goto('/de/products#wood-components');
    await expectScrolledTo(page, 'wood-components');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text('de', 'footer.products.woodComponents') })
      .click();
    await expect(page).toHaveURL('/de/products#wood-components');
    await expectScrolledTo(page, 'wood-components');
  });

  test('a link to a product on the same page scrolls after a short pause, not at once', async ({ page }) => {
    // The page's timers run on a clock the test moves on, so "not yet" holds on a slow machine too.
    await page.clock.install();
    await page.goto('/products');
    await waitForApp(page, 'en');
    // From here on the page's time moves only when the test says.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    // Clicked in the page, where it is: a click by Playwright would scroll the footer into view first.
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('footer a[href="/products#dustpans"]')?.click(),
    );
    await expect(page).toHaveURL('/products#dustpans');
    // SPEC §9: the scroll starts after 100 ms.
    await page.clock.runFor(90);
    expect(await page.evaluate(() => window.scrollY), 'nothing moved in the first 90 ms').toBe(0);
    await page.clock.runFor(20);
    await expectScrolledTo(page, 'dustpans');
  });
});

test('with smooth scrolling the product still ends up below the header', async ({ page }) => {
  await page.goto('/products#natural-brushes');
  await expectScrolledTo(page, 'natural-brushes');
});

test.describe('an address left by a static host 404 page', () => {
  /** Leaves a redirect in sessionStorage as 404.html does, and reloads the home page. */
  const reloadWithRedirect = async (page: Page, stored: string): Promise<void> => {
    await page.goto('/');
    await waitForApp(page, 'en');
    await page.evaluate((value) => sessionStorage.setItem('redirect', value), stored);
    await page.reload();
  };

  /** The stored redirect, if any is left. */
  const storedRedirect = (page: Page): Promise<string | null> =>
    page.evaluate(() => sessionStorage.getItem('redirect'));

  test('is restored: the German products page opens at the dustpans', async ({ page }) => {
    await reloadWithRedirect(page, '/de/products#dustpans');
    await waitForApp(page, 'de');
    expect(address(page)).toBe('/de/products#dustpans');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'products.title'));
    await expect(page).toHaveTitle(text('de', 'seo.products.title'));
    expect(await storedRedirect(page)).toBeNull();
  });

  for (const unsafe of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example']) {
    test(`is refused when it is not a path of this site: ${unsafe}`, async ({ page }) => {
      await reloadWithRedirect(page, unsafe);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home.hero.title'));
      expect(new URL(page.url()).hostname, 'still on the site').toBe('localhost');
      expect(address(page)).toBe('/');
      expect(await storedRedirect(page)).toBeNull();
    });
  }

  test('an unknown address shows the not-found page at that address after the 404 document', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page?from=mail#top');
    expect(response?.status()).toBe(404);
    await waitForApp(page, 'en');
    expect(address(page)).toBe('/no-such-page?from=mail#top');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'ui.notFound.title'));
    const document = await page.evaluate(
      () => new URL(performance.getEntriesByType('navigation')[0]?.name ?? '').pathname,
    );
    expect(document, 'the app started from the home page document').toBe('/');
    expect(await storedRedirect(page)).toBeNull();
  });
});
