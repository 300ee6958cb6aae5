/**
 * Keyboard-only journeys, with a visible focus ring that nothing covers at every stop: the skip link,
 * the header's links and a client-side move to another page, the drawer on a phone, the language menu,
 * the contact form from its errors to the success toast, and the FAQ and sustainability accordions.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  drawerInPlace,
  expectVisibleFocus,
  focusIndicator,
  openPage,
  pressMovingFocus,
  settled,
  tabTo,
  uniqueSender,
} from './site.ts';

/** Leaves a value on `window` that only survives client-side navigation. */
const markWindow = (page: Page) =>
  page.evaluate(() => {
    (window as Window & { a11yMarker?: boolean }).a11yMarker = true;
  });
const windowMarked = (page: Page) =>
  page.evaluate(() => (window as Window & { a11yMarker?: boolean }).a11yMarker === true);

test('the skip link shows on the first Tab and moves focus into the main content', async ({ page }) => {
  await openPage(page, '/about');
  await markWindow(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expectVisibleFocus(page, 'skip link');
  await expect(skip).toBeInViewport({ ratio: 1 });
  expect((await skip.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expectVisibleFocus(page, 'main after the skip link');
  expect(await windowMarked(page), 'no page load').toBe(true);

  // The next stop is the first control of the page, not the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  await expectVisibleFocus(page, 'first stop in main');
});

test('Tab walks the header in order; Enter on a link moves to its page with focus on the title @desktop', async ({
  page,
}) => {
  await openPage(page, '/');
  await markWindow(page);
  const stops = await tabTo(page, (focus) => focus.element.startsWith('<a> Contact us'), 12);
  expect(stops).toEqual([
    '<a> Skip to main content',
    '<a> Rhein Brush & Wood',
    '<a> About',
    '<a> Products',
    '<a> Manufacturing',
    '<a> Sustainability',
    '<a> Private label',
    '<button> Change languageEnglish',
    '<a> Contact us about your project',
  ]);
  await tabTo(page, (focus) => focus.element === '<a> Products', 6, 'Shift+Tab');

  await page.keyboard.press('Enter');
  await page.waitForURL('/products');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeFocused();
  await expectVisibleFocus(page, 'the new page title');
  expect(await windowMarked(page), 'client-side navigation').toBe(true);
});

test('a redirect the visitor did not ask for (/admin to /login) draws no focus ring on the title @desktop', async ({
  page,
}) => {
  // Opened with no session: the guard sends the visitor on to /login before they have touched anything.
  await page.goto('/admin');
  await page.waitForURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
  const focus = await focusIndicator(page);
  expect(focus?.visible ?? false, `no ring around ${focus?.element}`).toBe(false);
});

test('a click that moves to another page focuses its title without a ring @desktop', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await page.waitForURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect((await focusIndicator(page))?.visible, 'no ring after a pointer click').toBe(false);
});

test('the drawer opens from the menu button, keeps focus inside and gives it back on Escape @mobile', async ({
  page,
}) => {
  await openPage(page, '/about');
  await tabTo(page, (focus) => focus.element === '<button> Open menu', 6);

  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await drawerInPlace(page);
  const inDrawer = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
  await expect.poll(inDrawer, { message: 'focus moved into the drawer' }).toBe(true);
  await expectVisibleFocus(page, 'the drawer as it opens');

  // Every stop is inside and visible; Tab wraps from the last control to the first (close, five pages,
  // contact, five languages: 12 stops).
  const stops: string[] = [];
  for (let press = 0; press < 15; press += 1) {
    await page.keyboard.press('Tab');
    expect(await inDrawer(), `Tab #${press + 1} stays in the drawer`).toBe(true);
    stops.push((await expectVisibleFocus(page, `drawer Tab #${press + 1}`)).element);
  }
  expect(stops.filter((stop) => stop === '<button> Close').length, 'focus wraps around').toBeGreaterThan(1);
  await page.keyboard.press('Shift+Tab');
  expect(await inDrawer(), 'Shift+Tab stays in the drawer').toBe(true);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await expectVisibleFocus(page, 'menu button after Escape');

  // A link chosen with Enter closes the drawer and moves to its page, focus on the title.
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await drawerInPlace(page);
  await tabTo(page, (focus) => focus.element === '<a> Products', 6);
  await page.keyboard.press('Enter');
  await page.waitForURL('/products');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectVisibleFocus(page, 'the new page title');
});

test('the language menu opens with Enter or ArrowDown, arrows move, Enter picks German @desktop', async ({
  page,
}) => {
  await openPage(page, '/about');
  await tabTo(page, (focus) => focus.element.startsWith('<button> Change language'), 10);

  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
  await expectVisibleFocus(page, 'first language');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Change language English' })).toBeFocused();
  await expectVisibleFocus(page, 'trigger after Escape');

  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
  const stops = [(await expectVisibleFocus(page, 'first language')).element];
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowUp']) {
    stops.push(`${key}: ${(await pressMovingFocus(page, key)).element}`);
  }
  expect(stops).toEqual([
    '<div> Englishen',
    'ArrowDown: <div> Deutschde',
    'ArrowDown: <div> Françaisfr',
    'ArrowDown: <div> Italianoit',
    'ArrowUp: <div> Françaisfr',
    'ArrowUp: <div> Deutschde',
  ]);

  await page.keyboard.press('Enter');
  await page.waitForURL('/de/about');
  await expect(page.getByRole('button', { name: 'Sprache ändern Deutsch' })).toBeFocused();
  await expectVisibleFocus(page, 'trigger in German');
});

test('the contact form: errors on an empty send, focus on the first, success once fixed @desktop', async ({
  page,
}) => {
  await openPage(page, '/contact');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const stops = await tabTo(page, (focus) => focus.element === '<button> Send message', 18);
  expect(stops).toEqual([
    '<input> Name*',
    '<input> Email*',
    '<input> Company*',
    '<select> Product family (optional)',
    '<input> Quantity',
    '<select> Unit',
    // Tab walks the date's month, day and year, then its calendar button.
    '<input> Target delivery date',
    '<input> Target delivery date',
    '<input> Target delivery date',
    '<input> Target delivery date',
    '<input> Destination country',
    '<textarea> Packaging and labelling',
    '<input> Target price per unit',
    '<select> Currency',
    '<textarea> Message*',
    '<button> Send message',
  ]);

  await page.keyboard.press('Enter');
  // The four required fields; the quote's, all optional, stay valid when empty.
  const fields = page.locator('form [aria-invalid="true"]');
  await expect(fields).toHaveCount(4);
  for (const field of await fields.all()) {
    // Each error is announced with its field: referenced by aria-describedby, not empty.
    const described = await field.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ')
        .trim(),
    );
    expect(described, 'error message read with the field').not.toBe('');
  }
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expectVisibleFocus(page, 'first invalid field');

  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type(uniqueSender());
  await page.keyboard.press('Tab');
  await page.keyboard.type('Analytical Engines');
  await page.keyboard.press('Tab');
  // The optional product family and the quote's fields are left as they are, each with its ring.
  await expectVisibleFocus(page, 'product family');
  await tabTo(page, (focus) => focus.element === '<textarea> Message*', 12);
  await page.keyboard.type('Ten thousand brooms with oak handles, please.');
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page, 'send button');
  await page.keyboard.press('Enter');

  await expect(page.getByText('Message sent successfully!', { exact: true })).toBeVisible();
  // Announced through a live region as well as shown.
  await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toHaveCount(1);
  await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(0);
});

