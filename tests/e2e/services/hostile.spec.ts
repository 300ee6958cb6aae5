/**
 * Hostile input where sign-in is configured: markup and script, control characters, direction
 * overrides, emoji and accents, and 10,000+ characters in the sign-in form (kept as text, refused with a
 * clear message or sent as typed), and a `?next=` that points off the site (refused: the visitor lands
 * in /admin). The contact form's cases run on the other build (../hostile.spec.ts).
 */
import type { Page } from '@playwright/test';
import { admin, servicesBackendOrigin as api, restoreSession } from '../backend';
import { expect, test, watchForInjection } from '../fixtures';
import { text, waitForApp } from '../site';
import { quietMedia } from './fakes';

// /admin previews the hero video an admin may have set in the shared backend.
test.beforeEach(({ page }) => quietMedia(page));

const email = (page: Page) => page.getByLabel(text('en', 'signIn.email'));
const password = (page: Page) => page.getByLabel(text('en', 'signIn.password'));
const submit = (page: Page) => page.getByRole('button', { name: text('en', 'signIn.submit') });

/** The e-mail and password of each sign-in request the page sends to the backend, as it sends them. */
const watchSignIns = (page: Page) => {
  const sent: { email: string; password: string }[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${api}/auth/v1/token`) && request.method() === 'POST') {
      const { email, password } = request.postDataJSON() as { email: string; password: string };
      sent.push({ email, password });
    }
  });
  return sent;
};

test('markup and script in the sign-in form stay text: refused with a clear message, nothing runs', async ({
  page,
  expectConsole,
}) => {
  expectConsole(/status of 400/);
  const signIns = watchSignIns(page);
  const nothingRan = watchForInjection(page);
  await page.goto('/login');
  await waitForApp(page, 'en');
  const hostileEmail = '<img src=x onerror="alert(1);window.pwned=1">';
  const hostilePassword = '"><script>alert(2)</script><svg onload=alert(3)>';
  await email(page).fill(hostileEmail);
  await password(page).fill(hostilePassword);
  await submit(page).click();
  await expect(page.getByText(text('en', 'signIn.validation.emailInvalid'))).toBeVisible();
  await expect(email(page)).toBeFocused();
  await expect(email(page)).toHaveValue(hostileEmail);
  await expect(password(page)).toHaveValue(hostilePassword);
  expect(signIns).toEqual([]);

  // A real address with that password: sent as typed, refused by the service, the e-mail kept.
  await email(page).fill(admin.email);
  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText(text('en', 'site.login.error.credentials'), {
    timeout: 30_000,
  });
  expect(signIns).toEqual([{ email: admin.email, password: hostilePassword }]);
  await expect(email(page)).toHaveValue(admin.email);
  await nothingRan();
});

test('control characters, direction overrides, emoji and accents: kept, and a password sent exactly as typed', async ({
  page,
  expectConsole,
}) => {
  expectConsole(/status of 400/);
  const signIns = watchSignIns(page);
  await page.goto('/login');
  await waitForApp(page, 'en');
  const oddEmail = 'zoë\u0000@exämple.ch\u202e';
  const oddPassword = ' p\u00e4ss\u0007w\u00f6rd \u202e🔑\u0000\u001b[0m\u007f👨‍👩‍👧 ';
  await email(page).fill(oddEmail);
  await password(page).fill(oddPassword);
  await submit(page).click();
  await expect(page.getByText(text('en', 'signIn.validation.emailInvalid'))).toBeVisible();
  await expect(email(page)).toHaveValue(oddEmail);
  await expect(password(page)).toHaveValue(oddPassword);

  await email(page).fill(admin.email);
  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText(text('en', 'site.login.error.credentials'), {
    timeout: 30_000,
  });
  // Spaces, control characters and all: a password is never trimmed or cleaned.
  expect(signIns).toEqual([{ email: admin.email, password: oddPassword }]);
});

test('10,000+ characters: the sign-in form says what is wrong and keeps the text, nothing is sent', async ({
  page,
}) => {
  const signIns = watchSignIns(page);
  await page.goto('/login');
  await waitForApp(page, 'en');
  const longEmail = `${'a'.repeat(10_000)}@example.com`;
  const longPassword = '🔑'.repeat(10_000);
  await email(page).fill(longEmail);
  await password(page).fill(longPassword);
  await submit(page).click();
  await expect(page.getByText(text('en', 'signIn.validation.emailInvalid'))).toBeVisible();
  await expect(page.getByText(text('en', 'signIn.validation.passwordTooLong'))).toBeVisible();
  await expect(email(page)).toHaveValue(longEmail);
  await expect(password(page)).toHaveValue(longPassword);
  expect(signIns).toEqual([]);
});

test.describe('without JavaScript, or before the app has started', () => {
  test.use({ javaScriptEnabled: false });

  test('sending the sign-in form never puts the password in the address (regression: it was a GET)', async ({
    page,
  }) => {
    await page.goto('/login');
    await email(page).fill(admin.email);
    await password(page).fill(admin.password);
    const sent = page.waitForRequest((request) => request.isNavigationRequest());
    await submit(page).click();
    const request = await sent;
    expect(request.method()).toBe('POST');
    expect(new URL(request.url()).search).toBe('');
    await page.waitForLoadState();
    expect(page.url()).not.toContain(encodeURIComponent(admin.password).slice(0, 8));
    expect(new URL(page.url()).search).toBe('');
  });
});

test.describe('a ?next= that leads off the site', () => {
  const unsafe = [
    'https://evil.example/',
    '//evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    ' //evil.example',
    'https:evil.example',
    // A path of this site until a browser resolves it: `//evil.example`.
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
  ];
  for (const next of unsafe) {
    test(`is refused after sign-in: ${next}`, async ({ page }) => {
      const nothingRan = watchForInjection(page);
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await email(page).fill(admin.email);
      await password(page).fill(admin.password);
      await submit(page).click();
      await page.waitForURL('/admin');
      expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL ?? '').host);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'site.admin.title'));
      await nothingRan();
    });
  }

  for (const locale of ['de', 'fr', 'it', 'es'] as const)
    test(`is refused after sign-in in ${locale} too: /..//evil.example`, async ({ page }) => {
      await page.goto(`/${locale}/login?next=${encodeURIComponent('/..//evil.example')}`);
      await page.getByLabel(text(locale, 'signIn.email')).fill(admin.email);
      await page.getByLabel(text(locale, 'signIn.password')).fill(admin.password);
      await page.getByRole('button', { name: text(locale, 'signIn.submit') }).click();
      await page.waitForURL(`/${locale}/admin`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'site.admin.title'));
    });

  test('is refused for a visitor already signed in, written raw in the address', async ({ page }) => {
    await restoreSession(page, api, admin);
    await page.goto('/de/login?next=https://evil.example/steal');
    await page.waitForURL('/de/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'site.admin.title'));
  });
});
