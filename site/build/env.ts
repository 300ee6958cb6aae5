/**
 * The site's environment (`VITE_…` variables, from the shell or `.env` files at the repository root),
 * checked once by vite.config.ts before anything is built. Without Supabase the site talks to the local
 * backend on its own origin (`pnpm dev`, `pnpm start`), unless the site's address says it is for
 * deployment (build/deployment.ts); without EmailJS nobody is notified by e-mail. What is malformed stops
 * the build with a message naming the variable. The result is compiled into the bundle as `__SITE_CONFIG__` (see src/config.ts).
 */
import * as v from 'valibot';
import type { SiteConfig } from '../src/configShape';
import { isDeploymentUrl, missingHostedBackend } from './deployment.ts';

export type { SiteConfig };

/** Where canonical links point when `VITE_SITE_URL` is unset: the address `pnpm start` serves. */
export const defaultSiteUrl = 'http://localhost:4321';

/** The variables this file reads, as `.env.example` documents them. */
export type SiteEnv = Partial<Record<(typeof siteEnvNames)[number], string>>;

export const siteEnvNames = [
  'VITE_SITE_URL',
  'VITE_SUPABASE_URL',
  'VITE_SUPABASE_ANON_KEY',
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
  'VITE_ENQUIRY_RECIPIENT',
  'VITE_VIDEO_HOSTS',
] as const;

/** Empty and blank values count as unset, so `VITE_X=` in a .env file switches a service off. */
const optional = (value: string | undefined): string | undefined => value?.trim() || undefined;

const isLocalHost = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/** An absolute http(s) origin with an optional path; no query, hash or credentials; no trailing slash. */
const address = ({ httpsOnly }: { httpsOnly: boolean }) =>
  v.pipe(
    v.string(),
    v.url('is not a URL'),
    v.check((value) => {
      const { protocol } = new URL(value);
      return protocol === 'https:' || protocol === 'http:';
    }, 'must start with https:// or http://'),
    v.check(
      (value) => !httpsOnly || value.startsWith('https:') || isLocalHost(new URL(value)),
      'must start with https:// (http:// only for localhost)',
    ),
    v.check((value) => {
      const url = new URL(value);
      return !url.search && !url.hash && !url.username && !url.password;
    }, 'must be a plain address without query, hash or credentials'),
    v.transform((value) => new URL(value).href.replace(/\/+$/, '')),
  );

/** A host name of letters, digits and hyphens between dots (what the URL parser lets through besides). */
const hostName = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/**
 * The first entry of a video-host list that is not an https origin, or `undefined`. An entry must read
 * back as its own origin (case and one trailing slash aside) with a plain host name: the URL parser alone
 * lets `https://*.example.ch`, `https://media.example.ch;report-uri` and `https://media.example.ch"`
 * through, and they would end up as wildcards or new directives in the Content-Security-Policy.
 */
const badVideoHost = (value: string): string | undefined =>
  value
    .split(/[\s,]+/)
    .filter(Boolean)
    .find((entry) => {
      try {
        const url = new URL(entry);
        return (
          url.protocol !== 'https:' ||
          !hostName.test(url.hostname) ||
          entry.toLowerCase().replace(/\/$/, '') !== url.origin
        );
      } catch {
        return true;
      }
    });

/**
 * The origins the hero video may come from: https origins (scheme, host, optional port; no path,
 * credentials, query or hash), separated by commas or spaces, kept as one space-separated, sorted,
 * deduplicated text (`videoHosts` splits it).
 */
const videoHostList = v.pipe(
  v.string(),
  v.check(
    (value) => !badVideoHost(value),
    (issue) =>
      `must list https origins only (https://host or https://host:port, no path), separated by commas or spaces; ${JSON.stringify(badVideoHost(String(issue.input)))} is not one`,
  ),
  v.transform((value) =>
    [
      ...new Set(
        value
          .split(/[\s,]+/)
          .filter(Boolean)
          .map((entry) => new URL(entry).origin),
      ),
    ]
      .sort()
      .join(' '),
  ),
);

/** The claims of a JWT, or null when the value is not one. */
const jwtClaims = (token: string): Record<string, unknown> | null => {
  const [, payload] = token.split('.');
  if (!payload || token.split('.').length !== 3) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
};

/**
 * A key that may be shipped to every visitor: a new `sb_publishable_…` key, or a legacy JWT whose role is
 * `anon`. Anything else is refused: a secret or service-role key bypasses row level security, and any
 * other JWT (`authenticated`, no role) is a user's token or a mistake, not the project's public key.
 */
