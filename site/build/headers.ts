/**
 * The security headers of a build, from one place. The Content-Security-Policy follows what the build
 * talks to (its Supabase project or the local backend on its own origin, EmailJS) and allows the inline
 * scripts of its prerendered pages by hash; the other headers are fixed. prerender.ts writes them for
 * static hosts (`_headers` for Netlify and Cloudflare Pages, `nginx-headers.conf` that deploy/nginx.conf
 * includes), and `pnpm start` sends what the build wrote on every response (the `securityHeaders` plugin).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { emailJsOrigin, type SiteConfig } from '../src/configShape.ts';
import { scriptHash } from './inlineScripts.ts';

/** The CSP source of an inline style sheet's text: the same SHA-256 as for scripts. */
const styleHash = scriptHash;

/** A response header: its name and value. */
export type Header = readonly [name: string, value: string];

/** Headers for the addresses a path pattern matches (`/*`: every one; `/assets/*`: those under /assets/). */
export type HeaderRule = { path: string; headers: Header[] };

/** What a build's policy depends on: its services and the CSP sources of its pages' inline scripts. */
export type PolicyInput = {
  config: Pick<SiteConfig, 'siteUrl' | 'supabase' | 'emailjs' | 'videoHosts'>;
  /** `'sha256-…'` of each inline script (`inlineScriptHashes`). */
  scriptHashes: readonly string[];
};

/** The file prerender.ts writes for Netlify and Cloudflare Pages, and the preview server reads. */
export const headersFile = '_headers';

/** The nginx snippet prerender.ts writes beside it (`include` it, see deploy/nginx.conf). */
export const nginxHeadersFile = 'nginx-headers.conf';

/**
 * Features no page uses, denied to the pages and anything they might embed; `interest-cohort` and
 * `browsing-topics` keep the visitors out of Chrome's interest-based advertising. Only names Chromium
 * knows: it warns on every page about an unknown one (`bluetooth`, `ambient-light-sensor`,
 * `document-domain`).
 */
const deniedFeatures = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'interest-cohort',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * The `<style>` elements react-aria inserts at run time, whose text never changes: usePress's rule for
 * pressable elements (on the first one mounted) and usePreventScroll's on iOS (while the drawer is open).
 * It would give them a nonce from `<meta property="csp-nonce">`, but a static host cannot vary a nonce
 * per response, so the policy allows these exact texts by hash. headers.test.ts checks them against the
 * installed react-aria; the e2e suite, run under the policy, catches any other.
 */
export const runtimeStyles = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
] as const;

/**
 * The Content-Security-Policy of a build. Scripts: its own files and, by hash, its inline start-up
 * scripts — never `'unsafe-inline'`. Style sheets: its own files and, by hash, react-aria's
 * `runtimeStyles`; the prerendered HTML has no `<style>` element. Inline style *attributes* are allowed
 * (`style-src-attr`), because the prerendered HTML carries them: vanilla-extract's `assignInlineVars`
 * sets each image's size variables (`style="--…:214px;--…:214 / 176"`) and Radix's toast region renders
 * `style="pointer-events:none"`; scripts otherwise change styles through the CSSOM (`element.style`),
 * which CSP does not restrict. Requests: its own origin (the local backend when no Supabase project is
 * configured) and the configured Supabase and EmailJS origins, nothing else. Videos: its own origin and
 * exactly the video hosts the build names (`VITE_VIDEO_HOSTS`), so an admin account cannot point every
 * visitor's browser at another (docs/adr/0060).
 * `upgrade-insecure-requests` is for the deployed https site only.
 */
