/**
 * The build without accounts: the contact form delivers into the local outbox that `pnpm start` serves
 * on the site's own origin (the real @emailjs/browser client, pointed there), and /admin explains that
 * sign-in is not configured.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { outboxDir } from './playwright.config';
import { enquiry, expectValues, fillEnquiry, openContact, sendButton, toast } from './services/contact';
import { text } from './site';

/** The enquiries the outbox has kept so far. */
const outbox = (): { template_params: Record<string, string>; service_id: string }[] => {
  try {
    return readFileSync(join(outboxDir, 'enquiries.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
};

test('without EmailJS, an enquiry lands in the local outbox', async ({ page }) => {
  const mine = { ...enquiry, message: `Outbox check ${test.info().testId}: ${enquiry.message}` };
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
  await openContact(page, '/es/contact');
  await fillEnquiry(page, mine);
  await sendButton(page, 'es').click();
  await expect(toast(page)).toContainText(text('es', 'contact.form.success.title'));
  expect(posts).toEqual([new URL('/api/v1.0/email/send', page.url()).href]);
  const kept = outbox().find((line) => line.template_params.message === mine.message);
  expect(kept?.template_params).toEqual({
    from_name: mine.name,
    from_email: mine.email,
    company: mine.company,
    message: mine.message,
    to_email: 'info@rhein-brush-wood.ch',
  });
  await expectValues(page, { name: '', email: '', company: '', message: '' });
});
