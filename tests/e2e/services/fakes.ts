/**
 * The services build's environment, EmailJS answered by a route handler (a third party the tests cannot
 * call), and the failures route handlers inject into the real local backend that plays its Supabase
 * project (a 500, a 503, no answer). Everything else reaches that backend.
 */
import type { Page, Route } from '@playwright/test';
import { localAnonKey } from '../../../site/src/configShape.ts';
import { servicesBackendOrigin } from '../backend.ts';

/** The build under test is made with these values (playwright.config.ts); none of them is a real account. */
export const servicesEnv = {
  VITE_SUPABASE_URL: servicesBackendOrigin,
  VITE_SUPABASE_ANON_KEY: localAnonKey,
  VITE_EMAILJS_PUBLIC_KEY: 'e2e-public-key',
  VITE_EMAILJS_SERVICE_ID: 'service_e2e',
  VITE_EMAILJS_TEMPLATE_ID: 'template_e2e',
  VITE_ENQUIRY_RECIPIENT: 'enquiries@example.com',
  // The video host the admin tests set videos on (`quietMedia` answers it).
  VITE_VIDEO_HOSTS: 'https://media.example.com',
};

/** The services build's own origin (where its pages are), for CORS on injected answers. */
const siteOrigin = 'http://localhost:4332';

const cors = {
  'Access-Control-Allow-Origin': siteOrigin,
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, OPTIONS',
  'Access-Control-Expose-Headers': '*',
};

/**
 * Injects a failure into calls to the backend whose path starts with `path`: an error status with a
 * PostgREST- or GoTrue-shaped body, or no answer at all (`hang`). Returns the requests it caught.
 */
export const failBackend = async (
  page: Page,
  path: string,
  failure: { status: number; body?: object } | 'hang',
  method?: string,
) => {
  const caught: string[] = [];
  await page.route(
    (url) => url.origin === servicesBackendOrigin && url.pathname.startsWith(path),
    (route: Route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS' || (method && request.method() !== method)) return route.fallback();
      caught.push(request.url());
      if (failure === 'hang') return; // never answered: the site's own time limit must end the wait
      return route.fulfill({
        status: failure.status,
        headers: { ...cors, 'Content-Type': 'application/json' },
        body: JSON.stringify(
          failure.body ?? { code: 'XX000', details: null, hint: null, message: 'injected failure' },
        ),
      });
    },
  );
  return caught;
};

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
      const headers = { ...cors, 'Access-Control-Allow-Origin': '*' };
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
      this.sent.push(request.postDataJSON());
      if (this.mode === 'hang') return;
      if (this.mode === 'error')
        return route.fulfill({ status: 400, headers, body: 'The service ID is invalid' });
      return route.fulfill({ status: 200, headers, body: 'OK' });
    });
    return this;
  }
}

/**
 * The video host answers with an empty clip: the hero video an admin set in the shared backend (and the
 * editor's preview) loads without the network, which the tests do not have.
 */
export const quietMedia = (page: Page) =>
  page.route('https://media.example.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'video/mp4', body: '' }),
  );
