/**
 * A page is shown before its app starts (the contact page's at its load event, the others' when the
 * browser is idle; src/boot/defer.ts). What the visitor does meanwhile is not lost.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdTheApp } from './holdApp';
import { enquiry, expectValues, field, fillEnquiry, sendButton, toast } from './services/contact';
import { text } from './site';

const started = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

test('an enquiry typed before the app has started stays in the form and is sent as typed', async ({
  page,
}) => {
  const { release } = await holdTheApp(page);
  await page.goto('/contact');
  await fillEnquiry(page);
  release();
  await started(page);
  await expectValues(page, enquiry);

  await sendButton(page).click();
  await expect(toast(page)).toContainText(text('en', 'contact.form.success.title'));
  await expect(field(page, 'message')).toHaveValue('');
});

test('what was typed before the app started wins over a draft kept from earlier in the tab', async ({
  page,
}) => {
  await page.goto('/contact');
  await started(page);
  await field(page, 'message').fill('An older draft');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('contact-draft'))).toContain('older');

  const { release } = await holdTheApp(page);
  await page.reload();
  await fillEnquiry(page);
  release();
  await started(page);
  await expectValues(page, enquiry);
  // …and it is the draft now: a reload brings it back.
  await page.reload();
  await started(page);
  await expectValues(page, enquiry);
});

test('an enquiry typed and sent before the app has started goes out once it has, and the form empties', async ({
  page,
}) => {
  const { release } = await holdTheApp(page);
  await page.goto('/contact');
  await fillEnquiry(page);
  await sendButton(page).click();
  release();
  await expect(toast(page)).toContainText(text('en', 'contact.form.success.title'));
  for (const name of ['name', 'email', 'company', 'message'] as const)
    await expect(field(page, name)).toHaveValue('');
});
