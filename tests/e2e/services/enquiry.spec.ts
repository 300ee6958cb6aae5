/**
 * Enquiries through the real @emailjs/browser client, with EmailJS's API answered by a route handler:
 * the exact payload, success, failure, time-out and offline (values kept, an e-mail offered instead), the
 * draft kept across a reload, one send per click, the rate limit, the honeypot, and hostile text.
 */
import { expect, test } from '../fixtures';
import { text } from '../site';
import {
  type Enquiry,
  enquiry,
  expectValues,
  field,
  fillEnquiry,
  openContact,
  sendButton,
  toast,
} from './contact';
import { FakeEmailJs, servicesEnv } from './fakes';

const failureLogged = /ContactForm: the message could not be sent/;

test('an enquiry posts exactly the template EmailJS expects, then the form empties and a toast confirms', async ({
  page,
}) => {
  const emailjs = await new FakeEmailJs(page).install();
  await openContact(page);
  await fillEnquiry(page);
  await sendButton(page).click();
  await expect(toast(page)).toContainText(text('en', 'contact.form.success.title'));
  expect(emailjs.sent).toEqual([
    {
      lib_version: '4.4.1',
      user_id: servicesEnv.VITE_EMAILJS_PUBLIC_KEY,
      service_id: servicesEnv.VITE_EMAILJS_SERVICE_ID,
      template_id: servicesEnv.VITE_EMAILJS_TEMPLATE_ID,
      template_params: {
        from_name: enquiry.name,
        from_email: enquiry.email,
        company: enquiry.company,
        message: enquiry.message,
        to_email: servicesEnv.VITE_ENQUIRY_RECIPIENT,
      },
    },
  ]);
  await expectValues(page, { name: '', email: '', company: '', message: '' });
  // Nothing is left to restore after a successful send.
  await page.reload();
  await expect(field(page, 'message')).toHaveValue('');
});

test('a refused send keeps every value and offers the enquiry as an e-mail', async ({
  page,
  expectConsole,
}) => {
  expectConsole(failureLogged, /status of 400/);
  const emailjs = await new FakeEmailJs(page).install();
  emailjs.mode = 'error';
  await openContact(page, '/de/contact');
  await fillEnquiry(page);
  await sendButton(page, 'de').click();
  await expect(toast(page)).toContainText(text('de', 'contact.form.error.title'));
  await expect(toast(page)).toContainText(text('de', 'contact.form.error.description'));
  const mail = toast(page).getByRole('link', { name: text('de', 'site.enquiry.mailto') });
  const href = decodeURIComponent((await mail.getAttribute('href')) ?? '');
  expect(href).toContain(
    `mailto:${servicesEnv.VITE_ENQUIRY_RECIPIENT}?subject=Anfrage von ${enquiry.company}`,
  );
  expect(href).toContain(enquiry.message);
  await expectValues(page, enquiry);
  await expect(sendButton(page, 'de')).toBeEnabled();
});

test('a send that gets no answer ends after the time limit, values kept', async ({ page, expectConsole }) => {
  expectConsole(failureLogged);
  await page.clock.install();
  const emailjs = await new FakeEmailJs(page).install();
  emailjs.mode = 'hang';
  await openContact(page);
  await fillEnquiry(page);
  await sendButton(page).click();
  await expect(page.getByRole('button', { name: text('en', 'contact.form.sending') })).toBeVisible();
  await expect.poll(() => emailjs.sent.length).toBe(1);
  await page.clock.fastForward(15_000);
  await expect(toast(page)).toContainText(text('en', 'contact.form.error.title'));
  await expectValues(page, enquiry);
});

test('offline, nothing is sent: the visitor is told, values kept', async ({
  page,
  context,
  expectConsole,
}) => {
  expectConsole(failureLogged);
  const emailjs = await new FakeEmailJs(page).install();
  await openContact(page);
  await fillEnquiry(page);
  await context.setOffline(true);
  await sendButton(page).click();
  await expect(toast(page)).toContainText(text('en', 'site.enquiry.offline.title'));
  await expectValues(page, enquiry);
  expect(emailjs.sent).toEqual([]);
  await context.setOffline(false);
  await sendButton(page).click();
  await expect(toast(page)).toContainText(text('en', 'contact.form.success.title'));
  expect(emailjs.sent).toHaveLength(1);
});

test('the draft survives a reload of the page', async ({ page }) => {
  await new FakeEmailJs(page).install();
  await openContact(page, '/fr/contact');
  await fillEnquiry(page);
  await page.reload();
  await expectValues(page, enquiry);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a double click sends once', async ({ page }) => {
  const emailjs = await new FakeEmailJs(page).install();
  await openContact(page);
  await fillEnquiry(page);
  await sendButton(page).dblclick();
  await expect(toast(page)).toContainText(text('en', 'contact.form.success.title'));
  expect(emailjs.sent).toHaveLength(1);
});

test('more than three enquiries in ten minutes are refused without a request', async ({
  page,
  expectConsole,
}) => {
  expectConsole(failureLogged);
  const emailjs = await new FakeEmailJs(page).install();
  await openContact(page);
  for (let i = 1; i <= 3; i += 1) {
    await fillEnquiry(page, { ...enquiry, message: `${enquiry.message} (${i})` });
    await sendButton(page).click();
    await expect(field(page, 'message')).toHaveValue('');
  }
  await fillEnquiry(page);
  await sendButton(page).click();
  await expect(toast(page)).toContainText(text('en', 'site.enquiry.rateLimited.title'));
  expect(emailjs.sent).toHaveLength(3);
  await expectValues(page, enquiry);
});

test('a bot that fills the hidden field is thanked and nothing is sent', async ({ page }) => {
  const emailjs = await new FakeEmailJs(page).install();
  await openContact(page);
  await fillEnquiry(page);
  await page.locator('input[name="website"]').fill('http://spam.example', { force: true });
  await sendButton(page).click();
  await expect(toast(page)).toContainText(text('en', 'contact.form.success.title'));
  expect(emailjs.sent).toEqual([]);
});

test('hostile text (markup, 10,000 characters, emoji, accents, direction marks) travels as text', async ({
  page,
}) => {
  const emailjs = await new FakeEmailJs(page).install();
  await openContact(page);
  const hostile: Enquiry = {
    name: '<img src=x onerror="window.pwned=1">Zoë ‮evil',
    email: 'zoe+test@example.ch',
    company: '"><script>window.pwned=2</script> Ñandú & Søn 🧹',
    message: `${'<b>Brosse</b> à cheveux 🪵 — '.repeat(400).slice(0, 9_996)}end.`,
  };
  await fillEnquiry(page, hostile);
  await page.reload();
  await expectValues(page, hostile);
  await sendButton(page).click();
  await expect(toast(page)).toContainText(text('en', 'contact.form.success.title'));
  expect(emailjs.sent[0]).toMatchObject({
    template_params: {
      from_name: hostile.name,
      from_email: hostile.email,
      company: hostile.company,
      message: hostile.message,
    },
  });
  expect(await page.evaluate(() => (window as Window & { pwned?: number }).pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});
