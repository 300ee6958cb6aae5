/**
 * Only public keys reach the builds. Every file of site/dist and site/dist-services — pages, scripts,
 * source maps (which carry the original sources), headers — is searched for anything that looks like a
 * secret: private keys, Supabase secret and service-role keys, JWTs of any role but `anon`, AWS, Stripe,
 * GitHub and Slack tokens, `.env`-style `…_SECRET=` lines. The services build's publishable key must be
 * found, and be the only Supabase key. No browser: the files are read from disk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { localAnonKey } from '../../site/src/configShape.ts';
import { expect, test } from './fixtures';
import { servicesEnv } from './services/fakes';

const site = join(import.meta.dirname, '../../site');

/** Patterns of secrets that must never be public. The bare word `service_role` is not one of them:
 * supabase-js's own comments say "Never expose your `service_role` key in the browser". */
const secretPatterns: { kind: string; pattern: RegExp }[] = [
  { kind: 'PEM private key', pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/g },
  { kind: 'Supabase secret key', pattern: /\bsb_secret_[\w-]{6,}/g },
  { kind: 'Supabase service-role key', pattern: /service_?role_?key["'`]?\s*[:=]\s*["'`][^"'`\s]{16,}/gi },
  { kind: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: 'AWS secret key', pattern: /aws_?secret_?access_?key["'`]?\s*[:=]\s*["'`]?[A-Za-z0-9/+=]{40}/gi },
  { kind: 'Stripe secret key', pattern: /\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}/g },
  { kind: 'GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})/g },
  { kind: 'Slack token', pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}/g },
  {
    kind: '.env secret',
    pattern:
      /\b[A-Z][A-Z0-9_]*(?:SECRET|PASSWORD|PRIVATE_KEY|SERVICE_ROLE_KEY|ACCESS_TOKEN)[A-Z0-9_]*\s*=(?!=)\s*["']?[^\s"'`;,)]{6,}/g,
  },
];

/** Strings shaped like a JWT (header and payload are base64url JSON objects: `eyJ…`). */
const jwtShape = /\beyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]*/g;

/** Supabase's publishable keys, made to be public. */
const publishableKey = /\bsb_publishable_[\w-]+/g;

/** The role a JWT-shaped string claims, or null when its payload is not JSON. */
const jwtRole = (token: string): string | null => {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload.role === 'string' ? payload.role : '(none)';
  } catch {
    return null;
  }
};

type Scan = { secrets: string[]; publicKeys: Set<string> };

/** The secrets and the public keys in a text. */
const scan = (text: string, where: string): Scan => {
  const secrets: string[] = [];
  const publicKeys = new Set<string>();
  for (const { kind, pattern } of secretPatterns)
    for (const [match] of text.matchAll(pattern)) secrets.push(`${where}: ${kind}: ${match.slice(0, 40)}…`);
  for (const [token] of text.matchAll(jwtShape)) {
    const role = jwtRole(token);
    if (role === 'anon') publicKeys.add(token);
    else if (role !== null) secrets.push(`${where}: JWT with role ${role}: ${token.slice(0, 40)}…`);
  }
  for (const [key] of text.matchAll(publishableKey)) publicKeys.add(key);
  return { secrets, publicKeys };
};

/** Pictures, fonts and compressed copies (of files searched as they are) hold no text worth searching. */
const binary = /\.(?:jpe?g|png|webp|avif|gif|ico|woff2?|gz|br|zst)$/;

/** Every file of a build, searched. */
const scanBuild = (dist: string): Scan & { files: string[] } => {
  const folder = join(site, dist);
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !binary.test(entry.name))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
  const found: Scan = { secrets: [], publicKeys: new Set() };
  for (const file of files) {
    const { secrets, publicKeys } = scan(readFileSync(join(folder, file), 'utf8'), `${dist}/${file}`);
    found.secrets.push(...secrets);
    for (const key of publicKeys) found.publicKeys.add(key);
  }
  return { ...found, files };
};

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;

test('the search finds each kind of secret and tells public keys apart', () => {
  const anon = jwt({ role: 'anon', ref: 'abcdefghijklmnop' });
  const planted = [
    '-----BEGIN RSA PRIVATE KEY-----\nMIIEow…',
    'const key = "sb_secret_abcdef123456";',
    'SUPABASE_SERVICE_ROLE_KEY="abcdefghijklmnopqrstuvwxyz"',
    `headers: { apikey: "${jwt({ role: 'service_role' })}" }`,
    'AKIAIOSFODNN7EXAMPLE',
    'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    `stripe("sk_live_${'4eC39HqLyjWDarjtT1zdp7dc'}")`,
    `ghp_${'a'.repeat(36)}`,
    'xoxb-123456789012-abcdefghij',
    'EMAILJS_PRIVATE_KEY=abc123def',
    `supabase.createClient(url, "${anon}")`,
    'sb_publishable_abc123',
    // Not secrets: a comparison, a publishable Stripe key, the word in a comment.
    'if(x.SESSION_SECRET===y)',
    'pk_live_4eC39HqLyjWDarjtT1zdp7dc',
    '// Never expose your `service_role` key in the browser.',
  ].join('\n');
  const { secrets, publicKeys } = scan(planted, 'planted');
  expect(secrets.map((secret) => secret.split(': ')[1])).toEqual([
    'PEM private key',
    'Supabase secret key',
    'Supabase service-role key',
    'AWS access key id',
    'AWS secret key',
    'Stripe secret key',
    'GitHub token',
    'Slack token',
    '.env secret',
    '.env secret',
    'JWT with role service_role',
  ]);
  expect([...publicKeys].sort()).toEqual([anon, 'sb_publishable_abc123'].sort());
});

test("the build without services holds no secret, only the local backend's public key", () => {
  const { secrets, publicKeys, files } = scanBuild('dist');
  expect(files.length).toBeGreaterThan(100);
  expect(files.filter((file) => /(^|\/)\.env/.test(file))).toEqual([]);
  expect(secrets).toEqual([]);
  expect([...publicKeys]).toEqual([localAnonKey]);
});

test('no build carries the local backend: it is server code of `pnpm dev` and `pnpm start` only', () => {
  for (const dist of ['dist', 'dist-services'])
    for (const file of scanBuild(dist).files) {
      const content = readFileSync(join(site, dist, file), 'utf8');
      for (const marker of [
        '@electric-sql/pglite',
        'PGlite',
        'supabase-stand-ins',
        'jwt-secret',
        'staff:add',
        'scrypt$',
      ])
        expect(content.includes(marker), `${dist}/${file} holds ${marker}`).toBe(false);
    }
});

test('the build with services holds only its public keys', () => {
  const { secrets, publicKeys, files } = scanBuild('dist-services');
  expect(files.filter((file) => /(^|\/)\.env/.test(file))).toEqual([]);
  expect(secrets).toEqual([]);
  // The publishable key of the e2e project is compiled in, and accepted as public.
  expect([...publicKeys]).toEqual([servicesEnv.VITE_SUPABASE_ANON_KEY]);
});
