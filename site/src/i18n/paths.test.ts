import { describe, expect, it } from 'vitest';
import { isSitePath, localizeHref, localizePath, splitLocale } from './paths';

describe('language URLs', () => {
  it('reads the language prefix and the canonical path', () => {
    expect(splitLocale('/de/about')).toEqual({ locale: 'de', path: '/about' });
    expect(splitLocale('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocale('/it/')).toEqual({ locale: 'it', path: '/' });
    expect(splitLocale('/about')).toEqual({ locale: undefined, path: '/about' });
    expect(splitLocale('/')).toEqual({ locale: undefined, path: '/' });
  });

  it('does not take English, unknown codes or look-alike words for a prefix', () => {
    expect(splitLocale('/en/about').locale).toBeUndefined();
    expect(splitLocale('/xx/about').locale).toBeUndefined();
    expect(splitLocale('/des/about').locale).toBeUndefined();
    expect(splitLocale('/DE/about').locale).toBeUndefined();
  });

  it('puts English at the canonical path and the others under their prefix', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'de')).toBe('/de');
    expect(localizePath('/products', 'en')).toBe('/products');
    expect(localizePath('/products', 'es')).toBe('/es/products');
  });

  it('localises site links, keeping query and hash, and leaves everything else alone', () => {
    expect(localizeHref('/products#dustpans', 'fr')).toBe('/fr/products#dustpans');
    expect(localizeHref('/contact?topic=oem', 'it')).toBe('/it/contact?topic=oem');
    expect(localizeHref('/#about', 'de')).toBe('/de#about');
    expect(localizeHref('mailto:info@example.ch', 'de')).toBe('mailto:info@example.ch');
    expect(localizeHref('tel:+41610000000', 'de')).toBe('tel:+41610000000');
    expect(localizeHref('https://example.ch/about', 'de')).toBe('https://example.ch/about');
    expect(localizeHref('//evil.example/about', 'de')).toBe('//evil.example/about');
    expect(localizeHref('#top', 'de')).toBe('#top');
    expect(isSitePath('//evil.example')).toBe(false);
  });
  it('splits a path that decodes to line breaks like any other (the router decodes /%0d%0a…)', () => {
    expect(splitLocale('/de/\r\nSet-Cookie: x')).toEqual({ locale: 'de', path: '/\r\nSet-Cookie: x' });
    expect(splitLocale('/\r\n')).toEqual({ locale: undefined, path: '/\r\n' });
  });
});
