/**
 * The security headers of a build, as one table (`deployRules`: path pattern → headers) that is written
 * out twice by prerender.ts — `_headers` for Netlify and Cloudflare Pages, `nginx-headers.conf` that
 * deploy/nginx.conf includes — and sent by `pnpm start` from the `_headers` the build wrote.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { emailJsOrigin, type SiteConfig } from '../src/configShape.ts';
import { scriptHash } from './inlineScripts.ts';

/** A response header, and the headers of the addresses a path pattern matches (`/*`: every one). */
export type Header = readonly [name: string, value: string];
export type HeaderRule = { path: string; headers: Header[] };

/** What a build's policy depends on: its services and the `'sha256-…'` of its pages' inline scripts. */
export type PolicyInput = {
  config: Pick<SiteConfig, 'siteUrl' | 'supabase' | 'emailjs' | 'videoHosts'>;
  scriptHashes: readonly string[];
};

/** The file prerender.ts writes for Netlify and Cloudflare Pages, and the preview server reads. */
export const headersFile = '_headers';

/**
 * The `<style>` texts react-aria inserts at run time (usePress's rule; usePreventScroll's on iOS while the
 * drawer is open). A static host cannot vary a nonce per response, so the policy allows these exact texts
 * by hash; headers.test.ts checks them against the installed react-aria, the e2e suite catches any other.
 */
export const runtimeStyles = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
] as const;

/**
 * The Content-Security-Policy of a build. Scripts: its own files and its inline start-up scripts by hash,
 * never `'unsafe-inline'`. Style sheets: its own and `runtimeStyles` by hash; style *attributes* are
 * allowed, as the prerendered HTML carries them (vanilla-extract's `assignInlineVars`, Radix's toast
 * region). Requests: its own origin (the local backend) and the configured Supabase and EmailJS origins.
 * Videos: its own origin and exactly the hosts of `VITE_VIDEO_HOSTS` (docs/adr/0060).
 */
export const contentSecurityPolicy = (
  { config, scriptHashes }: PolicyInput,
  { upgradeInsecureRequests = false } = {},
): string => {
  const services = [config.supabase && new URL(config.supabase.url).origin, config.emailjs && emailJsOrigin];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...[...new Set(scriptHashes)].sort()].join(' '),
    ["style-src 'self'", ...runtimeStyles.map(scriptHash)].join(' '),
    "style-src-attr 'unsafe-inline'; img-src 'self' data:; font-src 'self'",
    ["connect-src 'self'", ...services.filter(Boolean)].join(' '),
    ["media-src 'self'", ...config.videoHosts].join(' '),
    // No page starts a worker or embeds a frame or an object; no other site may frame a page.
    "manifest-src 'self'; worker-src 'none'; frame-src 'none'; object-src 'none'; base-uri 'self'",
    "form-action 'self'; frame-ancestors 'none'",
    ...(upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
};

/**
 * Features no page uses, denied to the pages and what they embed (`browsing-topics`, `interest-cohort`: no
 * interest-based advertising); only names Chromium knows, as it warns about others on every page.
 */
const deniedFeatures =
  'accelerometer browsing-topics camera display-capture geolocation gyroscope hid idle-detection interest-cohort magnetometer microphone midi payment publickey-credentials-get screen-wake-lock serial usb xr-spatial-tracking';

