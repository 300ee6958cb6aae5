/**
 * axe (WCAG 2.0/2.1/2.2 A and AA, best practices) on every route in every language, at desktop and phone
 * size, once hydrated; then on the states a visitor opens: the drawer, the language menu, the contact form
 * with every error, the success and failure toasts, an open FAQ and an open accordion. Text that axe cannot
 * judge (over the hero picture) is measured pixel by pixel.
 */
import { expect, test } from '@playwright/test';
import { sharedPageTest } from '../sharedPage.ts';
import {
  declaredRoutePaths,
  drawerInPlace,
  expectNoAxeViolations,
  locales,
  localize,
  notFoundPath,
  openPage,
  routePaths,
  uniqueSender,
} from './site.ts';
import { backdropContrast, incompleteContrastTargets } from './textOverImage.ts';

test('the suite covers every route of site/src/routeTable.ts @desktop', () => {
  expect([...routePaths].sort()).toEqual(declaredRoutePaths().sort());
});

for (const path of [...routePaths, notFoundPath]) {
  for (const locale of locales) {
    // Read-only: every route shares one tab per worker (tests/sharedPage.ts).
    sharedPageTest(`axe: ${localize(path, locale)}`, async ({ page }) => {
      await openPage(page, path, locale);
      // Without a sign-in service the /admin guard sends the visitor to /login.
      if (path === '/admin') await page.waitForURL(/\/login\?next=/);
      await expect(page.locator('main h1')).toBeVisible();
      // Nothing widens the page past the screen (WCAG 1.4.10 reflow): no sideways scrolling on a phone.
      // (A phone widens its layout viewport to fit, so the width is compared with the screen's.)
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, 'page width against the screen').toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
      const results = await expectNoAxeViolations(page);
      // Whatever axe could not decide (text over the hero picture) is measured here instead.
      for (const target of incompleteContrastTargets(results)) {
        const contrast = await backdropContrast(page, target);
        expect(
          contrast.lowest,
          `text contrast of ${target} over its picture: ${JSON.stringify(contrast)}`,
        ).toBeGreaterThanOrEqual(contrast.required);
      }
    });
  }
}

test.describe('open states', () => {
  test('drawer open @mobile', async ({ page }) => {
    await openPage(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawerInPlace(page);
    await expectNoAxeViolations(page);
  });

  test('language menu open @desktop', async ({ page }) => {
    await openPage(page, '/about');
    await page.getByRole('button', { name: 'Change language English' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('contact form with every error shown', async ({ page }) => {
    await openPage(page, '/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(4);
    await expectNoAxeViolations(page);
  });

  const fill = async (page: import('@playwright/test').Page) => {
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueSender());
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Analytical Engines');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Ten thousand brooms, please.');
    await page.getByRole('button', { name: 'Send message' }).click();
  };

  test('success toast shown', async ({ page }) => {
    await openPage(page, '/contact');
    await fill(page);
    await expect(page.getByText('Message sent successfully!', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('failure toast with its e-mail action shown', async ({ page }) => {
    // The enquiry's store (the local backend on the site's origin) fails: the one way a visitor sees this toast.
    await page.route('**/rest/v1/rpc/submit_enquiry', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await openPage(page, '/contact');
    await fill(page);
    await expect(page.getByText('Failed to send message', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Write an email' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('FAQ answer open', async ({ page }) => {
    await openPage(page, '/faq');
    const question = page.locator('#faq button[aria-expanded]').first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
  });

  test('sustainability accordion open', async ({ page }) => {
    await openPage(page, '/sustainability');
    const header = page.locator('main button[aria-expanded]').first();
    await header.click();
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
  });
});
