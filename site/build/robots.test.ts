import { describe, expect, it } from 'vitest';
import { parseSiteEnv } from './env';
import { robotsTxt } from './robots';

const hiddenPaths = ['/login', '/admin', '/de/login', '/de/admin'];

describe('robots.txt', () => {
  it('keeps every crawler out of a build without VITE_SITE_URL, and names no sitemap on localhost', () => {
    const { siteUrl, indexable } = parseSiteEnv({});
    expect(indexable).toBe(false);
    const text = robotsTxt({ siteUrl, indexable, hiddenPaths });
    expect(text).toBe('User-agent: *\nDisallow: /\n');
    expect(text).not.toMatch(/localhost|Sitemap|Allow/);
  });

  it('is the same for a local or example address', () => {
    for (const url of ['http://localhost:4331', 'http://127.0.0.1:8080', 'https://www.example.ch']) {
      const { siteUrl, indexable } = parseSiteEnv({ VITE_SITE_URL: url });
      expect(indexable, url).toBe(false);
      expect(robotsTxt({ siteUrl, indexable, hiddenPaths }), url).toBe('User-agent: *\nDisallow: /\n');
    }
  });

  it('invites crawlers to the public site, except the staff pages, and names its sitemap', () => {
    const { siteUrl, indexable } = parseSiteEnv({
      VITE_SITE_URL: 'https://www.rhein-brush-wood.ch',
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc123',
    });
    expect(indexable).toBe(true);
    expect(robotsTxt({ siteUrl, indexable, hiddenPaths })).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /login',
        'Disallow: /admin',
        'Disallow: /de/login',
        'Disallow: /de/admin',
        '',
        'Sitemap: https://www.rhein-brush-wood.ch/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
