import { describe, expect, it } from 'vitest';
import { onVideoHost, parseHeroVideoInput, safeMediaUrl } from './settings';

/** The build's video host and the site's own origin, as `videoOrigins()` gives them. */
const allowed = ['https://www.example.ch', 'https://cdn.example.ch'];

describe('hero video addresses', () => {
  it('plays only https addresses without credentials', () => {
    expect(safeMediaUrl(' https://cdn.example.ch/hero.mp4 ')).toBe('https://cdn.example.ch/hero.mp4');
    for (const value of [
      null,
      '',
      'javascript:alert(1)',
      'data:video/mp4;base64,AAAA',
      '/hero.mp4',
      'not a url',
      'http://cdn.example.ch/hero.mp4',
      'https://cdn.example.ch@evil.example/hero.mp4',
    ])
      expect(safeMediaUrl(value), String(value)).toBeNull();
  });

  it('accepts what an admin may save: an https address on an allowed host, or nothing for no video', () => {
    expect(parseHeroVideoInput('  ', allowed)).toEqual({ ok: true, url: null });
    expect(parseHeroVideoInput('https://cdn.example.ch/a.webm', allowed)).toEqual({
      ok: true,
      url: 'https://cdn.example.ch/a.webm',
    });
    expect(parseHeroVideoInput('HTTPS://CDN.example.ch/a.webm', allowed)).toEqual({
      ok: true,
      url: 'https://cdn.example.ch/a.webm',
    });
    expect(parseHeroVideoInput('ftp://cdn.example.ch/a.mp4', allowed)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(parseHeroVideoInput('http://cdn.example.ch/a.mp4', allowed)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(parseHeroVideoInput(`https://cdn.example.ch/${'a'.repeat(2048)}`, allowed)).toEqual({
      ok: false,
      reason: 'too-long',
    });
  });

  it('refuses a video on any other host, look-alikes and credentials included', () => {
    for (const value of [
      'https://evil.example/hero.mp4',
      'https://cdn.example.ch.evil.example/hero.mp4',
      'https://evil-cdn.example.ch/hero.mp4',
      'https://sub.cdn.example.ch/hero.mp4',
      'https://cdn.example.ch:8443/hero.mp4',
    ]) {
      expect(parseHeroVideoInput(value, allowed), value).toEqual({ ok: false, reason: 'host' });
      expect(onVideoHost(value, allowed), value).toBe(false);
    }
    // `user@host`: the host is what follows the @, and such an address is refused outright.
    expect(parseHeroVideoInput('https://cdn.example.ch@evil.example/a.mp4', allowed)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(onVideoHost('https://cdn.example.ch@evil.example/a.mp4', allowed)).toBe(false);
    // An http address on an allowed host name is another origin.
    expect(onVideoHost('http://cdn.example.ch/a.mp4', allowed)).toBe(false);
    // Without video hosts, only the site's own origin.
    expect(parseHeroVideoInput('https://cdn.example.ch/a.mp4', ['https://www.example.ch'])).toEqual({
      ok: false,
      reason: 'host',
    });
    expect(onVideoHost('not a url', allowed)).toBe(false);
  });
});
