import { describe, expect, it } from 'vitest';
import { maxSitePathLength, ownSitePath, sitePath } from './sitePath';

const origin = 'https://www.example.ch';

describe('sitePath', () => {
  it('keeps paths of this site as they are, with query and hash', () => {
    for (const path of ['/', '/about', '/de/products?x=1#dustpans', '/fr/contact#faq', '/%2Fabout', '/a/b/'])
      expect(sitePath(path, origin)).toBe(path);
  });

  it('resolves what a browser would resolve, and keeps it when it stays here', () => {
    expect(sitePath('about', origin)).toBe('/about');
    expect(sitePath('/de/../about', origin)).toBe('/about');
    expect(sitePath('/a/./b', origin)).toBe('/a/b');
    expect(sitePath('https://www.example.ch/de/about#x', origin)).toBe('/de/about#x');
    expect(sitePath('?lng=de', origin)).toBe('/?lng=de');
  });

  it('collapses leading slashes and backslashes: another host is read as a path of this site', () => {
    const cases: [string, string][] = [
      ['//evil.example', '/evil.example'],
      ['///evil.example/x?y#z', '/evil.example/x?y#z'],
      ['/\\evil.example', '/evil.example'],
      ['\\\\evil.example', '/evil.example'],
      ['\\/evil.example', '/evil.example'],
      ['/..//evil.example', '/evil.example'],
      ['/.//evil.example/', '/evil.example/'],
      ['/a/..//evil.example', '/evil.example'],
      ['/%2e%2e//evil.example', '/evil.example'],
      ['/a/b/../..//evil.example', '/evil.example'],
    ];
    for (const [input, path] of cases) expect(sitePath(input, origin), input).toBe(path);
  });

  it('keeps encoded slashes as the path they are, never as a host', () => {
    expect(sitePath('/%2f%2fevil.example', origin)).toBe('/%2f%2fevil.example');
    expect(sitePath('/%5c%5cevil.example', origin)).toBe('/%5c%5cevil.example');
  });

  it('refuses other origins, other schemes, control characters, overlong input and nothing', () => {
    for (const input of [
      null,
      undefined,
      '',
      'https://evil.example/',
      'http://www.example.ch/',
      'https://www.example.ch.evil.example/',
      'https://user@evil.example/',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:x@evil.example',
      ' //evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/about\r\nSet-Cookie: x=1',
      '/about\u0000',
      `/${'a'.repeat(maxSitePathLength)}`,
    ])
      expect(sitePath(input, origin), JSON.stringify(input)).toBeNull();
  });

  it('always returns a path with exactly one leading slash that resolves back to itself here', () => {
    const inputs = ['//a', '/\\/\\b', '/../../..//c', '/%2e%2e/%2e%2e//d', 'e', '/f//g', '#h', '?i'];
    for (const input of inputs) {
      const path = sitePath(input, origin);
      expect(path, input).toMatch(/^\/(?![/\\])/);
      const url = new URL(path as string, origin);
      expect(url.origin).toBe(origin);
      expect(`${url.pathname}${url.search}${url.hash}`).toBe(path);
    }
  });
});

describe('ownSitePath', () => {
  it('reads back a path exactly as the site wrote it', () => {
    expect(ownSitePath('/de/products?x=1#dustpans', origin)).toBe('/de/products?x=1#dustpans');
  });

  it('refuses what would have to be resolved or collapsed first, and what sitePath refuses', () => {
    for (const input of [
      '//evil.example',
      '/..//evil.example',
      '/\\evil.example',
      'about',
      '/a/../b',
      'https://evil.example',
    ])
      expect(ownSitePath(input, origin), input).toBeNull();
  });
});
