/**
 * The /admin inbox and hero video editor, signed in as an admin on the local backend: axe at both sizes
 * with an enquiry opened, targets of at least 44 px on the phone, and the keyboard alone from the first
 * row to "Mark as answered", with a visible focus ring at every stop and the change announced.
 */
import { expect, type Page, test } from '@playwright/test';
import { localAnonKey } from '../../site/src/configShape.ts';
import { admin, sessionKey, signIn } from '../e2e/backend.ts';
import { expectNoAxeViolations, expectVisibleFocus, openPage, settled, uniqueSender } from './site.ts';

/** An enquiry from a visitor, stored through the public function, and the admin's session in the browser. */
const prepare = async (page: Page, baseURL: string, name: string) => {
  const stored = await fetch(`${baseURL}/rest/v1/rpc/submit_enquiry`, {
    method: 'POST',
    headers: { apikey: localAnonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name,
      // Unique before the @: the database counts a11y+1@ and a11y+2@ as one sender (ADR 0056).
      email: uniqueSender(),
      company: 'Bürstenhandel Basel AG',
      message: 'Guten Tag\nWir möchten 20 000 Naturborstenbürsten mit unserem Logo.',
      product: 'natural-brushes',
      language: 'de',
    }),
  });
  expect(stored.status).toBe(200);
  const session = await signIn(baseURL, admin);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    sessionKey(baseURL),
    JSON.stringify(session),
  ] as const);
};

const row = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(name) });

test('the inbox with an enquiry opened passes axe, and every control is large enough on a phone', async ({
  page,
  baseURL,
}) => {
  // One enquiry per project and repetition (`--repeat-each` runs the test again on the same backend).
  const name = `Axe ${test.info().repeatEachIndex} ${test.info().project.name}`;
  await prepare(page, baseURL ?? '', name);
  await openPage(page, '/admin');
  await row(page, name).click();
  await expect(page.getByRole('button', { name: 'Mark as answered' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  const min = test.info().project.name === 'mobile' ? 44 : 24;
  const small = await page
    .locator('main')
    .locator('a[href], button, input, select, textarea')
    .evaluateAll(
      (elements, min) =>
        elements
          .filter((element) => element.checkVisibility())
          .map((element) => ({
            element: element.outerHTML.slice(0, 80),
            box: element.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width < min || box.height < min)
          .map(({ element }) => element),
      min,
    );
  expect(small).toEqual([]);
});

test('the keyboard alone opens an enquiry and marks it answered, focus visible at every stop @desktop', async ({
  page,
  baseURL,
}) => {
  const name = `Keyboard ${Date.now()}`;
  await prepare(page, baseURL ?? '', name);
  await openPage(page, '/admin');
  const first = row(page, name);
  await expect(first).toBeVisible();
  // The newest enquiry is the inbox's first row: Tab reaches it after the header, sign-out and export.
  for (let i = 0; i < 30 && !(await first.evaluate((element) => element === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await expectVisibleFocus(page, 'first row');
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  // The panel has opened all the way (its height animates) before the keyboard moves into it.
  await expect(page.getByRole('link', { name: 'Reply by email' }).first()).toBeVisible();
  await settled(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Reply by email' }).first()).toBeFocused();
  await expectVisibleFocus(page, 'reply link');
  await page.keyboard.press('Tab');
  const mark = page.getByRole('button', { name: 'Mark as answered' }).first();
  await expect(mark).toBeFocused();
  await expectVisibleFocus(page, 'mark button');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Mark as not answered' }).first()).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as answered.' })).toBeAttached();
  await expect(first).toHaveAccessibleName(/^Answered\b/);
});
