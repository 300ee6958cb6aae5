/**
 * The security headers `pnpm start` sends are those the build wrote for static hosts (`_headers`): on
 * every page, the 404 page, a redirect and every asset, for both builds — the one without services and
 * the one with Supabase and EmailJS configured, whose policy must let the browser reach exactly those
 * two origins (the route handlers of services/ answer only requests the policy let through). The whole
 * suite runs under these policies: fixtures.ts fails any test that meets a violation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIResponse } from '@playwright/test';
import { headersFile, inlineScriptHashes, parseHeadersFile } from '../../site/build/headers.ts';
import { expect, test } from './fixtures';
import { servicesPort } from './playwright.config';
import { servicesEnv } from './services/fakes';
import { text } from './site';

const site = join(import.meta.dirname, '../../site');

type Build = {
  dist: string;
  /** Where the e2e configuration serves it. */
  origin: string;
  /** What its policy lets pages connect to and play. */
  connect: string[];
  media: string[];
};

const builds: Build[] = [
  // Without a Supabase project the local backend is on the site's own origin; without video hosts, videos
  // come from there only.
  { dist: 'dist', origin: 'http://localhost:4331', connect: ["'self'"], media: ["'self'"] },
  {
    dist: 'dist-services',
    origin: `http://localhost:${servicesPort}`,
    connect: ["'self'", servicesEnv.VITE_SUPABASE_URL, 'https://api.emailjs.com'],
    // Exactly the video hosts the build names, never any https address.
    media: ["'self'", servicesEnv.VITE_VIDEO_HOSTS],
  },
];

/** The headers a build's `_headers` gives every address (`/*`), as the preview sends them over http. */
const shippedHeaders = (dist: string): Record<string, string> => {
  const rules = parseHeadersFile(readFileSync(join(site, dist, headersFile), 'utf8'));
  const everywhere = rules.find((rule) => rule.path === '/*');
  if (!everywhere) throw new Error(`${dist}/_headers has no /* rule`);
  return Object.fromEntries(
    everywhere.headers.map(([name, value]) => [
      name.toLowerCase(),
      value.replace('; upgrade-insecure-requests', ''),
    ]),
  );
};

/** A policy as a map of directive → sources. */
const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

/** The response's headers that the build's `_headers` sets everywhere. */
const securityHeadersOf = (response: APIResponse, names: string[]): Record<string, string | undefined> =>
  Object.fromEntries(names.map((name) => [name, response.headers()[name]]));

for (const build of builds) {
  // Read in each test, not when the file is loaded: dist-services is built once the tests are listed.
  test.describe(`the ${build.dist} build`, () => {
    test('sends its security headers on pages, the 404 page, a redirect and assets', async ({ request }) => {
      const shipped = shippedHeaders(build.dist);
      const names = Object.keys(shipped);
      const home = await request.get(`${build.origin}/`);
      const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(await home.text())?.[1];
      expect(entry, 'the module script of the home page').toBeTruthy();
      const answers: [string, number][] = [
        ['/', 200],
        ['/de/about', 200],
        ['/no-such-page', 404],
        ['/about/', 301],
        [entry ?? '', 200],
        ['/favicon.svg', 200],
        ['/sitemap.xml', 200],
      ];
      for (const [path, status] of answers) {
        const response = await request.get(`${build.origin}${path}`, { maxRedirects: 0 });
        expect(response.status(), path).toBe(status);
        expect(securityHeadersOf(response, names), path).toEqual(shipped);
      }
      const asset = await request.get(`${build.origin}${entry}`);
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers()['content-type']).toMatch(/^text\/javascript/);
      // An address under /assets/ with no file: a 404, not cached (once deployed, the file must load).
      const missing = await request.get(`${build.origin}/assets/not-deployed-yet.js`);
      expect(missing.status()).toBe(404);
      expect(missing.headers()['cache-control'] ?? '').not.toMatch(/immutable|max-age=[1-9]/);
    });

    test('publishes no source map, no manifest and no host config to visitors', async ({ request }) => {
      const dist = join(site, build.dist);
      const files = readdirSync(dist, { recursive: true }).map(String);
      expect(files.filter((file) => file.endsWith('.map') || file.startsWith('.'))).toEqual([]);
      // Kept beside the build for an error tracker.
      const meta = readdirSync(join(site, `${build.dist}-meta`), { recursive: true }).map(String);
      expect(meta).toContain('manifest.json');
      expect(meta.filter((file) => file.endsWith('.js.map')).length).toBeGreaterThan(10);
      const home = await (await request.get(`${build.origin}/`)).text();
      const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(home)?.[1] ?? '';
      const script = await (await request.get(`${build.origin}${entry}`)).text();
      expect(script, 'no sourceMappingURL comment').not.toContain('sourceMappingURL');
      for (const path of [
        `${entry}.map`,
        '/.vite/manifest.json',
        '/%2evite/manifest.json',
        '/_headers',
        '/nginx-headers.conf',
      ]) {
        const response = await request.get(`${build.origin}${path}`, { maxRedirects: 0 });
        expect(response.status(), path).toBe(404);
      }
    });

    test('has a strict policy: its inline scripts by hash, its services, no framing', () => {
      const shipped = shippedHeaders(build.dist);
      expect(Object.keys(shipped)).toEqual([
        'content-security-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
        'permissions-policy',
        'cross-origin-opener-policy',
      ]);
      const policy = directives(shipped['content-security-policy'] ?? '');
      const hashes = inlineScriptHashes(join(site, build.dist));
      // At least the start-up script of every page and the one of 404.html.
      expect(hashes.length).toBeGreaterThanOrEqual(2);
      expect(policy.get('script-src')).toEqual(["'self'", ...hashes]);
      expect(policy.get('connect-src')).toEqual(build.connect);
      expect(policy.get('media-src')).toEqual(build.media);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(shipped['content-security-policy']).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
      expect(shipped['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(shipped['x-content-type-options']).toBe('nosniff');
      expect(shipped['x-frame-options']).toBe('DENY');
      expect(shipped['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(shipped['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    });
  });
}

test('the browser enforces the policy: an injected inline script is blocked and reported', async ({
  browser,
  baseURL,
}) => {
  // A context of its own: the test's fixtures fail any test that meets a violation, and this one provokes it.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/about');
  const outcome = await page.evaluate(
    () =>
      new Promise<{ ran: boolean; directive: string }>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve({
            ran: (window as Window & { injected?: boolean }).injected === true,
            directive: event.effectiveDirective,
          }),
        );
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
      }),
  );
  expect(outcome).toEqual({ ran: false, directive: 'script-src-elem' });
  await context.close();
});

test('another site cannot show a page in a frame', async ({ page, expectConsole }) => {
  expectConsole(/frame-ancestors/);
  await page.setContent('<iframe title="framed" src="http://localhost:4331/about"></iframe>');
  const frame = page.frameLocator('iframe');
  await expect
    .poll(() =>
      page
        .frames()
        .find((f) => f !== page.mainFrame())
        ?.url(),
    )
    .toMatch(/^chrome-error:|^about:blank$/);
  await expect(frame.getByRole('heading', { name: text('en', 'about.title') })).toHaveCount(0);
});
