/**
 * Enquiries on the configured build: stored first in the Supabase project (a local backend on the real
 * migrations) with one plain request, then the sales mailbox notified through the real @emailjs/browser
 * client (EmailJS answered by a route handler). A stored enquiry whose e-mail fails is still a success;
 * a refused store, a time-out and offline keep every value and offer an e-mail instead. Also: the draft
 * across a reload, one send per click, the rate limit, the honeypot, and hostile text.
 */

import { readFileSync } from 'node:fs';
import {
  admin,
  servicesBackendOrigin as api,
  restoreSession,
  storedEnquiry,
  uniqueMarker,
  uniqueSender,
} from '../backend';
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
import { FakeEmailJs, failBackend, quietMedia, servicesEnv } from './fakes';

const failureLogged = /ContactForm: the message could not be sent/;

/** This test's own enquiry: its sender and message are unique, so it is found among the others. */
const mine = (): Enquiry => ({
  ...enquiry,
  email: uniqueSender(test.info().testId),
  message: `${enquiry.message} ${uniqueMarker(test.info().testId)}`,
});

test('an enquiry is stored with one request, then EmailJS gets exactly its template; the form empties', async ({
  page,
}) => {
  const emailjs = await new FakeEmailJs(page).install();
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
  const sent = mine();
  await openContact(page, '/de/contact');
  await fillEnquiry(page, sent);
  await sendButton(page, 'de').click();
  await expect(toast(page)).toContainText(text('de', 'contact.form.success.title'));
  expect(posts).toEqual([`${api}/rest/v1/rpc/submit_enquiry`, 'https://api.emailjs.com/api/v1.0/email/send']);
  expect(await storedEnquiry(api, sent.message)).toMatchObject({
    ...sent,
    product: null,
    language: 'de',
    status: 'new',
  });
  expect(emailjs.sent).toEqual([
    {
      lib_version: '4.4.1',
      user_id: servicesEnv.VITE_EMAILJS_PUBLIC_KEY,
      service_id: servicesEnv.VITE_EMAILJS_SERVICE_ID,
      template_id: servicesEnv.VITE_EMAILJS_TEMPLATE_ID,
      template_params: {
        from_name: sent.name,
        from_email: sent.email,
        company: sent.company,
        message: sent.message,
        product: '',
        quote: '',
        to_email: servicesEnv.VITE_ENQUIRY_RECIPIENT,
      },
    },
  ]);
  await expectValues(page, { name: '', email: '', company: '', message: '' });
  // Nothing is left to restore after a successful send.
  await page.reload();
  await expect(field(page, 'message')).toHaveValue('');
});

test('a product card asks for a quote: the family is chosen, stored and named in the e-mail', async ({
  page,
}) => {
  const emailjs = await new FakeEmailJs(page).install();
  await page.goto('/fr/products');
  const card = page.locator('article#wood-components');
  const family = text('fr', 'products.woodComponents.title');
  await card.getByRole('link', { name: text('fr', 'products.quoteFor', { family }) }).click();
  await page.waitForURL('/fr/contact?product=wood-components#contact-form');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const choice = page.getByRole('combobox', { name: text('fr', 'contact.form.product') });
  await expect(choice).toHaveValue('wood-components');
  const sent = mine();
  await fillEnquiry(page, sent);
  await sendButton(page, 'fr').click();
  await expect(toast(page)).toContainText(text('fr', 'contact.form.success.title'));
  expect(await storedEnquiry(api, sent.message)).toMatchObject({
    product: 'wood-components',
    language: 'fr',
  });
  expect(emailjs.sent[0]).toMatchObject({ template_params: { product: 'wood-components' } });
  await expect(choice).toHaveValue('');
});

