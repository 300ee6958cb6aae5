import { describe, expect, it } from 'vitest';
import { isDeploymentAddress } from './deployment';
import { parseSiteEnv } from './env';

const supabase = {
  VITE_SUPABASE_URL: 'https://abc.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc123',
};

describe('which backend a build talks to', () => {
  it('a local build (no VITE_SITE_URL, or a local or example one) talks to the local backend', () => {
    for (const siteUrl of [
      undefined,
      'http://localhost:4321',
      'http://127.0.0.1:8080',
      'http://brushes.localhost',
      'https://www.example.ch',
      'https://example.com/brushes',
      'https://shop.example',
      'https://staging.test',
    ])
      expect(parseSiteEnv({ VITE_SITE_URL: siteUrl }).supabase, String(siteUrl)).toBeNull();
  });

  it('a build for a real address without Supabase fails, naming the variables to set', () => {
    for (const siteUrl of [
      'https://www.rhein-brush-wood.ch',
      'https://brushes.example.de',
      'http://192.0.2.10',
    ])
      expect(() => parseSiteEnv({ VITE_SITE_URL: siteUrl }), siteUrl).toThrow(
        /VITE_SITE_URL is a public address[^\n]+VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are not set[^\n]+Set them like: VITE_SUPABASE_URL=https:\/\/abcdefghijklmnop\.supabase\.co/,
      );
    expect(isDeploymentAddress('https://www.rhein-brush-wood.ch')).toBe(true);
  });

  it('a build for a real address with Supabase talks to the hosted project', () => {
    expect(parseSiteEnv({ VITE_SITE_URL: 'https://www.rhein-brush-wood.ch', ...supabase }).supabase).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: 'sb_publishable_abc123',
    });
  });

  it('never prints the values it was given', () => {
    try {
      parseSiteEnv({ VITE_SITE_URL: 'https://secret-staging.rhein-brush-wood.ch' });
    } catch (error) {
      expect(String(error)).not.toContain('secret-staging');
    }
    expect.assertions(1);
  });
});
