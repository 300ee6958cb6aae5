/**
 * The /admin inbox on the configured build, against the local backend that plays its Supabase project:
 * an enquiry stored by a visitor arrives, newest first and marked new; opened with the keyboard it shows
 * the message, product family and language; marked answered it stays so after a reload; the CSV export
 * holds it. A failed read offers "Try again" (a route handler injects the 500).
 */
import { readFileSync } from 'node:fs';
import { admin, servicesBackendOrigin as api, restoreSession, uniqueMarker, uniqueSender } from '../backend';
import { expect, test } from '../fixtures';
import { text } from '../site';
import { failBackend, quietMedia, servicesEnv } from './fakes';

// /admin previews the hero video an admin may have set in the shared backend.
test.beforeEach(({ page }) => quietMedia(page));

const inbox = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: text('en', 'ui.inbox.title') });

test('an enquiry arrives in the inbox: opened, marked answered for good, exported as CSV', async ({
  page,
}) => {
  const marker = uniqueMarker(test.info().testId);
  const name = `Luca Inbox ${test.info().testId.slice(0, 8)}`;
  const stored = await fetch(`${api}/rest/v1/rpc/submit_enquiry`, {
    method: 'POST',
    headers: { apikey: servicesEnv.VITE_SUPABASE_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name,
      email: uniqueSender(test.info().testId),
      company: 'Ferramenta Ticino SA',
      message: `Buongiorno,\nci servono 5 000 palette. ${marker}`,
      product: 'dustpans',
      language: 'it',
    }),
  });
  expect(stored.status).toBe(200);
  expect(await stored.json()).toBe('new');

  await restoreSession(page, api, admin);
  await page.goto('/admin');
  const row = inbox(page).getByRole('button', { name: new RegExp(name) });
  await expect(row).toHaveAccessibleName(new RegExp(`^${text('en', 'ui.inbox.status.new')}\\b`));
  // Newest first (other tests store enquiries in the same backend meanwhile: the order is what is checked).
  const received = await inbox(page)
    .locator('button[aria-expanded] time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(received.length).toBeGreaterThan(0);
  expect(received).toEqual([...received].sort().reverse());

  await row.focus();
  await page.keyboard.press('Enter');
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await row.getAttribute('aria-controls')}`);
  await expect(panel.getByText(marker)).toBeVisible();
  await expect(panel.getByText(text('en', 'products.dustpans.title'))).toBeVisible();
  await expect(panel.getByText('Italian')).toBeVisible();
  await expect(panel.getByRole('link', { name: text('en', 'ui.inbox.reply') })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${uniqueSender(test.info().testId)}\\?subject=Your%20enquiry%20to%20`),
  );
  // The save itself, awaited: when the row does not turn "Answered", the failure says what the backend
  // answered (or that no request was made).
  // One press, and again if no save went out within 10 s: in 1 of some 20 CI runs the press was lost (the
  // button kept the focus, no request was made) while other tests' enquiries re-rendered the list. A second
  // press is what a person would do; no save at all still fails (noted in the stop's closing note).
  let response: Awaited<ReturnType<typeof page.waitForResponse>> | undefined;
  await expect(async () => {
    const saved = page.waitForResponse(
      (candidate) =>
        candidate.url().includes('/rest/v1/enquiries') && candidate.request().method() === 'PATCH',
      { timeout: 10_000 },
    );
    const mark = panel.getByRole('button', { name: text('en', 'ui.inbox.markAnswered') });
    if (await mark.isVisible()) await mark.click();
    response = await saved;
  }).toPass({ timeout: 40_000 });
  if (!response) throw new Error('no save of the status was made');
  expect(response.status(), `the update answered: ${await response.text()}`).toBe(200);
  await expect(panel.getByRole('button', { name: text('en', 'ui.inbox.markNew') })).toBeFocused();
  await expect(row).toHaveAccessibleName(new RegExp(`^${text('en', 'ui.inbox.status.answered')}\\b`));

  await page.reload();
  await expect(inbox(page).getByRole('button', { name: new RegExp(name) })).toHaveAccessibleName(
    new RegExp(`^${text('en', 'ui.inbox.status.answered')}\\b`),
  );

  const download = page.waitForEvent('download');
  await inbox(page)
    .getByRole('button', { name: text('en', 'ui.inbox.export') })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path()) ?? '', 'utf8');
  expect(
    csv.startsWith(
      '\uFEFF"Received","Status","Held (not emailed)","Name","Email","Company","Product family","Language","Quantity","Unit","Target delivery date","Destination country","Packaging and labelling","Target price per unit","Currency","Message"\r\n',
    ),
  ).toBe(true);
  expect(csv).toContain(`"${name}"`);
  expect(csv).toContain(`"Buongiorno,\nci servono 5 000 palette. ${marker}"`);
  expect(csv).toContain(`"${text('en', 'products.dustpans.title')}","Italian"`);
});

test('a failed read of the inbox says so and offers "Try again"', async ({ page, expectConsole }) => {
  expectConsole(/enquiries could not be read/, /status of 500/);
  await fetch(`${api}/rest/v1/rpc/submit_enquiry`, {
    method: 'POST',
    headers: { apikey: servicesEnv.VITE_SUPABASE_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Retry Test',
      email: uniqueSender(test.info().testId),
      company: 'Retry AG',
      message: `Please send a catalogue. ${uniqueMarker(test.info().testId)}`,
    }),
  });
  await restoreSession(page, api, admin);
  const caught = await failBackend(page, '/rest/v1/enquiries', { status: 500 }, 'GET');
  await page.goto('/de/admin');
  const region = page.getByRole('region', { name: text('de', 'ui.inbox.title') });
  await expect(region.getByRole('alert')).toContainText(text('de', 'ui.inbox.error'));
  expect(caught.length).toBeGreaterThan(0);
  await page.unrouteAll({ behavior: 'wait' });
  await region.getByRole('button', { name: text('de', 'ui.inbox.retry') }).click();
  await expect(region.locator('button[aria-expanded]').first()).toBeVisible();
});
