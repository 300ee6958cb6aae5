/**
 * The privacy notice and what it promises: the footer and the contact form lead to it in the visitor's
 * language (the sign-in form's note: services/admin.spec.ts), and a visit stores no cookie and asks no other site for anything — which
 * is why the site shows no cookie banner (docs/adr/0029-privacy-notice-no-cookie-banner.md).
 */
import { expect, test } from './fixtures';
import { localize, text, waitForApp } from './site';

for (const locale of ['de', 'es'] as const) {
  test(`in ${locale}, the footer and the contact form lead to the privacy notice, whose contents jump to each part`, {
    tag: '@responsive',
  }, async ({ page }) => {
    const privacy = localize('/privacy', locale);
    const title = text(locale, 'privacy.title');

    await page.goto(localize('/contact', locale));
    await waitForApp(page, locale);
    const fromForm = page
      .getByRole('form')
      .getByRole('link', { name: text(locale, 'forms.privacyNote.link') });
    await expect(fromForm).toHaveAttribute('href', privacy);
    const fromFooter = page
      .getByRole('contentinfo')
      .getByRole('link', { name: text(locale, 'footer.privacyNotice') });
    await expect(fromFooter).toHaveAttribute('href', privacy);
    await fromForm.click();
    await expect(page).toHaveURL(privacy);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // The contents jump to each part; the part's heading is then in view, below the fixed header.
    const contents = page.getByRole('navigation', { name: text(locale, 'privacy.contents') });
    await contents.getByRole('link', { name: text(locale, 'privacy.rights.title') }).click();
    await expect(page).toHaveURL(`${privacy}#rights`);
    const heading = page.getByRole('heading', { level: 2, name: text(locale, 'privacy.rights.title') });
    await expect(heading).toBeInViewport();
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    expect((await heading.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(headerBottom);

    await page.goto(localize('/login', locale));
    await waitForApp(page, locale);
    // The sign-in form (the local backend's) carries the same note beside its button.
    const signIn = page.getByRole('main').getByRole('form');
    await expect(signIn.getByRole('link', { name: text(locale, 'forms.privacyNote.link') })).toHaveAttribute(
      'href',
      privacy,
    );
  });
}

test('a visit to every kind of page sets no cookie and asks no other origin for anything', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) elsewhere.push(request.url());
  });
  for (const path of ['/', '/products', '/contact', '/fr/privacy', '/it/legal-notice']) {
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  }
  expect(elsewhere).toEqual([]);
  expect(await page.context().cookies()).toEqual([]);
});

test('a local build shows the company facts still to be confirmed marked as samples where the pages print them', async ({
  page,
}) => {
  const sample = text('de', 'facts.sample');
  await page.goto(localize('/legal-notice', 'de'));
  const phone = page.getByRole('main').getByRole('link', { name: /^\+41 61 000 00 00/ });
  await expect(phone).toHaveText(`+41 61 000 00 00 ${sample}`);
  await expect(page.getByRole('main').getByText(`CHE-000.000.000 MWST ${sample}`)).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(`Rhein Brush & Wood AG ${sample}`)).toBeVisible();
  await page.goto(localize('/contact', 'de'));
  await expect(page.getByRole('main').getByText(`Hafenstrasse 12 ${sample}`)).toBeVisible();
});
