/**
 * The staff side on the default build, as a new developer tries it (issue 22's "done means"): no account
 * anywhere, the local backend that `pnpm start` serves on the site's own origin, accounts from
 * `pnpm staff:add` (backend.setup.ts). A visitor sends an enquiry from /de/contact and another through a
 * product card's quote link; the admin signs in at /login and finds both in the /admin inbox, marks one
 * answered, and the CSV holds both. (Saving the hero video and seeing it played is in services/admin.spec.ts,
 * on the same backend: here a video set for one test would reach every other test's home page.)
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { admin, uniqueMarker, uniqueSender } from './backend';
import { expect, test } from './fixtures';
import { enquiry, fillEnquiry, openContact, sendButton, toast } from './services/contact';
import { text } from './site';

const row = (page: Page, name: string) =>
  page
    .getByRole('region', { name: text('en', 'ui.inbox.title') })
    .getByRole('button', { name: new RegExp(name) });

test('two enquiries arrive (one for a quote), the admin signs in, answers one and exports them', async ({
  page,
}) => {
  test.slow(); // a whole working session: four pages, two sends, a sign-in, a download
  // Unique per run of the test, so `--repeat-each` can hunt a flake without the runs meeting each other.
  const id = `${test.info().testId.slice(0, 8)}r${test.info().repeatEachIndex}`;
  const marker = uniqueMarker(`${test.info().testId}r${test.info().repeatEachIndex}`);

  // A visitor writes from the German contact page.
  const german = {
    ...enquiry,
    name: `Zoë Staff ${id}`,
    email: uniqueSender(`de${id}`),
    message: `${enquiry.message} ${marker}`,
  };
  await openContact(page, '/de/contact');
  await fillEnquiry(page, german);
  await sendButton(page, 'de').click();
  await expect(toast(page)).toContainText(text('de', 'contact.form.success.title'));

  // Another asks for a quote from the dustpans card.
  // In English again (the German enquiry before has made German the remembered language).
  await page.goto('/products?lng=en');
  const dustpans = text('en', 'products.dustpans.title');
  await page
    .locator('article#dustpans')
    .getByRole('link', { name: text('en', 'products.quoteFor', { family: dustpans }) })
    .click();
  await page.waitForURL('/contact?product=dustpans#contact-form');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await expect(page.getByRole('combobox', { name: text('en', 'contact.form.product') })).toHaveValue(
    'dustpans',
  );
  const quote = {
    ...enquiry,
    name: `Quote Staff ${id}`,
    email: uniqueSender(`q${id}`),
    message: `A quote for dustpans, please. ${marker}`,
  };
  await fillEnquiry(page, quote);
  await sendButton(page).click();
  await expect(toast(page)).toContainText(text('en', 'contact.form.success.title'));

  // The admin signs in (the account `pnpm staff:add admin@example.com --admin` made).
  await page.goto('/admin');
  await page.waitForURL('/login?next=%2Fadmin');
  await page.getByLabel(text('en', 'signIn.email')).fill(admin.email);
  await page.getByLabel(text('en', 'signIn.password')).fill(admin.password);
  await page.getByRole('button', { name: text('en', 'signIn.submit') }).click();
  await page.waitForURL('/admin');

  // Both enquiries are there, the quote request first (newest), both new.
  await expect(row(page, quote.name)).toBeVisible();
  await expect(row(page, german.name)).toBeVisible();
  const names = await page
    .locator('button[aria-expanded]')
    .evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ''));
  expect(names.findIndex((name) => name.includes(quote.name))).toBeLessThan(
    names.findIndex((name) => name.includes(german.name)),
  );
  await expect(row(page, quote.name)).toHaveAccessibleName(
    new RegExp(`^${text('en', 'ui.inbox.status.new')}\\b.*${dustpans}`),
  );
  await row(page, german.name).click();
  const panel = page.locator(`#${await row(page, german.name).getAttribute('aria-controls')}`);
  await expect(panel.getByText(german.message)).toBeVisible();
  await expect(panel.getByText('German')).toBeVisible();
  // The save itself, awaited: when the row does not turn "Answered", the failure says what the backend
  // answered (or that no request was made).
  const saved = page.waitForResponse(
    (response) => response.url().includes('/rest/v1/enquiries') && response.request().method() === 'PATCH',
  );
  await panel.getByRole('button', { name: text('en', 'ui.inbox.markAnswered') }).click();
  const response = await saved;
  expect(response.status(), `the update answered: ${await response.text()}`).toBe(200);
  await expect(row(page, german.name)).toHaveAccessibleName(
    new RegExp(`^${text('en', 'ui.inbox.status.answered')}\\b`),
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: text('en', 'ui.inbox.export') }).click();
  const csv = readFileSync((await (await download).path()) ?? '', 'utf8');
  expect(csv).toContain(`"${german.name}"`);
  expect(csv).toContain(`"${quote.name}"`);
});

test('without a video host in its configuration, the video editor says so instead of naming an http origin', async ({
  page,
}) => {
  await page.goto('/login?next=%2Fadmin');
  await page.getByLabel(text('en', 'signIn.email')).fill(admin.email);
  await page.getByLabel(text('en', 'signIn.password')).fill(admin.password);
  await page.getByRole('button', { name: text('en', 'signIn.submit') }).click();
  await page.waitForURL('/admin');
  const input = page.getByLabel(text('en', 'site.admin.video.label'));
  const save = page.getByRole('button', { name: text('en', 'site.admin.video.save') });
  // The site's own origin is http here: it is not offered, the https rule stands.
  await input.fill(`${new URL(page.url()).origin}/hero.mp4`);
  await save.click();
  await expect(page.getByText(text('en', 'site.admin.video.invalid'))).toBeVisible();
  // An https address: no host could take it, and the message says what to do, not "use http://localhost".
  await input.fill('https://media.example.com/hero.mp4');
  await save.click();
  await expect(page.getByText(text('en', 'site.admin.video.noHost'))).toBeVisible();
  await expect(page.getByText(new URL(page.url()).origin)).toHaveCount(0);
  // Enter in the field with the mistake: focus stays there, so the form's status says what is wrong.
  await input.fill('ftp://media.example.com/hero.mp4');
  await input.press('Enter');
  await expect(input).toBeFocused();
  await expect(
    page.getByRole('form', { name: text('en', 'site.admin.video.title') }).getByRole('status'),
  ).toHaveText(`${text('en', 'ui.form.correctField')} ${text('en', 'site.admin.video.invalid')}`);
});