export const contentSecurityPolicy = (
  { config, scriptHashes }: PolicyInput,
  { upgradeInsecureRequests = false } = {},
): string => {
  const connect = ["'self'"];
  if (config.supabase) connect.push(new URL(config.supabase.url).origin);
  if (config.emailjs) connect.push(emailJsOrigin);
  const directives: string[][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...[...new Set(scriptHashes)].sort()],
    ['style-src', "'self'", ...runtimeStyles.map(styleHash)],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', ...connect],
    // The hero video: the site's own origin and the video hosts the build names, nothing else (0060).
    ['media-src', "'self'", ...config.videoHosts],
    ['manifest-src', "'self'"],
    // No page starts a worker or embeds a frame.
    ['worker-src', "'none'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(upgradeInsecureRequests ? [['upgrade-insecure-requests']] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
};

/** The headers of every response of a build: page, not-found page or asset. */
export const policyHeaders = (
  input: PolicyInput,
  options: { upgradeInsecureRequests?: boolean } = {},
): Header[] => [
  ['Content-Security-Policy', contentSecurityPolicy(input, options)],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', deniedFeatures.map((feature) => `${feature}=()`).join(', ')],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/**
 * Files under /assets/ carry a content hash in their name (a page's messages, a version in the query
 * they are asked with): cached for a year, never revalidated.
 */
export const assetHeaders: Header[] = [['Cache-Control', 'public, max-age=31536000, immutable']];

/** The files under assets/ of a build, as the paths they are served at (`/assets/app-….js`), sorted. */
export const assetPaths = (dist: string): string[] => {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) return [];
  return readdirSync(assets, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .sort();
};

/**
 * The header rules of a deployed build: the security headers everywhere, and a year of caching for each
 * asset that exists, by its own path. A pattern (`/assets/*`) would also cache the answer to an address
 * under /assets/ that has no file — a 404 kept for a year by browsers and CDNs, even once the file is
 * deployed.
 */
export const deployRules = (input: PolicyInput, assets: readonly string[] = []): HeaderRule[] => [
  {
    path: '/*',
    headers: policyHeaders(input, {
      upgradeInsecureRequests: new URL(input.config.siteUrl).protocol === 'https:',
    }),
  },
  ...assets.map((path) => ({ path, headers: assetHeaders })),
];

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const hasSrc = /(?:^|\s)src\s*=/i;
/** JSON-LD and other JSON blocks are data, never run, so CSP does not apply to them. */
const dataBlock = /(?:^|\s)type\s*=\s*["']?application\/(?:ld\+)?json\b/i;

/** The code of each inline script of an HTML document that the browser would run. */
export const inlineScripts = (html: string): string[] =>
  [...html.matchAll(scriptElement)]
    .filter(([, attributes = '']) => !hasSrc.test(attributes) && !dataBlock.test(attributes))
    .map(([, , code = '']) => code);

/** The CSP sources of every distinct inline script in the HTML files of a build, sorted. */
export const inlineScriptHashes = (dist: string): string[] => {
  const hashes = new Set<string>();
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' }))
    if (file.endsWith('.html'))
      for (const code of inlineScripts(readFileSync(join(dist, file), 'utf8'))) hashes.add(scriptHash(code));
  return [...hashes].sort();
};

const generated =
  'Security headers of this build, generated by site/prerender.ts (site/build/headers.ts): do not edit.';

/** `_headers` for Netlify and Cloudflare Pages: a path pattern, then its headers indented. */
export const headersFileText = (rules: HeaderRule[]): string =>
  [
    `# ${generated}`,
    ...rules.flatMap(({ path, headers }) => [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)]),
    '',
  ].join('\n');

/**
 * The nginx snippet of the headers every response gets (`always`: error pages too). nginx drops a
 * server's `add_header`s in a location that has its own, so deploy/nginx.conf includes it in each.
 */
export const nginxHeadersText = (rules: HeaderRule[]): string => {
  const everywhere = rules.find((rule) => rule.path === '/*')?.headers ?? [];
  return [
    `# ${generated}`,
    '# Included by deploy/nginx.conf; `always` adds them to error responses (404) too.',
    ...everywhere.map(([name, value]) => {
      if (/["$\\\n]/.test(value)) throw new Error(`${name} cannot be written as an nginx string: ${value}`);
      return `add_header ${name} "${value}" always;`;
    }),
    '',
  ].join('\n');
};

/** The files prerender.ts writes into a build, once its HTML is complete: name and content. */
export const deployHeaderFiles = (dist: string, config: PolicyInput['config']): [string, string][] => {
  const rules = deployRules({ config, scriptHashes: inlineScriptHashes(dist) }, assetPaths(dist));
  return [
    [headersFile, headersFileText(rules)],
    [nginxHeadersFile, nginxHeadersText(rules)],
  ];
};

/** Reads `_headers` text back into rules (comments and blank lines skipped). */
export const parseHeadersFile = (text: string): HeaderRule[] => {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`not a header line of ${headersFile}: ${line}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
};

/** Whether a `_headers` path pattern matches an address (a trailing `*` matches any rest). */
export const matchesPath = (pattern: string, pathname: string): boolean =>
  pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;

/** The rules as `pnpm start` sends them: over http://localhost, without `upgrade-insecure-requests`. */
export const previewRules = (rules: HeaderRule[]): HeaderRule[] =>
  rules.map(({ path, headers }) => ({
    path,
    headers: headers.map(
      ([name, value]): Header =>
        name.toLowerCase() === 'content-security-policy'
          ? [name, value.replace(/;\s*upgrade-insecure-requests\b/, '')]
          : [name, value],
    ),
  }));

/**
 * Makes `pnpm start` (vite preview) send the build's headers, as its static host would, on every response:
 * pages, the 404 page, redirects and assets. They are read from the build's own `_headers` (again after a
 * rebuild), so the preview enforces exactly the policy that ships; a build made before that file existed
 * gets them computed from the current environment. Not in `pnpm dev`, whose React refresh runs inline
 * scripts.
 */
export const securityHeaders = (config: PolicyInput['config']): Plugin => ({
  name: 'brand-security-headers',
  // Before the other plugins' middlewares, so their answers (redirects, the local backend) get the headers too.
  enforce: 'pre',
  configurePreviewServer(server) {
    const dist = join(server.config.root, server.config.build.outDir);
    const file = join(dist, headersFile);
    let read: { version: number; rules: HeaderRule[] } | undefined;
    const rules = (): HeaderRule[] => {
      const version = existsSync(file) ? statSync(file).mtimeMs : -1;
      if (read?.version !== version) {
        if (version < 0)
          server.config.logger.warn(`${file} is missing (an older build): its headers are computed now.`);
        const shipped =
          version < 0
            ? deployRules(
                { config, scriptHashes: existsSync(dist) ? inlineScriptHashes(dist) : [] },
                assetPaths(dist),
              )
            : parseHeadersFile(readFileSync(file, 'utf8'));
        read = { version, rules: previewRules(shipped) };
      }
      return read.rules;
    };
    server.middlewares.use((req, res, next) => {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      for (const rule of rules())
        if (matchesPath(rule.path, pathname))
          for (const [name, value] of rule.headers) res.setHeader(name, value);
      next();
    });
  },
});
