import { describe, expect, it } from 'vitest';
import { defaultSiteUrl, parseSiteUrl } from './env';

describe('VITE_SITE_URL', () => {
  it('defaults to the local preview address', () => {
    expect(parseSiteUrl(undefined)).toBe(defaultSiteUrl);
    expect(parseSiteUrl('  ')).toBe(defaultSiteUrl);
  });

  it('keeps an http(s) address without its trailing slash', () => {
    expect(parseSiteUrl('https://www.example.ch/')).toBe('https://www.example.ch');
    expect(parseSiteUrl('https://example.ch/brushes/')).toBe('https://example.ch/brushes');
  });

  it('stops the build with a message naming the variable for anything else', () => {
    for (const value of ['example.ch', 'ftp://example.ch', 'https://example.ch/?a=1', 'javascript:alert(1)'])
      expect(() => parseSiteUrl(value)).toThrow(/VITE_SITE_URL/);
  });
});
