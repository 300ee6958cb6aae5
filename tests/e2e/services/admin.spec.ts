/**
 * Settings, sign-in, the /admin guard and the admin area through the real supabase-js client, with
 * Supabase's auth and REST APIs answered by route handlers that apply the migrations' row level security.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../fixtures';
import { address, text, waitForApp } from '../site';
import { toast } from './contact';
import { admin, FakeSupabase, member, restoreSession, servicesEnv, sessionStorageKey } from './fakes';

/** The chunk of the configured build that holds supabase-js (its GoTrueClient), as the browser asks for it. */
const supabaseJsChunk = (): string => {
  const assets = join(import.meta.dirname, '../../../site/dist-services/assets');
  const chunks = readdirSync(assets).filter(
    (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('GoTrueClient'),
  );
  expect(chunks).toHaveLength(1);
  return `/assets/${chunks[0]}`;
};

const video = 'https://media.example.com/brushes/hero.mp4';

// The video host answers with an empty clip: the tests look at addresses, not at playback.
test.beforeEach(async ({ page }) => {
  await page.route('https://media.example.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'video/mp4', body: '' }),
  );
});

test.describe('site settings', () => {
  test('the hero plays the video address read anonymously from site_settings', async ({ page }) => {
    const supabase = await new FakeSupabase(page).install();
    supabase.heroVideoUrl = video;
    await page.goto('/');
    // The setting is read once the app has started (when the browser is idle): a plain REST request.
    await expect(page.locator('video')).toHaveAttribute('src', video, { timeout: 15_000 });
    const read = supabase.requests.find((request) => request.url().includes('/rest/v1/site_settings'));
    const query = new URL(read?.url() ?? 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      select: 'setting_value',
      setting_key: 'eq.hero_video_url',
      limit: '1',
    });
    expect(read?.headers().authorization).toBe(`Bearer ${read?.headers().apikey}`);
  });

  test('a failed read means no video, and the page works', async ({ page, expectConsole }) => {
    expectConsole(/Site settings could not be read/, /status of 500/);
    const supabase = await new FakeSupabase(page).install();
    supabase.failing.settings = true;
    await page.goto('/');
    await waitForApp(page, 'en');
    await expect.poll(() => supabase.requests.length).toBeGreaterThan(0);
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home.hero.title'));
  });

  for (const value of ['javascript:alert(1)', 'http://media.example.com/brushes/hero.mp4'])
    test(`a value that is not an https address is ignored: ${value}`, async ({ page }) => {
      const supabase = await new FakeSupabase(page).install();
      supabase.heroVideoUrl = value;
      await page.goto('/');
      await expect.poll(() => supabase.requests.length).toBeGreaterThan(0);
      await waitForApp(page, 'en');
      await expect(page.locator('video')).toHaveCount(0);
    });

  test('the read is anonymous even for a signed-in admin, and no public page loads supabase-js', async ({
    page,
  }) => {
    test.slow(); // seven page loads, each to a started app
    const supabase = await new FakeSupabase(page).install();
    supabase.heroVideoUrl = video;
    await restoreSession(page, admin);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', '/de', '/fr/about', '/it/products', '/es/contact', '/legal-notice']) {
      await page.goto(path);
      await page.keyboard.press('Shift'); // starts the app at once
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    }
    await expect(page.locator('video')).toHaveCount(0); // the last page has no hero
    await page.goto('/');
    await page.keyboard.press('Shift');
    await expect(page.locator('video')).toHaveAttribute('src', video, { timeout: 15_000 });
    const reads = supabase.requests.filter((request) => request.url().includes('/rest/v1/site_settings'));
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) {
      // The project's public key, never the staff member's token (SPEC §6: public reads are anonymous).
      expect(read.headers().authorization).toBe(`Bearer ${servicesEnv.VITE_SUPABASE_ANON_KEY}`);
      expect(read.headers().apikey).toBe(servicesEnv.VITE_SUPABASE_ANON_KEY);
    }
    expect(supabase.requests.filter((request) => !request.url().includes('/rest/v1/site_settings'))).toEqual(
      [],
    );
    const library = supabaseJsChunk();
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((script) => script === library)).toEqual([]);
  });

  test('public pages other than the home page never contact Supabase', async ({ page }) => {
    const supabase = await new FakeSupabase(page).install();
    await page.goto('/products');
    await waitForApp(page, 'en');
    await page.goto('/de/contact');
    await waitForApp(page, 'de');
    expect(supabase.requests).toEqual([]);
  });
});

