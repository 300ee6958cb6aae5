/** The site's `VITE_…` environment, checked by one schema before anything is built (docs/adr/0034, 0086). */
import * as v from 'valibot';
import type { SiteConfig } from '../src/configShape';
import { isDeploymentUrl } from './deployment.ts';

export type { SiteConfig };

/** Where canonical links point when `VITE_SITE_URL` is unset: the address `pnpm start` serves. */
export const defaultSiteUrl = 'http://localhost:4321';

/** A good value of each variable (as `.env.example` has them), for the error messages. */
const examples = {
  VITE_SITE_URL: 'https://www.example.ch',
  VITE_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_… (Project Settings → API Keys)',
  VITE_EMAILJS_PUBLIC_KEY: 'your EmailJS public key (Account → General)',
  VITE_EMAILJS_SERVICE_ID: 'service_xxxxxxx',
  VITE_EMAILJS_TEMPLATE_ID: 'template_xxxxxxx',
  VITE_ENQUIRY_RECIPIENT: 'sales@example.ch',
  VITE_VIDEO_HOSTS: 'https://media.example.ch',
};
type Name = keyof typeof examples;
type SiteEnv = Partial<Record<Name, string>>;

/** An absolute http(s) address with an optional path; no query, hash or credentials; no trailing slash. */
const address = (httpsOnly: boolean) =>
  v.pipe(
    v.string(),
    v.url('is not a URL'),
    v.check((value) => /^https?:$/.test(new URL(value).protocol), 'must start with https:// or http://'),
    v.check(
      (value) =>
        !httpsOnly ||
        value.startsWith('https:') ||
        ['localhost', '127.0.0.1', '[::1]'].includes(new URL(value).hostname),
      'must start with https:// (http:// only for localhost)',
    ),
    v.check((value) => {
      const { search, hash, username, password } = new URL(value);
      return !search && !hash && !username && !password;
    }, 'must be a plain address without query, hash or credentials'),
    v.transform((value) => new URL(value).href.replace(/\/+$/, '')),
  );

/** An https origin that reads back as itself: no wildcard, `;` or quote can reach the CSP (docs/adr/0060). */
const isVideoHost = (entry: string) => {
  const url = URL.parse(entry);
  return (
    url?.protocol === 'https:' &&
    /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(url.hostname) &&
    entry.toLowerCase().replace(/\/$/, '') === url.origin
  );
};

/** The `role` claim of a JWT, if the value is one (`jose`'s decodeJwt, without the dependency). */
const jwtRole = (token: string): unknown => {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  try {
    return JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString()).role;
  } catch {}
};

const emailJsId = v.pipe(
  v.string(),
  v.regex(/^[\w-]{1,64}$/, 'must be letters, digits, _ or - (at most 64)'),
);

const schema = v.partial(
  v.object({
    VITE_SITE_URL: address(false),
    VITE_SUPABASE_URL: address(true),
    // A key every visitor may get; a secret or service-role key bypasses row level security.
    VITE_SUPABASE_ANON_KEY: v.pipe(
      v.string(),
      v.check(
        (value) => !value.startsWith('sb_secret_'),
        'is a secret key, which bypasses row level security and must never reach a browser',
      ),
      v.check(
        (value) => jwtRole(value) !== 'service_role',
        'is the service-role key, which bypasses row level security and must never reach a browser',
      ),
      v.check(
        (value) => /^sb_publishable_[\w-]+$/.test(value) || jwtRole(value) === 'anon',
        'is neither a publishable key (sb_publishable_…) nor a legacy anon key (a JWT whose role is anon)',
      ),
    ),
    VITE_EMAILJS_PUBLIC_KEY: emailJsId,
    VITE_EMAILJS_SERVICE_ID: emailJsId,
    VITE_EMAILJS_TEMPLATE_ID: emailJsId,
    VITE_ENQUIRY_RECIPIENT: v.pipe(v.string(), v.email('is not an e-mail address')),
    VITE_VIDEO_HOSTS: v.pipe(
      v.string(),
      v.transform((value) => value.split(/[\s,]+/).filter(Boolean)),
      v.check(
        (hosts) => hosts.every(isVideoHost),
        (issue) =>
          `must list https origins only (https://host or https://host:port, no path), separated by commas or spaces; ${JSON.stringify((issue.input as string[]).find((host) => !isVideoHost(host)))} is not one`,
      ),
      v.transform((hosts) => [...new Set(hosts.map((host) => new URL(host).origin))].sort()),
    ),
  }),
);

/** Every problem, each naming its variable, what is wrong and a good value. */
export class SiteEnvError extends Error {
  override name = 'SiteEnvError';
}

/** The checked config; a service's variables are all set or none. No message quotes a value (it may be a secret). */
export const parseSiteEnv = (env: SiteEnv): SiteConfig => {
  const given = Object.fromEntries(
    Object.entries(env).map(([name, value]) => [name, value?.trim() || undefined]),
  );
  const result = v.safeParse(schema, given, { abortPipeEarly: true });
  const problems = (result.issues ?? []).map((issue) => {
    const name = issue.path?.[0]?.key as Name;
    return `${name} ${issue.message}. Set it like: ${name}=${examples[name]}`;
  });
  for (const group of [
    ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'],
    ['VITE_EMAILJS_PUBLIC_KEY', 'VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID'],
  ]) {
    const [set, unset] = [group.filter((name) => given[name]), group.filter((name) => !given[name])];
    if (set.length && unset.length)
      problems.push(
        `${unset.join(' and ')} must be set together with ${set.join(' and ')} (or leave them all unset).`,
      );
  }
  const {
    VITE_SITE_URL: siteUrl = defaultSiteUrl,
    VITE_SUPABASE_URL: url,
    VITE_SUPABASE_ANON_KEY: anonKey,
    VITE_EMAILJS_PUBLIC_KEY: publicKey,
    VITE_EMAILJS_SERVICE_ID: serviceId,
    VITE_EMAILJS_TEMPLATE_ID: templateId,
    VITE_ENQUIRY_RECIPIENT: enquiryRecipient = null,
    VITE_VIDEO_HOSTS: videoHosts = [],
  } = result.output as v.InferOutput<typeof schema>;
  if (!problems.length && !url && isDeploymentUrl(siteUrl))
    problems.push(
      'VITE_SITE_URL is a public address, so this build is for deployment, but VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are not set: enquiries and staff sign-in need the hosted Supabase project (a static host has no local backend, and enquiries sent from it would be lost). Set them like: VITE_SUPABASE_URL=https://abcdefghijklmnop.supabase.co VITE_SUPABASE_ANON_KEY=sb_publishable_… (Project Settings → API Keys), or leave VITE_SITE_URL unset for a local build.',
    );
  if (problems.length)
    throw new SiteEnvError(`The site's environment is not valid:\n- ${problems.join('\n- ')}`);
  return {
    siteUrl,
    indexable: isDeploymentUrl(siteUrl),
    supabase: url && anonKey ? { url, anonKey } : null,
    emailjs: publicKey && serviceId && templateId ? { publicKey, serviceId, templateId } : null,
    enquiryRecipient,
    videoHosts,
  };
};