/** The headers of every response of a build. */
export const policyHeaders = (
  input: PolicyInput,
  options?: { upgradeInsecureRequests: boolean },
): Header[] => [
  ['Content-Security-Policy', contentSecurityPolicy(input, options)],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', deniedFeatures.replace(/\S+/g, '$&=()').replaceAll(' ', ', ')],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/** The files of a build, as paths relative to it (`de/about.html`, `assets/app-….js`). */
const filesOf = (dist: string): string[] =>
  existsSync(dist)
    ? readdirSync(dist, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .sort()
    : [];

/** Script elements the browser does not run: those with `src`, and JSON or JSON-LD data. */
const notRun = /(^|\s)(src\s*=|type\s*=\s*["']?application\/(ld\+)?json\b)/i;

/** The code of each inline script of an HTML document that the browser would run. */
export const inlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes = '']) => !notRun.test(attributes))
    .map(([, , code = '']) => code);

/** The CSP sources of every distinct inline script in the HTML files of a build, sorted. */
export const inlineScriptHashes = (dist: string): string[] => {
  const html = filesOf(dist).filter((file) => file.endsWith('.html'));
  const scripts = html.flatMap((file) => inlineScripts(readFileSync(join(dist, file), 'utf8')));
  return [...new Set(scripts.map(scriptHash))].sort();
};

const forever: Header = ['Cache-Control', 'public, max-age=31536000, immutable'];

/**
 * The table of a built site: the security headers everywhere (`upgrade-insecure-requests` on https), and a
 * year of caching for each file under /assets/ (hashed names) by its own path — a pattern would also cache,
 * for a year, the 404 of an address there that has no file yet.
 */
export const deployRules = (config: PolicyInput['config'], dist: string): HeaderRule[] => [
  {
    path: '/*',
    headers: policyHeaders(
      { config, scriptHashes: inlineScriptHashes(dist) },
      { upgradeInsecureRequests: config.siteUrl.startsWith('https:') },
    ),
  },
  ...filesOf(dist)
    .filter((file) => file.startsWith('assets/'))
    .map((file) => ({ path: `/${file}`, headers: [forever] })),
];

const generated =
  '# Security headers of this build, generated by site/prerender.ts (site/build/headers.ts): do not edit.';

/** `_headers` for Netlify and Cloudflare Pages: a path pattern, then its headers indented. */
export const headersFileText = (rules: HeaderRule[]): string =>
  [
    generated,
    ...rules.flatMap(({ path, headers }) => [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)]),
    '',
  ].join('\n');

/**
 * The nginx snippet of the headers of `/*` (`always`: error pages too). nginx drops a server's
 * `add_header`s in a location that has its own, so deploy/nginx.conf includes it in each.
 */
export const nginxHeadersText = (rules: HeaderRule[]): string =>
  [
    generated,
    '# Included by deploy/nginx.conf; `always` adds them to error responses (404) too.',
    ...(rules.find((rule) => rule.path === '/*')?.headers ?? []).map(([name, value]) => {
      if (/["$\\\n]/.test(value)) throw new Error(`${name} cannot be written as an nginx string: ${value}`);
      return `add_header ${name} "${value}" always;`;
    }),
    '',
  ].join('\n');

/** The files prerender.ts writes into a build once its HTML is complete: name and content. */
export const deployHeaderFiles = (dist: string, config: PolicyInput['config']): [string, string][] => {
  const rules = deployRules(config, dist);
  return [
    [headersFile, headersFileText(rules)],
    ['nginx-headers.conf', nginxHeadersText(rules)],
  ];
};

/** Reads `_headers` text back into rules (comments and blank lines skipped). */
export const parseHeadersFile = (text: string): HeaderRule[] => {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n').filter((line) => line.trim() && !line.trimStart().startsWith('#'))) {
    const [, name, value] = /^\s+([^:]+):(.*)$/.exec(line) ?? [];
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
    else if (name && value !== undefined && rules.length)
      rules.at(-1)?.headers.push([name.trim(), value.trim()]);
    else throw new Error(`not a header line of ${headersFile}: ${line}`);
  }
  return rules;
};

/**
 * Makes `pnpm start` (vite preview) send the build's `_headers` on every response (pages, 404, redirects,
 * assets), read at each request, so the preview enforces exactly the policy that ships — over http, so
 * without `upgrade-insecure-requests`; a build made before that file existed gets them computed. Not in
 * `pnpm dev`, whose React refresh runs inline scripts.
 */
export const securityHeaders = (config: PolicyInput['config']): Plugin => ({
  name: 'brand-security-headers',
  // Before the other plugins' middlewares, so their answers (redirects, the local backend) get them too.
  enforce: 'pre',
  configurePreviewServer(server) {
    const dist = join(server.config.root, server.config.build.outDir);
    const file = join(dist, headersFile);
    let computed: HeaderRule[] | undefined;
    server.middlewares.use((req, res, next) => {
      if (!existsSync(file) && !computed) {
        server.config.logger.warn(`${file} is missing (an older build): its headers are computed now.`);
        computed = deployRules(config, dist);
      }
      const rules = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : (computed ?? []);
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      for (const { path, headers } of rules)
        if (path.endsWith('*') ? pathname.startsWith(path.slice(0, -1)) : pathname === path)
          for (const [name, value] of headers)
            res.setHeader(name, value.replace(/;\s*upgrade-insecure-requests\b/, ''));
      next();
    });
  },
});
