/**
 * Behaviours of the start-up and the page: scrolling to a hash below the fixed header (on load, on hash
 * change, on links), and the address a static host's 404 page leaves in sessionStorage being restored —
 * only when it is a path of this site.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { address, localize, markWindow, text, waitForApp, windowMarked } from './site';

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

/** Where focus is, relative to the element with this id: on or inside it, after it, before it, or nowhere (`<body>`). */
const focusFrom = (page: Page, id: string): Promise<'inside' | 'after' | 'before' | 'body'> =>
  page.evaluate((target) => {
    const focused = document.activeElement;
    const section = document.getElementById(target);
    if (!focused || focused === document.body || !section) return 'body';
    if (section.contains(focused)) return 'inside';
    return section.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING ? 'after' : 'before';
  }, id);

/** Whether the focused element shows the focus ring (`:focus-visible`). */
const focusRingShown = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.activeElement?.matches(':focus-visible') ?? false);

test.describe('a link to a section takes the focus there (WCAG 2.4.3)', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const locale of ['en', 'de'] as const)
    test(`${locale}: Enter on a footer product link from /about focuses the product; Tab goes on from there`, {
      tag: '@responsive',
    }, async ({ page }) => {
      await page.goto(localize('/about', locale));
      await waitForApp(page, locale);
      const link = page
        .getByRole('contentinfo')
        .getByRole('link', { name: text(locale, 'footer.products.woodenHandles') });
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${localize('/products', locale)}#wooden-handles`);
      await expectScrolledTo(page, 'wooden-handles');
      await expect
        .poll(() => focusFrom(page, 'wooden-handles'), { message: 'focus on the product' })
        .toBe('inside');
      // The product's title: a screen reader reads it, and a keyboard user sees the ring where they are.
      await expect(page.locator(':focus')).toHaveText(text(locale, 'products.woodenHandles.title'));
      await expect(page.locator(':focus')).toBeInViewport();
      expect(await focusRingShown(page), 'the focus ring shows for a keyboard user').toBe(true);
      await page.keyboard.press('Tab');
      expect(
        await focusFrom(page, 'wooden-handles'),
        'the next Tab stays at the product, not back in the footer',
      ).toMatch(/inside|after/);
      expect(
        await page.evaluate(() => document.querySelector('footer')?.contains(document.activeElement)),
      ).toBe(false);
    });

  test('a click on a footer product link focuses the product without drawing a ring around it', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForApp(page, 'en');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text('en', 'footer.products.dustpans') })
      .click();
    await expectScrolledTo(page, 'dustpans');
    await expect.poll(() => focusFrom(page, 'dustpans')).toBe('inside');
    expect(await focusRingShown(page), 'no focus ring for a pointer user').toBe(false);
  });

  test('"Request a quote" (/contact#contact-form) focuses the form\'s title; the next Tab is its first field', {
    tag: '@responsive',
  }, async ({ page }) => {
    await page.goto('/');
    await waitForApp(page, 'en');
    await page
      .getByRole('main')
      .getByRole('link', { name: text('en', 'home.hero.cta'), exact: true })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/contact#contact-form');
    await expectScrolledTo(page, 'contact-form');
    await expect.poll(() => focusFrom(page, 'contact-form'), { message: 'focus on the form' }).toBe('inside');
    await expect(page.locator(':focus')).toHaveText(text('en', 'contact.formSection.title'));
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAccessibleName(
      new RegExp(`^${text('en', 'contact.form.name')}`),
    );
  });

  test('an in-page link, and the same link again after scrolling away, focus the product', async ({
    page,
  }) => {
    await page.goto('/products');
    await waitForApp(page, 'en');
    const link = page
      .getByRole('contentinfo')
      .getByRole('link', { name: text('en', 'footer.products.dustpans') });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/products#dustpans');
    await expectScrolledTo(page, 'dustpans');
    await expect.poll(() => focusFrom(page, 'dustpans')).toBe('inside');
    // The very address again: no navigation, only the scroll (src/Layout.tsx), and the focus with it.
    await link.focus();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.keyboard.press('Enter');
    await expectScrolledTo(page, 'dustpans');
    await expect.poll(() => focusFrom(page, 'dustpans')).toBe('inside');
  });

  test('going back to an earlier product (a hash change) focuses that product again', async ({ page }) => {
    await page.goto('/products');
    await waitForApp(page, 'en');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: text('en', 'footer.products.dustpans') }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusFrom(page, 'dustpans')).toBe('inside');
    await footer.getByRole('link', { name: text('en', 'footer.products.woodComponents') }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusFrom(page, 'wood-components')).toBe('inside');
    await page.goBack();
    await expect(page).toHaveURL('/products#dustpans');
    await expectScrolledTo(page, 'dustpans');
    await expect.poll(() => focusFrom(page, 'dustpans')).toBe('inside');
  });

  test('opening an address with a hash leaves focus at the start, and Tab goes on from the product', async ({
    page,
  }) => {
    // The page's timers run on a clock the test moves on: past the site's scroll (100 ms) for certain, not
    // only past the browser's own scroll to the hash.
    await page.clock.install();
    await page.goto('/products#dustpans');
    await waitForApp(page, 'en');
    await page.clock.runFor(1000);
    await expectScrolledTo(page, 'dustpans');
    expect(await focusFrom(page, 'dustpans'), 'no focus taken on load').toBe('body');
    await page.keyboard.press('Tab');
    expect(await focusFrom(page, 'dustpans')).toMatch(/inside|after/);
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
