import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { parsePo } from '../../scripts/po.ts';
import { watchConsole } from '../package/watchConsole.ts';

/** The library's text for a message id in a language, from the catalog the microsite loads (Swiss German). */
const ui = (locale: 'en' | 'de', id: string) => {
  const po = readFileSync(
    new URL(`../../packages/ui/src/i18n/locales/${locale === 'de' ? 'de-CH' : locale}.po`, import.meta.url),
    'utf8',
  );
  const entry = parsePo(po).entries.find((e) => e.id === id);
  if (!entry?.str) throw new Error(`${locale}.po has no text for ${id}`);
  return entry.str;
};

/** Waits until Next.js has hydrated the page (its router sets `window.next`). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => Boolean((window as { next?: { version?: string } }).next?.version));

test("the English home page renders in the partner's own theme (makeTheme, Turbopack), from server and client components", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/en/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brushes for a tidy home, made to last');
  // The partner's own range in ProductsSection: four products, two full rows on a wide screen.
  const products = page.locator('#products article');
  await expect(products.getByRole('heading', { level: 3 })).toHaveText([
    'Hall broom',
    'Dustpan set',
    'Dish brush',
    'Window squeegee',
  ]);
  const tops = await products.evaluateAll((cards) =>
    cards.map((card) => Math.round(card.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size, 'rows of the range').toBe(test.info().project.name.endsWith('desktop') ? 2 : 4);
  const theme = await page.evaluate(() => ({
    primary: getComputedStyle(document.documentElement).getPropertyValue('--brand-palette-primary500').trim(),
    radius: getComputedStyle(document.querySelector('#products article') as Element).borderRadius,
  }));
  expect(theme, "the partner's palette and square corners, from makeTheme").toEqual({
    primary: '#2f6db5',
    radius: '4px',
  });
  // The FAQ section is a client component: it opens an answer on click.
  await page.getByRole('button', { name: 'Can I buy replacement heads?' }).click();
  await expect(page.getByText('Every Alpenhaus store stocks heads')).toBeVisible();
  await expect(page).toHaveScreenshot('partner-microsite-home.png', { fullPage: true });
  expect(problems).toEqual([]);
});

test("the German pages speak German, the library's own messages included", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/de/contact/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt zu Alpenhaus');
  await expect(page.getByRole('textbox', { name: ui('de', 'contact.form.email') })).toBeVisible();
  // Sending the empty form shows the library's German validation messages.
  await page.getByRole('button', { name: ui('de', 'contact.form.send') }).click();
  await expect(page.getByText(ui('de', 'contact.form.validation.companyRequired')).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('by keyboard: skip link, navigation through the router, a sent enquiry and its toast', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/en/');
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: ui('en', 'ui.skipLink.label') })).toBeFocused();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/contact\/$/);
  expect(
    await page.evaluate(() => 'sameDocument' in window),
    'the library link navigated through Next.js',
  ).toBe(true);

  const form = page.locator('form');
  const field = (id: string) => form.getByRole('textbox', { name: ui('en', `contact.form.${id}`) });
  await field('name').focus();
  await page.keyboard.type('Erika Muster');
  await field('email').fill('erika@example.ch');
  await field('company').fill('Hotel Alpina');
  await field('message').fill('Do you deliver hall brooms to Chur?');
  await form.getByRole('button', { name: ui('en', 'contact.form.send') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
  await expect(field('name')).toHaveValue('');
  expect(problems).toEqual([]);
});