test.describe('sign-in and the /admin guard', () => {
  test('without a session /admin goes to sign-in, replacing itself in the history', async ({ page }) => {
    await new FakeSupabase(page).install();
    await page.goto('/about');
    await waitForApp(page, 'en');
    await page.goto('/admin');
    await page.waitForURL('/login?next=%2Fadmin');
    await expect(page.getByLabel(text('en', 'signIn.password'))).toBeVisible();
    await page.goBack();
    await page.waitForURL('/about');
  });

  test("the sign-in form leads to the privacy notice, in the page's language", async ({ page }) => {
    await new FakeSupabase(page).install();
    await page.goto('/it/login');
    await waitForApp(page, 'it');
    const form = page.getByRole('form');
    await expect(form.getByText(text('it', 'forms.privacyNote.text'))).toBeVisible();
    const link = form.getByRole('link', { name: text('it', 'forms.privacyNote.link') });
    await expect(link).toHaveAttribute('href', '/it/privacy');
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('it', 'privacy.title'));
  });

  test('an admin signs in and lands in the admin area, in their language', async ({ page }) => {
    const supabase = await new FakeSupabase(page).install();
    await page.goto('/de/admin');
    await page.waitForURL('/de/login?next=%2Fadmin');
    await page.getByLabel(text('de', 'signIn.email')).fill(` ${admin.email} `);
    await page.getByLabel(text('de', 'signIn.password')).fill(admin.password);
    await page.getByRole('button', { name: text('de', 'signIn.submit') }).click();
    await page.waitForURL('/de/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'site.admin.title'));
    await expect(page.getByText(admin.email)).toBeVisible();
    const signIn = supabase.requests.find((request) => request.url().includes('/auth/v1/token'));
    expect(signIn?.postDataJSON()).toMatchObject({ email: admin.email, password: admin.password });
    const stored = await page.evaluate((key) => localStorage.getItem(key), sessionStorageKey);
    expect(JSON.parse(stored ?? '{}').user.id).toBe(admin.id);
  });

  test('a wrong password is refused with a clear message; the e-mail stays', async ({
    page,
    expectConsole,
  }) => {
    expectConsole(/status of 400/);
    await new FakeSupabase(page).install();
    await page.goto('/login');
    await page.getByLabel(text('en', 'signIn.email')).fill(admin.email);
    await page.getByLabel(text('en', 'signIn.password')).fill('wrong password');
    await page.getByRole('button', { name: text('en', 'signIn.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(text('en', 'site.login.error.credentials'));
    await expect(page.getByLabel(text('en', 'signIn.email'))).toHaveValue(admin.email);
    await expect(page.getByLabel(text('en', 'signIn.password'))).toHaveValue('');
    await expect(page.getByLabel(text('en', 'signIn.password'))).toBeFocused();
    expect(address(page)).toBe('/login');
  });

  test('an unreachable sign-in service is told apart from wrong credentials', async ({
    page,
    expectConsole,
  }) => {
    expectConsole(/status of 503/);
    const supabase = await new FakeSupabase(page).install();
    supabase.failing.signIn = true;
    await page.goto('/it/login');
    await page.getByLabel(text('it', 'signIn.email')).fill(admin.email);
    await page.getByLabel(text('it', 'signIn.password')).fill(admin.password);
    await page.getByRole('button', { name: text('it', 'signIn.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(text('it', 'site.login.error.unavailable'));
  });

  test('a signed-in user without the admin role is turned away with "Access Denied"', async ({ page }) => {
    await new FakeSupabase(page).install();
    await restoreSession(page, member);
    await page.goto('/fr/admin');
    await expect(toast(page)).toContainText(text('fr', 'site.admin.denied.title'));
    await expect(toast(page)).toContainText(text('fr', 'site.admin.denied.description'));
    await page.waitForURL('/fr');
  });

  test('a failed role lookup is logged and counts as "user"', async ({ page, expectConsole }) => {
    expectConsole(/role lookup failed/, /status of 500/);
    const supabase = await new FakeSupabase(page).install();
    supabase.failing.roles = true;
    await restoreSession(page, admin);
    await page.goto('/admin');
    await expect(toast(page)).toContainText(text('en', 'site.admin.denied.title'));
    await page.waitForURL('/');
  });

  test('a tampered stored session is ignored: the visitor is simply signed out', async ({ page }) => {
    await new FakeSupabase(page).install();
    await page.addInitScript(
      (key) => localStorage.setItem(key, '{"access_token":<script>'),
      sessionStorageKey,
    );
    await page.goto('/admin');
    await page.waitForURL('/login?next=%2Fadmin');
    await expect(page.getByLabel(text('en', 'signIn.email'))).toBeVisible();
  });
});

test.describe('the admin area', () => {
  test('a returning admin edits the hero video: checked, previewed, saved through RLS', async ({ page }) => {
    const supabase = await new FakeSupabase(page).install();
    await restoreSession(page, admin);
    await page.goto('/admin');
    const input = page.getByLabel(text('en', 'site.admin.video.label'));
    await expect(input).toHaveValue('');
    await expect(input).toBeEditable();

    await input.fill('javascript:alert(1)');
    await page.getByRole('button', { name: text('en', 'site.admin.video.save') }).click();
    await expect(page.getByText(text('en', 'site.admin.video.invalid'))).toBeVisible();
    await expect(input).toBeFocused();
    expect(supabase.writes).toEqual([]);

    await input.fill(video);
    await expect(page.locator('figure video')).toHaveAttribute('src', video);
    await page.getByRole('button', { name: text('en', 'site.admin.video.save') }).click();
    await expect(toast(page)).toContainText(text('en', 'site.admin.video.saved.title'));
    expect(supabase.writes).toEqual([{ setting_key: 'hero_video_url', setting_value: video }]);

    await page.goto('/');
    // The setting is read once the app has started (when the browser is idle): a plain REST request.
    await expect(page.locator('video')).toHaveAttribute('src', video, { timeout: 15_000 });
  });

  test('a refused save keeps what was typed and says so', async ({ page, expectConsole }) => {
    expectConsole(/could not be saved/, /status of 403/);
    const supabase = await new FakeSupabase(page).install();
    await restoreSession(page, admin);
    await page.goto('/admin');
    const input = page.getByLabel(text('en', 'site.admin.video.label'));
    await expect(input).toBeEditable();
    // The role changed since the page opened: the database now refuses the write.
    supabase.users = supabase.users.map((user) =>
      user.id === admin.id ? { ...user, role: undefined } : user,
    );
    await input.fill(video);
    await page.getByRole('button', { name: text('en', 'site.admin.video.save') }).click();
    await expect(toast(page)).toContainText(text('en', 'site.admin.video.failed.title'));
    await expect(input).toHaveValue(video);
  });

  test('signing out ends the session and leaves the admin area', async ({ page }) => {
    const supabase = await new FakeSupabase(page).install();
    await restoreSession(page, admin);
    await page.goto('/es/admin');
    await page.getByRole('button', { name: text('es', 'site.admin.signOut') }).click();
    await page.waitForURL('/es/login?next=%2Fadmin');
    expect(supabase.requests.some((request) => request.url().includes('/auth/v1/logout'))).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), sessionStorageKey)).toBeNull();
  });
});
