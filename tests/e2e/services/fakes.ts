/**
 * Stand-ins for Supabase and EmailJS, answered by Playwright route handlers: the site's real supabase-js
 * and @emailjs/browser clients run unchanged against them. Each test gets its own (state per page).
 */
import type { Page, Request, Route } from '@playwright/test';

/** The build under test is made with these values (playwright.config.ts); none of them is a real account. */
export const servicesEnv = {
  VITE_SUPABASE_URL: 'https://e2e-project.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_e2e-only-not-a-real-key',
  VITE_EMAILJS_PUBLIC_KEY: 'e2e-public-key',
  VITE_EMAILJS_SERVICE_ID: 'service_e2e',
  VITE_EMAILJS_TEMPLATE_ID: 'template_e2e',
  VITE_ENQUIRY_RECIPIENT: 'enquiries@example.com',
};

/** Where supabase-js keeps the session (`sb-<project ref>-auth-token`). */
export const sessionStorageKey = 'sb-e2e-project-auth-token';

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': '*',
};

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({
    status,
    headers: { ...cors, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export type FakeUser = { id: string; email: string; password: string; role?: 'admin' | 'user' };

export const admin: FakeUser = {
  id: '00000000-0000-4000-8000-00000000a001',
  email: 'admin@example.com',
  password: 'correct horse battery staple',
  role: 'admin',
};
export const member: FakeUser = {
  id: '00000000-0000-4000-8000-00000000b002',
  email: 'staff@example.com',
  password: 'another long password',
};

/** A session as Supabase's auth API returns it (and supabase-js stores it), valid for an hour. */
export const sessionFor = (user: FakeUser) => {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: [
      base64url({ alg: 'HS256', typ: 'JWT' }),
      base64url({
        sub: user.id,
        email: user.email,
        role: 'authenticated',
        aud: 'authenticated',
        exp: now + 3600,
      }),
      'e2e-signature',
    ].join('.'),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: `refresh-${user.id}`,
    user: {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      app_metadata: { provider: 'email' },
      user_metadata: {},
      created_at: '2026-01-05T08:00:00Z',
    },
  };
};

/** Puts a session into localStorage before the site starts, as a returning staff member has it. */
export const restoreSession = (page: Page, user: FakeUser) =>
  page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    sessionStorageKey,
    JSON.stringify(sessionFor(user)),
  ] as const);

/** The user a request's bearer token belongs to, if any. */
const userOf = (request: Request, users: FakeUser[]): FakeUser | undefined => {
  const token = request.headers().authorization?.replace(/^Bearer /, '') ?? '';
  const [, payload] = token.split('.');
  if (!payload) return undefined;
  try {
    const { sub } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return users.find((user) => user.id === sub);
  } catch {
    return undefined;
  }
};

/**
 * Supabase: password sign-in and sign-out, `user_roles` and `site_settings` through PostgREST, with
 * row level security as the migrations define it (only an admin's token may write settings).
 */
export class FakeSupabase {
  users: FakeUser[] = [admin, member];
  heroVideoUrl: string | null = null;
  /** Answer reads of the table with a server error. */
  failing = { settings: false, roles: false, signIn: false };
  /** Every request, for assertions on what the site asked. */
  requests: Request[] = [];
  writes: unknown[] = [];
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async install() {
    await this.page.route(`${new URL(servicesEnv.VITE_SUPABASE_URL).origin}/**`, (route) =>
      this.answer(route),
    );
    return this;
  }

  private answer(route: Route) {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    this.requests.push(request);
    const url = new URL(request.url());
    const who = userOf(request, this.users);

    if (url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'password') {
      if (this.failing.signIn)
        return json(route, 503, { code: 'unexpected_failure', msg: 'Service unavailable' });
      const { email, password } = request.postDataJSON();
      const user = this.users.find((u) => u.email === email && u.password === password);
      if (!user)
        return json(route, 400, {
          code: 'invalid_credentials',
          error_code: 'invalid_credentials',
          msg: 'Invalid login credentials',
        });
      return json(route, 200, sessionFor(user));
    }
    if (url.pathname === '/auth/v1/logout') return route.fulfill({ status: 204, headers: cors });
    if (url.pathname === '/auth/v1/user')
      return who ? json(route, 200, sessionFor(who).user) : json(route, 401, { msg: 'no session' });

    if (url.pathname === '/rest/v1/user_roles' && request.method() === 'GET') {
      if (this.failing.roles) return json(route, 500, { code: 'XX000', message: 'role lookup failed' });
      // RLS: a signed-in user reads only their own row; anonymous reads nothing.
      const asked = url.searchParams.get('user_id')?.replace(/^eq\./, '');
      const rows = who && who.id === asked && who.role ? [{ role: who.role }] : [];
      return json(route, 200, rows);
    }
    if (url.pathname === '/rest/v1/site_settings') {
      if (request.method() === 'GET') {
        if (this.failing.settings)
          return json(route, 500, { code: 'XX000', message: 'settings unavailable' });
        return json(route, 200, [{ setting_value: this.heroVideoUrl }]);
      }
      if (request.method() === 'POST') {
        if (who?.role !== 'admin')
          return json(route, 403, {
            code: '42501',
            message: 'new row violates row-level security policy for table "site_settings"',
          });
        const body = request.postDataJSON();
        this.writes.push(body);
        this.heroVideoUrl = (Array.isArray(body) ? body[0] : body).setting_value;
        return route.fulfill({ status: 201, headers: cors });
      }
    }
    return json(route, 404, { message: `not faked: ${request.method()} ${url.pathname}` });
  }
}

/** EmailJS's API: records each send; answers OK, an error, or nothing at all. */
export class FakeEmailJs {
  sent: Record<string, unknown>[] = [];
  mode: 'ok' | 'error' | 'hang' = 'ok';
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async install() {
    await this.page.route('https://api.emailjs.com/**', (route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      this.sent.push(request.postDataJSON());
      if (this.mode === 'hang') return; // never answered: the site's own time limit must end the wait
      if (this.mode === 'error')
        return route.fulfill({ status: 400, headers: cors, body: 'The service ID is invalid' });
      return route.fulfill({ status: 200, headers: cors, body: 'OK' });
    });
    return this;
  }
}