test('a stored enquiry whose e-mail fails is a success for the visitor; the failure is only logged', async ({
  page,
  expectConsole,
}) => {
  expectConsole(/the e-mail to the sales mailbox failed/, /status of 400/);
  const emailjs = await new FakeEmailJs(page).install();
  emailjs.mode = 'error';
  const sent = mine();
  await openContact(page);
  await fillEnquiry(page, sent);
  await sendButton(page).click();
  await expect(toast(page)).toContainText(text('en', 'contact.form.success.title'));
  expect(emailjs.sent).toHaveLength(1);
  expect(await storedEnquiry(api, sent.message)).toMatchObject({ status: 'new' });
});

test('a refused store keeps every value, offers the enquiry as an e-mail, and sends no e-mail', async ({
  page,
  expectConsole,
}) => {
  expectConsole(failureLogged, /status of 500/);
  const emailjs = await new FakeEmailJs(page).install();
  await failBackend(page, '/rest/v1/rpc/submit_enquiry', { status: 500 });
  const sent = mine();
  await openContact(page, '/de/contact');
  await fillEnquiry(page, sent);
  await sendButton(page, 'de').click();
  await expect(toast(page)).toContainText(text('de', 'contact.form.error.title'));
  await expect(toast(page)).toContainText(text('de', 'contact.form.error.description'));
  const mail = toast(page).getByRole('link', { name: text('de', 'site.enquiry.mailto') });
  const href = decodeURIComponent((await mail.getAttribute('href')) ?? '');
  expect(href).toContain(`mailto:${servicesEnv.VITE_ENQUIRY_RECIPIENT}?subject=Anfrage von ${sent.company}`);
  expect(href).toContain(sent.message);
  await expectValues(page, sent);
  await expect(sendButton(page, 'de')).toBeEnabled();
  expect(emailjs.sent).toEqual([]);
});

test('a store that gets no answer ends after the time limit, values kept', async ({
  page,
  expectConsole,
}) => {
  expectConsole(failureLogged);
  await page.clock.install();
  await new FakeEmailJs(page).install();
  const caught = await failBackend(page, '/rest/v1/rpc/submit_enquiry', 'hang');
  const sent = mine();
  await openContact(page);
  await fillEnquiry(page, sent);
  await sendButton(page).click();
  await expect(page.getByRole('button', { name: text('en', 'contact.form.sending') })).toBeVisible();
  await expect.poll(() => caught.length).toBe(1);
  await page.clock.fastForward(15_000);
  await expect(toast(page)).toContainText(text('en', 'contact.form.error.title'));
  await expectValues(page, sent);
});

test('offline, nothing is sent: the visitor is told, values kept; back online it goes', async ({
  page,
  context,
  expectConsole,
}) => {
  expectConsole(failureLogged);
  const emailjs = await new FakeEmailJs(page).install();
  const sent = mine();
  await openContact(page);
  await fillEnquiry(page, sent);
  await context.setOffline(true);
  await sendButton(page).click();
  await expect(toast(page)).toContainText(text('en', 'site.enquiry.offline.title'));
  await expectValues(page, sent);
  expect(emailjs.sent).toEqual([]);
  await context.setOffline(false);
  await sendButton(page).click();
  await expect(toast(page)).toContainText(text('en', 'contact.form.success.title'));
  expect(emailjs.sent).toHaveLength(1);
  expect(await storedEnquiry(api, sent.message)).toBeTruthy();
});

test('the draft survives a reload of the page', async ({ page }) => {
  await openContact(page, '/fr/contact');
  await fillEnquiry(page);
  await page.reload();
  await expectValues(page, enquiry);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a double click stores once', async ({ page }) => {
  const emailjs = await new FakeEmailJs(page).install();
  const sent = mine();
  await openContact(page);
  await fillEnquiry(page, sent);
  await sendButton(page).dblclick();
  await expect(toast(page)).toContainText(text('en', 'contact.form.success.title'));
  expect(emailjs.sent).toHaveLength(1);
  const stored = (await storedEnquiry(api, sent.message)) ? 1 : 0;
  expect(stored).toBe(1);
});