const publicSupabaseKey = v.pipe(
  v.string(),
  v.check(
    (value) => !value.startsWith('sb_secret_'),
    'is a secret key, which bypasses row level security and must never reach a browser',
  ),
  v.check(
    (value) => jwtClaims(value)?.role !== 'service_role',
    'is the service-role key, which bypasses row level security and must never reach a browser',
  ),
  v.check(
    (value) => /^sb_publishable_[\w-]+$/.test(value) || jwtClaims(value)?.role === 'anon',
    'is neither a publishable key (sb_publishable_…) nor a legacy anon key (a JWT whose role is anon)',
  ),
);

/** EmailJS ids and keys: short tokens of letters, digits, `_` and `-`. */
const emailJsId = v.pipe(
  v.string(),
  v.regex(/^[\w-]{1,64}$/, 'must be letters, digits, _ or - (at most 64)'),
);

const fields = {
  VITE_SITE_URL: address({ httpsOnly: false }),
  VITE_SUPABASE_URL: address({ httpsOnly: true }),
  VITE_SUPABASE_ANON_KEY: publicSupabaseKey,
  VITE_EMAILJS_PUBLIC_KEY: emailJsId,
  VITE_EMAILJS_SERVICE_ID: emailJsId,
  VITE_EMAILJS_TEMPLATE_ID: emailJsId,
  VITE_ENQUIRY_RECIPIENT: v.pipe(v.string(), v.email('is not an e-mail address')),
  VITE_VIDEO_HOSTS: videoHostList,
} satisfies Record<(typeof siteEnvNames)[number], v.GenericSchema<string, string>>;

const example: Record<(typeof siteEnvNames)[number], string> = {
  VITE_SITE_URL: 'https://www.example.ch',
  VITE_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_… (Project Settings → API Keys)',
  VITE_EMAILJS_PUBLIC_KEY: 'your EmailJS public key (Account → General)',
  VITE_EMAILJS_SERVICE_ID: 'service_xxxxxxx',
  VITE_EMAILJS_TEMPLATE_ID: 'template_xxxxxxx',
  VITE_ENQUIRY_RECIPIENT: 'sales@example.ch',
  VITE_VIDEO_HOSTS: 'https://media.example.ch',
};

/**
 * The error that stops the build: every problem found, each naming its variable, what is wrong and an
 * example of a good value — never the value it was given.
 */
export class SiteEnvError extends Error {
  override name = 'SiteEnvError';
}

/**
 * Reads and checks the environment. Pairs are all-or-nothing: Supabase needs URL and key, EmailJS its
 * key, service and template; half of a group is a mistake, not "off".
 */
export const parseSiteEnv = (env: SiteEnv): SiteConfig => {
  const problems: string[] = [];
  const read = <K extends keyof typeof fields>(name: K): string | undefined => {
    const raw = optional(env[name]);
    if (raw === undefined) return undefined;
    const result = v.safeParse(fields[name], raw, { abortPipeEarly: true });
    if (result.success) return result.output;
    // Never the value itself: a refused key may be a secret, and build logs are read by many.
    problems.push(`${name} ${result.issues[0].message}. Set it like: ${name}=${example[name]}`);
    return undefined;
  };
  const group = <K extends keyof typeof fields>(names: K[]): Record<K, string> | null => {
    const set = names.filter((name) => optional(env[name]) !== undefined);
    const values = names.map(read);
    if (set.length > 0 && set.length < names.length) {
      const missing = names.filter((name) => !set.includes(name));
      problems.push(
        `${missing.join(' and ')} must be set together with ${set.join(' and ')} (or leave them all unset).`,
      );
      return null;
    }
    if (values.some((value) => value === undefined)) return null;
    return Object.fromEntries(names.map((name, i) => [name, values[i]])) as Record<K, string>;
  };

  const siteUrl = read('VITE_SITE_URL') ?? defaultSiteUrl;
  const supabase = group(['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY']);
  const emailjs = group(['VITE_EMAILJS_PUBLIC_KEY', 'VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID']);
  const enquiryRecipient = read('VITE_ENQUIRY_RECIPIENT') ?? null;
  const videoHosts = read('VITE_VIDEO_HOSTS')?.split(' ') ?? [];
  const noBackend = problems.length ? null : missingHostedBackend(siteUrl, supabase);
  if (noBackend) problems.push(noBackend);
  if (problems.length)
    throw new SiteEnvError(`The site's environment is not valid:\n- ${problems.join('\n- ')}`);

  return {
    siteUrl,
    // Only the public address is offered to search engines; a local build is noindex (docs/adr/0060).
    indexable: isDeploymentUrl(siteUrl),
    supabase: supabase && { url: supabase.VITE_SUPABASE_URL, anonKey: supabase.VITE_SUPABASE_ANON_KEY },
    emailjs: emailjs && {
      publicKey: emailjs.VITE_EMAILJS_PUBLIC_KEY,
      serviceId: emailjs.VITE_EMAILJS_SERVICE_ID,
      templateId: emailjs.VITE_EMAILJS_TEMPLATE_ID,
    },
    enquiryRecipient,
    videoHosts,
  };
};
