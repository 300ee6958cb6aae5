import { describe, expect, it } from 'vitest';
import { defaultSiteUrl, parseSiteEnv } from './env';

/** A JWT with the given claims (the signature is not checked at build time). */
const jwt = (claims: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims), 'signature']
    .map((part, i) => (i < 2 ? Buffer.from(part).toString('base64url') : part))
    .join('.');

const supabase = {
  VITE_SUPABASE_URL: 'https://abc.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc123',
};
const emailjs = {
  VITE_EMAILJS_PUBLIC_KEY: 'pk-123',
  VITE_EMAILJS_SERVICE_ID: 'service_abc',
  VITE_EMAILJS_TEMPLATE_ID: 'template_abc',
};

describe('the site environment', () => {
  it('runs with nothing set: local address, no services, the company as recipient', () => {
    expect(parseSiteEnv({})).toEqual({
      siteUrl: defaultSiteUrl,
      indexable: false,
      supabase: null,
      emailjs: null,
      enquiryRecipient: null,
      videoHosts: [],
    });
    expect(
      parseSiteEnv({ VITE_SITE_URL: '  ', VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' }).supabase,
    ).toBe(null);
  });

  it('reads complete groups', () => {
    const config = parseSiteEnv({ ...supabase, ...emailjs, VITE_ENQUIRY_RECIPIENT: 'sales@example.ch' });
    expect(config.supabase).toEqual({ url: 'https://abc.supabase.co', anonKey: 'sb_publishable_abc123' });
    expect(config.emailjs).toEqual({
      publicKey: 'pk-123',
      serviceId: 'service_abc',
      templateId: 'template_abc',
    });
    expect(config.enquiryRecipient).toBe('sales@example.ch');
    const anon = jwt({ role: 'anon', ref: 'abc' });
    expect(parseSiteEnv({ ...supabase, VITE_SUPABASE_ANON_KEY: anon }).supabase?.anonKey).toBe(anon);
    // A local Supabase (supabase start) answers on plain http.
    expect(parseSiteEnv({ ...supabase, VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }).supabase?.url).toBe(
      'http://127.0.0.1:54321',
    );
  });

  it('reads the video hosts: https origins, sorted, each once; none means the site’s own origin only', () => {
    expect(
      parseSiteEnv({
        VITE_VIDEO_HOSTS:
          ' https://videos.example.ch:8443, https://MEDIA.example.ch/ https://media.example.ch',
      }).videoHosts,
    ).toEqual(['https://media.example.ch', 'https://videos.example.ch:8443']);
    expect(parseSiteEnv({ VITE_VIDEO_HOSTS: '' }).videoHosts).toEqual([]);
    for (const bad of [
      'http://media.example.ch',
      'https://media.example.ch/videos',
      'https://user@media.example.ch',
      'media.example.ch',
      'https:',
      'https://media.example.ch?x=1',
      // The URL parser takes these as host names; in the Content-Security-Policy they would be a
      // wildcard, a new directive and a broken quote.
      'https://*.example.ch',
      'https://media.example.ch;report-uri',
      'https://media.example.ch"',
      'https://media.example.ch https://a.b;sandbox',
    ])
      expect(() => parseSiteEnv({ VITE_VIDEO_HOSTS: bad }), bad).toThrow(
        /VITE_VIDEO_HOSTS must list https origins only.+VITE_VIDEO_HOSTS=https:\/\/media\.example\.ch/,
      );
    expect(() => parseSiteEnv({ VITE_VIDEO_HOSTS: 'https://ok.example.ch, https://*.example.ch' })).toThrow(
      '"https://*.example.ch" is not one',
    );
  });

  it('invites search engines only in a build for the public address', () => {
    expect(parseSiteEnv({ VITE_SITE_URL: 'http://localhost:4331' }).indexable).toBe(false);
    expect(parseSiteEnv({ VITE_SITE_URL: 'https://www.example.ch' }).indexable).toBe(false);
    expect(parseSiteEnv({ VITE_SITE_URL: 'https://www.rhein-brush-wood.ch', ...supabase }).indexable).toBe(
      true,
    );
  });

  it('keeps an http(s) site address without its trailing slash', () => {
    expect(parseSiteEnv({ VITE_SITE_URL: 'https://www.example.ch/' }).siteUrl).toBe('https://www.example.ch');
    expect(parseSiteEnv({ VITE_SITE_URL: 'https://example.ch/brushes/' }).siteUrl).toBe(
      'https://example.ch/brushes',
    );
  });

  it.each([
    ['VITE_SITE_URL', { VITE_SITE_URL: 'example.ch' }, /VITE_SITE_URL is not a URL/],
    ['VITE_SITE_URL', { VITE_SITE_URL: 'ftp://example.ch' }, /VITE_SITE_URL must start with https/],
    ['VITE_SITE_URL', { VITE_SITE_URL: 'javascript:alert(1)' }, /VITE_SITE_URL/],
    ['VITE_SITE_URL', { VITE_SITE_URL: 'https://example.ch/?a=1' }, /VITE_SITE_URL must be a plain address/],
    [
      'VITE_SUPABASE_URL',
      { ...supabase, VITE_SUPABASE_URL: 'abc.supabase.co' },
      /VITE_SUPABASE_URL is not a URL/,
    ],
    [
      'VITE_SUPABASE_URL',
      { ...supabase, VITE_SUPABASE_URL: 'http://abc.supabase.co' },
      /must start with https/,
    ],
    [
      'half a pair',
      { VITE_SUPABASE_URL: supabase.VITE_SUPABASE_URL },
      /VITE_SUPABASE_ANON_KEY must be set together/,
    ],
    ['half a pair', { VITE_SUPABASE_ANON_KEY: 'sb_publishable_x' }, /VITE_SUPABASE_URL must be set together/],
    [
      'a service-role key',
      { ...supabase, VITE_SUPABASE_ANON_KEY: jwt({ role: 'service_role' }) },
      /VITE_SUPABASE_ANON_KEY is the service-role key/,
    ],
    [
      'a secret key',
      { ...supabase, VITE_SUPABASE_ANON_KEY: 'sb_secret_abc' },
      /VITE_SUPABASE_ANON_KEY is a secret key/,
    ],
    ['not a key', { ...supabase, VITE_SUPABASE_ANON_KEY: 'hello' }, /VITE_SUPABASE_ANON_KEY is neither/],
    [
      "a user's token",
      { ...supabase, VITE_SUPABASE_ANON_KEY: jwt({ role: 'authenticated', sub: 'u1' }) },
      /VITE_SUPABASE_ANON_KEY is neither a publishable key \(sb_publishable_…\) nor a legacy anon key/,
    ],
    ['a JWT without a role', { ...supabase, VITE_SUPABASE_ANON_KEY: jwt({ ref: 'abc' }) }, /is neither/],
    [
      'a publishable prefix with junk',
      { ...supabase, VITE_SUPABASE_ANON_KEY: 'sb_publishable_x y' },
      /is neither/,
    ],
    [
      'two of three',
      { VITE_EMAILJS_PUBLIC_KEY: 'pk', VITE_EMAILJS_SERVICE_ID: 'service_a' },
      /VITE_EMAILJS_TEMPLATE_ID must be set together with VITE_EMAILJS_PUBLIC_KEY and VITE_EMAILJS_SERVICE_ID/,
    ],
    [
      'an odd id',
      { ...emailjs, VITE_EMAILJS_SERVICE_ID: 'service a"' },
      /VITE_EMAILJS_SERVICE_ID must be letters/,
    ],
    ['a recipient', { VITE_ENQUIRY_RECIPIENT: 'sales' }, /VITE_ENQUIRY_RECIPIENT is not an e-mail address/],
  ])('stops the build naming the variable: %s', (_, env, message) => {
    expect(() => parseSiteEnv(env)).toThrow(message);
  });

  it('lists every problem at once, each with an example', () => {
    expect(() => parseSiteEnv({ VITE_SITE_URL: 'x', VITE_ENQUIRY_RECIPIENT: 'y' })).toThrow(
      /VITE_SITE_URL[^\n]+Set it like: VITE_SITE_URL=https:\/\/www\.example\.ch\n- VITE_ENQUIRY_RECIPIENT/,
    );
  });

  it('never prints a refused value: a secret key stays out of the build log', () => {
    const secrets = [
      'sb_secret_AbCdEf0123456789ghijkl',
      jwt({ role: 'service_role', ref: 'abc', iat: 1 }),
      jwt({ role: 'authenticated', sub: 'user-1' }),
    ];
    for (const key of secrets) {
      let message = '';
      try {
        parseSiteEnv({ ...supabase, VITE_SUPABASE_ANON_KEY: key, VITE_SITE_URL: 'not-a-url-xyz' });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/VITE_SUPABASE_ANON_KEY/);
      for (const part of [key, ...key.split('.'), 'not-a-url-xyz']) expect(message).not.toContain(part);
    }
  });
});