test('more than three enquiries in ten minutes are refused by the browser without a request', async ({
  page,
  expectConsole,
}) => {
  expectConsole(failureLogged);
  const emailjs = await new FakeEmailJs(page).install();
  await openContact(page);
  // Three senders: the database would refuse a fourth from one address anyway.
  for (let i = 1; i <= 3; i += 1) {
    await fillEnquiry(page, {
      ...mine(),
      email: `e2e-limit${i}-${test.info().testId.slice(0, 12)}@example.ch`,
    });
    await sendButton(page).click();
    await expect(field(page, 'message')).toHaveValue('');
  }
  const fourth = mine();
  await fillEnquiry(page, fourth);
  await sendButton(page).click();
  await expect(toast(page)).toContainText(text('en', 'site.enquiry.rateLimited.title'));
  expect(emailjs.sent).toHaveLength(3);
  await expectValues(page, fourth);
});

test('a fourth enquiry from one address the database refuses (429) says so, in words of its own', async ({
  page,
  expectConsole,
}) => {
  expectConsole(failureLogged, /status of 429/);
  await new FakeEmailJs(page).install();
  // Three enquiries from this address arrived from elsewhere in the last minutes.
  const sent = mine();
  for (let i = 0; i < 3; i += 1)
    await fetch(`${api}/rest/v1/rpc/submit_enquiry`, {
      method: 'POST',
      headers: { apikey: servicesEnv.VITE_SUPABASE_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...sent, message: `${sent.message} (${i})`, language: 'en' }),
    });
  await openContact(page);
  await fillEnquiry(page, sent);
  await sendButton(page).click();
  await expect(toast(page)).toContainText(text('en', 'site.enquiry.senderLimited.title'));
  await expect(toast(page)).toContainText(text('en', 'site.enquiry.senderLimited.description'));
  await expect(toast(page)).not.toContainText(text('en', 'site.enquiry.rateLimited.description'));
  await expectValues(page, sent);
});

test('a bot that fills the hidden field is thanked and nothing is sent', async ({ page }) => {
  const emailjs = await new FakeEmailJs(page).install();
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
  await openContact(page);
  await fillEnquiry(page, mine());
  await page.locator('input[name="website"]').fill('http://spam.example', { force: true });
  await sendButton(page).click();
  await expect(toast(page)).toContainText(text('en', 'contact.form.success.title'));
  expect(emailjs.sent).toEqual([]);
  expect(posts).toEqual([]);
});

