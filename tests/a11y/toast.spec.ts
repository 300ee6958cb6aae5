/**
 * The failure toast of the contact form as a visitor on a phone meets it: it never covers the Send button
 * they may press again (WCAG 2.4.11, focus not obscured), whether the button sits mid-screen or where a
 * thumb leaves it, at the bottom; and its title never breaks inside a word ("messag/e").
 */
import { expect, type Page, test } from '@playwright/test';
import { text } from '../e2e/site';
import { overlaps, wordsBrokenWithoutHyphen } from './layout';
import { type Locale, locales, localize, waitForApp } from './site';

const box = async (element: ReturnType<Page['locator']>, what: string) => {
  const rect = await element.boundingBox();
  if (!rect) throw new Error(`${what} has no box`);
  return { ...rect, what };
};

const fillAndSend = async (page: Page, locale: Locale, where: 'middle' | 'bottom') => {
  for (const [name, value] of Object.entries({
    name: 'Zoë Müller',
    email: 'zoe.mueller@example.ch',
    company: 'Bürstenhandel Basel AG',
    message: 'Zwanzigtausend Naturbürsten mit unserem Logo, bitte.',
  }))
    await page.locator(`form [name="${name}"]`).fill(value);
  const send = page.getByRole('button', { name: text(locale, 'contact.form.send') });
  // Mid-screen, as a tap after scrolling to it leaves it, or at the bottom edge, under the thumb.
  await send.evaluate(
    (button, block) => button.scrollIntoView({ block: block === 'middle' ? 'center' : 'end' }),
    where,
  );
  await send.click();
  return send;
};

/** Every language with the button under the thumb; English also with it mid-screen. */
const cases = [
  ...locales.map((locale) => ({ locale, where: 'bottom' as const })),
  { locale: 'en' as const, where: 'middle' as const },
];

for (const { locale, where } of cases)
  test(`in ${locale}, the failure toast leaves the Send button free (button at the ${where} of the screen) @mobile`, async ({
    page,
  }) => {
    // The send fails on the server's side (a machine without a network would count as offline).
    await page.addInitScript(() => Object.defineProperty(navigator, 'onLine', { get: () => true }));
    await page.route('**/rest/v1/rpc/submit_enquiry', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await page.goto(localize('/contact', locale));
    await waitForApp(page, locale);
    const send = await fillAndSend(page, locale, where);
    const toast = page.getByRole('region', { name: /\(F8\)/ }).getByRole('listitem');
    await expect(toast).toContainText(text(locale, 'contact.form.error.title'));
    // Wait until it has slid in: the last frames of its animation decide where it ends.
    await expect.poll(() => toast.evaluate((item) => item.getAnimations().length)).toBe(0);
    const toastBox = await box(toast, 'the toast');
    const sendBox = await box(send, 'Send');
    expect(
      overlaps(toastBox, sendBox),
      `toast ${JSON.stringify(toastBox)} over Send ${JSON.stringify(sendBox)}`,
    ).toBe(false);
    await expect(send).toBeInViewport();
    expect(await page.evaluate(wordsBrokenWithoutHyphen, '[role="region"] li')).toEqual([]);
  });
