/**
 * Moving around: the header's links, logo and contact button (client-side, localized), the phone's
 * menu drawer, and the language menu, which keeps the page and its hash and remembers the choice.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  address,
  type Locale,
  languageNames,
  localize,
  markWindow,
  pageAt,
  text,
  waitForApp,
  windowMarked,
} from './site';

/** The header's page links in navigation order: message id of the label, canonical path, h1 message. */
const navLinks = (
  [
    ['nav.about', '/about'],
    ['nav.products', '/products'],
    ['nav.manufacturing', '/manufacturing'],
    ['nav.sustainability', '/sustainability'],
    ['nav.privateLabel', '/private-label'],
  ] as const
).map(([label, path]) => ({ label, path, heading: pageAt(path).heading }));

/** Opens a page and waits until the app runs, with a window marker to detect full reloads later. */
const openApp = async (page: Page, path: string, locale: Locale): Promise<void> => {
  await page.goto(path);
  await waitForApp(page, locale);
  await markWindow(page);
};

/** Asserts the page shown is `path` with its heading, reached without a full page load. */
const expectArrivedClientSide = async (page: Page, path: string, heading: string): Promise<void> => {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  expect(await windowMarked(page), 'no full page load happened').toBe(true);
};

test.describe('header on a desktop', () => {
  for (const link of navLinks) {
    test(`the ${link.path} link opens its page without reloading`, async ({ page }) => {
      await openApp(page, '/', 'en');
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: text('en', link.label), exact: true }).click();
      await expectArrivedClientSide(page, link.path, text('en', link.heading));
      await expect(header.getByRole('link', { name: text('en', link.label), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  }

  test('the current page link keeps its colour under the pointer, whatever order the stylesheet has', async ({
    page,
  }) => {
    await openApp(page, '/products', 'en');
    // A theme whose link colour differs from its accent (the brand's are one colour, so set it apart).
    await page.evaluate(() =>
      document.documentElement.style.setProperty('--brand-color-link', 'rgb(200, 0, 0)'),
    );
    const current = page.getByRole('banner').locator('a[aria-current="page"]');
    const accent = await current.evaluate((link) => getComputedStyle(link).color);
    expect(accent).not.toBe('rgb(200, 0, 0)');
    await current.hover();
    await expect(current).toHaveCSS('color', accent);
  });

  test('the logo leads home and the contact button to /contact', async ({ page }) => {
    await openApp(page, '/about', 'en');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Rhein Brush & Wood' }).click();
    await expectArrivedClientSide(page, '/', text('en', 'home.hero.title'));
    await header.getByRole('link', { name: text('en', 'header.contact.ariaLabel') }).click();
    await expectArrivedClientSide(page, '/contact', text('en', 'contact.title'));
  });

  test('in German every header link stays in German', async ({ page }) => {
    await openApp(page, '/de/contact', 'de');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Rhein Brush & Wood' })).toHaveAttribute('href', '/de');
    await expect(header.getByRole('link', { name: text('de', 'header.contact.ariaLabel') })).toHaveAttribute(
      'href',
      '/de/contact',
    );
    for (const link of navLinks) {
      await expect(
        header.getByRole('link', { name: text('de', link.label), exact: true }),
        `${link.path} in German`,
      ).toHaveAttribute('href', localize(link.path, 'de'));
    }
    await header.getByRole('link', { name: text('de', 'nav.manufacturing'), exact: true }).click();
    await expectArrivedClientSide(page, '/de/manufacturing', text('de', 'manufacturing.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('in German the logo leads to /de, the one address of the German home page', async ({ page }) => {
    await openApp(page, '/de/about', 'de');
    await page.getByRole('banner').getByRole('link', { name: 'Rhein Brush & Wood' }).click();
    await expectArrivedClientSide(page, '/de', text('de', 'home.hero.title'));
  });

  test('a new page starts at the top, with focus at its main content', async ({ page }) => {
    await openApp(page, '/about', 'en');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text('en', 'nav.sustainability') })
      .click();
    await expectArrivedClientSide(page, '/sustainability', text('en', 'sustainability.title'));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.getElementById('main')?.contains(document.activeElement)))
      .toBe(true);
  });
});

test.describe('language menu on a desktop', () => {
  test('switching to Deutsch keeps the page and its hash, and the choice is remembered', async ({ page }) => {
    await openApp(page, '/products#dustpans', 'en');
    await page
      .getByRole('button', { name: `${text('en', 'ui.languageMenu.label')} ${languageNames.en}` })
      .click();
    await expect(page.getByRole('menuitemradio')).toHaveCount(5);
    for (const name of Object.values(languageNames))
      await expect(page.getByRole('menuitemradio', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeChecked();
    await page.getByRole('menuitemradio', { name: languageNames.de }).click();

    await expect(page).toHaveURL('/de/products#dustpans');
    await expect(page).toHaveTitle(text('de', 'seo.products.title'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'products.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
    await expect(
      page.getByRole('button', { name: `${text('de', 'ui.languageMenu.label')} ${languageNames.de}` }),
    ).toBeVisible();
    expect(await windowMarked(page), 'the switch happened without a page load').toBe(true);

    await page.goto('/about');
    await page.waitForURL('/de/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'about.title'));
  });

  test('switching language keeps the query of the address', async ({ page }) => {
    await openApp(page, '/fr/about?ref=mail', 'fr');
    await page
      .getByRole('button', { name: `${text('fr', 'ui.languageMenu.label')} ${languageNames.fr}` })
      .click();
    await page.getByRole('menuitemradio', { name: languageNames.it }).click();
    await expect.poll(() => address(page)).toBe('/it/about?ref=mail');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('it', 'about.title'));
  });
});

test.describe('menu drawer on a phone', () => {
  /** The header's menu button (in the page's language). */
  const menuButton = (page: Page, locale: Locale) =>
    page.getByRole('button', { name: text(locale, 'ui.header.openMenu') });

  /** The drawer, once open. */
  const drawer = (page: Page, locale: Locale) =>
    page.getByRole('dialog', { name: text(locale, 'ui.header.menu') });

  test('the close button closes the drawer and gives focus back to the menu button', {
    tag: '@mobile',
  }, async ({ page }) => {
    await openApp(page, '/', 'en');
    await menuButton(page, 'en').click();
    await expect(drawer(page, 'en')).toBeVisible();
    await expect(
      drawer(page, 'en').getByRole('link', { name: text('en', 'nav.about'), exact: true }),
    ).toBeVisible();
    await drawer(page, 'en')
      .getByRole('button', { name: text('en', 'ui.drawer.close') })
      .click();
    await expect(drawer(page, 'en')).toBeHidden();
    await expect(menuButton(page, 'en')).toBeFocused();
  });

  test('Escape closes the drawer', { tag: '@mobile' }, async ({ page }) => {
    await openApp(page, '/about', 'en');
    await menuButton(page, 'en').click();
    await expect(drawer(page, 'en')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer(page, 'en')).toBeHidden();
    await expect(menuButton(page, 'en')).toBeFocused();
  });

  test('choosing a link opens its page and closes the drawer', { tag: '@mobile' }, async ({ page }) => {
    await openApp(page, '/', 'en');
    await menuButton(page, 'en').click();
    await drawer(page, 'en')
      .getByRole('link', { name: text('en', 'nav.products') })
      .click();
    await expectArrivedClientSide(page, '/products', text('en', 'products.title'));
    await expect(drawer(page, 'en')).toBeHidden();
  });

  test('the contact button in the drawer opens /contact', { tag: '@mobile' }, async ({ page }) => {
    await openApp(page, '/it/about', 'it');
    await menuButton(page, 'it').click();
    await drawer(page, 'it')
      .getByRole('link', { name: text('it', 'header.contact.ariaLabel') })
      .click();
    await expectArrivedClientSide(page, '/it/contact', text('it', 'contact.title'));
    await expect(drawer(page, 'it')).toBeHidden();
  });

  test('choosing English in the drawer switches a German page back to English', {
    tag: '@mobile',
  }, async ({ page }) => {
    await openApp(page, '/de/about', 'de');
    await menuButton(page, 'de').click();
    const languages = drawer(page, 'de').getByRole('group', { name: text('de', 'ui.header.language') });
    await expect(languages.getByRole('button')).toHaveCount(5);
    await expect(languages.getByRole('button', { name: languageNames.de })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await languages.getByRole('button', { name: languageNames.en }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'about.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
  });

  test("arrow keys in the drawer's languages move nowhere; Enter on one switches to it", {
    tag: '@mobile',
  }, async ({ page }) => {
    // WCAG 3.2.2 On Input: the audit of 2026-11-29 found each ArrowDown loading the next language.
    await openApp(page, '/de/products', 'de');
    await menuButton(page, 'de').click();
    const languages = drawer(page, 'de').getByRole('group', { name: text('de', 'ui.header.language') });
    await languages.getByRole('button', { name: languageNames.de }).focus();
    const entries = await page.evaluate(() => history.length);
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowRight']) await page.keyboard.press(key);
    await expect(page).toHaveURL('/de/products');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => history.length), 'no history entry per arrow').toBe(entries);
    await page.keyboard.press('Tab');
    await expect(languages.getByRole('button', { name: languageNames.fr })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/fr/products');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test.describe('the frequently asked questions', () => {
  for (const locale of ['en', 'fr'] as const) {
    test(`in ${locale} the footer and the home page's contact section lead to the FAQ page`, {
      tag: '@responsive',
    }, async ({ page }) => {
      const home = localize('/', locale);
      const faq = localize('/faq', locale);
      await openApp(page, home, locale);

      const fromContact = page
        .locator('section#contact')
        .getByRole('link', { name: text(locale, 'contact.faq.link') });
      await expect(fromContact).toHaveAttribute('href', faq);
      const fromFooter = page
        .getByRole('contentinfo')
        .getByRole('link', { name: text(locale, 'footer.faq') });
      await expect(fromFooter).toHaveAttribute('href', faq);

      await fromFooter.click();
      await expectArrivedClientSide(page, faq, text(locale, 'faq.title'));
      await expect(page.locator('#faq button[aria-expanded]')).toHaveCount(5);
      await page.goBack();
      await expect(page).toHaveURL(home);
      await fromContact.click();
      await expectArrivedClientSide(page, faq, text(locale, 'faq.title'));
    });
  }
});