test('hostile text (markup, 10,000 characters, emoji, accents) travels and is stored as text; a direction override is dropped', async ({
  page,
}) => {
  const emailjs = await new FakeEmailJs(page).install();
  await openContact(page);
  const hostile: Enquiry = {
    name: '<img src=x onerror="window.pwned=1">Zoë ‮evil',
    email: `zoe-${test.info().testId.slice(0, 16)}@example.ch`,
    company: '"><script>window.pwned=2</script> Ñandú & Søn 🧹',
    message:
      `${uniqueMarker(test.info().testId)} ${'<b>Brosse</b> à cheveux 🪵 — '.repeat(400)}`.slice(0, 9_996) +
      'end.',
  };
  await fillEnquiry(page, hostile);
  await page.reload();
  await expectValues(page, hostile);
  await sendButton(page).click();
  await expect(toast(page)).toContainText(text('en', 'contact.form.success.title'));
  // The right-to-left override (U+202E) would turn text around in the inbox and the e-mail: dropped.
  const stored = { ...hostile, name: hostile.name.replace('\u202e', '') };
  expect(stored.name).toBe('<img src=x onerror="window.pwned=1">Zoë evil');
  expect(emailjs.sent[0]).toMatchObject({
    template_params: {
      from_name: stored.name,
      from_email: hostile.email,
      company: hostile.company,
      message: hostile.message,
    },
  });
  expect(await storedEnquiry(api, uniqueMarker(test.info().testId))).toMatchObject(stored);
  expect(await page.evaluate(() => (window as Window & { pwned?: number }).pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a buyer's quote from a family card: the form on screen, every field stored, in the inbox, the CSV and the e-mail", async ({
    page,
  }) => {
    const emailjs = await new FakeEmailJs(page).install();
    // The inbox at the end shows the hero video's preview another test may have saved in this backend.
    await quietMedia(page);
    await page.goto('/de/products');
    const family = text('de', 'products.dustpans.title');
    await page
      .locator('article#dustpans')
      .getByRole('link', { name: text('de', 'products.quoteFor', { family }) })
      .click();
    await page.waitForURL('/de/contact?product=dustpans#contact-form');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    // Lands on the form itself: the chosen family is on the phone's first screen (it was 1.4 screens down).
    const choice = page.getByRole('combobox', { name: text('de', 'contact.form.product') });
    await expect(choice).toHaveValue('dustpans');
    await expect(choice).toBeInViewport();

    const sent = { ...mine(), name: `Quote Buyer ${test.info().testId.slice(0, 8)}` };
    await fillEnquiry(page, sent);
    await page.getByLabel(text('de', 'contact.form.quote.quantity'), { exact: true }).fill("20'000");
    await page.getByRole('combobox', { name: text('de', 'contact.form.quote.unit') }).selectOption('pallets');
    await page.getByLabel(text('de', 'contact.form.quote.deliveryDate'), { exact: true }).fill('2030-03-15');
    await page.getByLabel(text('de', 'contact.form.quote.destination'), { exact: true }).fill('Deutschland');
    await page
      .getByLabel(text('de', 'contact.form.quote.packaging'), { exact: true })
      .fill('Verkaufsfertig, EAN-13');
    await page.getByLabel(text('de', 'contact.form.quote.targetPrice'), { exact: true }).fill('1,20');
    await page.getByRole('combobox', { name: text('de', 'contact.form.quote.currency') }).selectOption('CHF');
    await sendButton(page, 'de').click();
    await expect(toast(page)).toContainText(text('de', 'contact.form.success.title'));

    expect(await storedEnquiry(api, sent.message)).toMatchObject({
      product: 'dustpans',
      quantity: 20000,
      quantity_unit: 'pallets',
      delivery_date: '2030-03-15',
      destination: 'Deutschland',
      packaging: 'Verkaufsfertig, EAN-13',
      target_price: 1.2,
      price_currency: 'CHF',
    });
    expect(emailjs.sent[0]).toMatchObject({
      template_params: {
        product: 'dustpans',
        quote: [
          "Quantity: 20'000 pallets",
          'Target delivery date: 2030-03-15',
          'Destination: Deutschland',
          'Packaging and labelling: Verkaufsfertig, EAN-13',
          'Target price: CHF 1,20 per pallet',
        ].join('\n'),
      },
    });

    // The sales team reads it in the inbox and the CSV.
    await restoreSession(page, api, admin);
    await page.goto('/admin');
    const row = page.getByRole('button', { name: new RegExp(sent.name) });
    await row.click();
    const panel = page.locator(`#${await row.getAttribute('aria-controls')}`);
    for (const fact of [
      `${text('en', 'ui.inbox.quantity')}20,000 ${text('en', 'ui.inbox.unit.pallets')}`,
      `${text('en', 'ui.inbox.deliveryDate')}March 15, 2030`,
      `${text('en', 'ui.inbox.destination')}Deutschland`,
      `${text('en', 'ui.inbox.packaging')}Verkaufsfertig, EAN-13`,
      `${text('en', 'ui.inbox.targetPrice')}CHF 1.20`,
    ])
      await expect(panel.locator('dl')).toContainText(fact);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text('en', 'ui.inbox.export') }).click();
    const csv = readFileSync((await (await download).path()) ?? '', 'utf8');
    expect(csv).toContain(
      `"20000","${text('en', 'site.admin.csv.pallets')}","2030-03-15","Deutschland","Verkaufsfertig, EAN-13","1.20","CHF","${sent.message}"`,
    );
  });
});
