import { describe, expect, it } from 'vitest';
import { safeRedirectPath, startUrl } from './startUrl';

const nothing = { cookie: '', localStorage: null, sessionStorage: null, navigator: [], htmlLang: 'en' };
const at = (url: string) => {
  const { pathname, search, hash } = new URL(url, 'https://site.test');
  return { pathname, search, hash };
};

describe('startUrl', () => {
  it('leaves an English address alone for a visitor with no other language', () => {
    expect(startUrl(at('/about'), nothing)).toBeNull();
    expect(startUrl(at('/'), { ...nothing, navigator: ['en-GB', 'de'] })).toBeNull();
  });

  it("sends an unprefixed address to the detected language's URL, keeping query and hash", () => {
    expect(startUrl(at('/about'), { ...nothing, localStorage: 'de' })).toBe('/de/about');
    expect(startUrl(at('/'), { ...nothing, navigator: ['fr-CH'] })).toBe('/fr');
    expect(startUrl(at('/products?ref=mail#dustpans'), { ...nothing, cookie: 'i18next=it' })).toBe(
      '/it/products?ref=mail#dustpans',
    );
  });

  it('follows the detection order: cookie over localStorage over sessionStorage over navigator', () => {
    const all = {
      cookie: 'i18next=es',
      localStorage: 'it',
      sessionStorage: 'fr',
      navigator: ['de'],
      htmlLang: 'en',
    };
    expect(startUrl(at('/about'), all)).toBe('/es/about');
    expect(startUrl(at('/about'), { ...all, cookie: '' })).toBe('/it/about');
    expect(startUrl(at('/about'), { ...all, cookie: '', localStorage: null })).toBe('/fr/about');
    expect(startUrl(at('/about'), { ...all, cookie: '', localStorage: null, sessionStorage: null })).toBe(
      '/de/about',
    );
  });

  it('keeps a prefixed address in its language whatever the visitor had before', () => {
    expect(startUrl(at('/de/about'), { ...nothing, localStorage: 'fr', navigator: ['it'] })).toBeNull();
    expect(startUrl(at('/es#contact'), { ...nothing, localStorage: 'fr' })).toBeNull();
  });

  it('honours ?lng= over everything, on any address, and drops it from the query', () => {
    expect(startUrl(at('/about?lng=fr'), { ...nothing, localStorage: 'de' })).toBe('/fr/about');
    expect(startUrl(at('/de/about?lng=en&x=1#team'), nothing)).toBe('/about?x=1#team');
    expect(startUrl(at('/?lng=it'), nothing)).toBe('/it');
    expect(startUrl(at('/contact?lng=de-CH'), nothing)).toBe('/de/contact');
  });

  it('ignores an unknown or malformed ?lng= and detects as usual', () => {
    expect(startUrl(at('/about?lng=xx'), nothing)).toBe('/about');
    expect(startUrl(at('/about?lng=%3Cscript%3E'), { ...nothing, localStorage: 'it' })).toBe('/it/about');
    expect(startUrl(at('/de/about?lng='), nothing)).toBe('/de/about');
  });

  it('reads /en/… as the English address', () => {
    expect(startUrl(at('/en/about#x'), nothing)).toBe('/about#x');
    expect(startUrl(at('/en'), { ...nothing, localStorage: 'de' })).toBe('/');
  });
});

describe('safeRedirectPath', () => {
  it('accepts paths of this site', () => {
    expect(safeRedirectPath('/de/products?x=1#dustpans')).toBe('/de/products?x=1#dustpans');
  });

  it('refuses other sites, scripts, backslash tricks, control characters and nonsense', () => {
    for (const value of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/',
      'javascript:alert(1)',
      '/\\evil.example',
      '/about\nSet-Cookie: x',
      'about',
      `/${'a'.repeat(3000)}`,
    ])
      expect(safeRedirectPath(value)).toBeNull();
  });
});