/** Enter and Space toggle an accordion header; the panel it controls shows and hides with it. */
const expectToggles = async (page: Page, header: ReturnType<Page['locator']>) => {
  const panel = page.locator(`[id="${await header.getAttribute('aria-controls')}"]`);
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await expectVisibleFocus(page, 'open header');
  await page.keyboard.press('Space');
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await page.keyboard.press('Space');
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
};

test('FAQ questions open and close with Enter and Space @desktop', async ({ page }) => {
  await openPage(page, '/faq');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const first = page.locator('#faq button[aria-expanded]').first();
  const question = (await first.textContent())?.trim() ?? '';
  await tabTo(page, (focus) => focus.element === `<button> ${question.slice(0, 40)}`, 50);
  await expectToggles(page, first);
  // The answer holds no control: the next stop is the next question.
  await page.keyboard.press('Tab');
  await expect(page.locator('#faq button[aria-expanded]').nth(1)).toBeFocused();
});

test('the sustainability accordion opens and closes with Enter and Space @desktop', async ({ page }) => {
  await openPage(page, '/sustainability');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const first = page.locator('main button[aria-expanded]').first();
  const title = (await first.textContent())?.trim() ?? '';
  await tabTo(page, (focus) => focus.element === `<button> ${title.slice(0, 40)}`, 40);
  await expectToggles(page, first);
});

test('a failure toast is reached with F8 and Tab, its controls with a ring that reads on red @desktop', async ({
  page,
}) => {
  await page.route('**/rest/v1/rpc/submit_enquiry', (route) => route.fulfill({ status: 500, body: 'down' }));
  await openPage(page, '/contact');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueSender());
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Analytical Engines');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Ten thousand brooms, please.');
  await page.getByRole('button', { name: 'Send message' }).press('Enter');
  const action = page.getByRole('link', { name: 'Write an email' });
  await expect(action).toBeVisible();
  // Slid in: the list lets pointers through, so only a toast at rest is hit where it is drawn.
  await page.waitForFunction(() => document.getAnimations().length === 0);

  await page.keyboard.press('F8');
  const list = await expectVisibleFocus(page, 'F8');
  expect(list.element, 'F8 moves focus to the notifications').toMatch(/^<ol>/);

  await page.keyboard.press('Tab');
  await expectVisibleFocus(page, 'the toast');
  for (const name of ['Write an email', 'Close']) {
    await page.keyboard.press('Tab');
    expect((await expectVisibleFocus(page, name)).element).toContain(name);
  }
  await page.keyboard.press('Enter');
  await expect(action).toBeHidden();
});
