import { describe, expect, it } from 'vitest';
import { parseHeroVideoInput, safeMediaUrl } from './settings';

describe('hero video addresses', () => {
  it('plays only https addresses', () => {
    expect(safeMediaUrl(' https://cdn.example.ch/hero.mp4 ')).toBe('https://cdn.example.ch/hero.mp4');
    for (const value of [
      null,
      '',
      'javascript:alert(1)',
      'data:video/mp4;base64,AAAA',
      '/hero.mp4',
      'not a url',
      'http://cdn.example.ch/hero.mp4',
    ])
      expect(safeMediaUrl(value), String(value)).toBeNull();
  });

  it('accepts what an admin may save: an https address, or nothing for no video', () => {
    expect(parseHeroVideoInput('  ')).toEqual({ ok: true, url: null });
    expect(parseHeroVideoInput('https://cdn.example.ch/a.webm')).toEqual({
      ok: true,
      url: 'https://cdn.example.ch/a.webm',
    });
    expect(parseHeroVideoInput('ftp://cdn.example.ch/a.mp4')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseHeroVideoInput('http://cdn.example.ch/a.mp4')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseHeroVideoInput(`https://cdn.example.ch/${'a'.repeat(2048)}`)).toEqual({
      ok: false,
      reason: 'too-long',
    });
  });
});
