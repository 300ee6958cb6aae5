import { describe, expect, it } from 'vitest';
import { isCurrent } from './current';

describe('isCurrent', () => {
  it('marks the link to the page shown, and to the section a sub-page belongs to', () => {
    expect(isCurrent('/products', '/products')).toBe(true);
    expect(isCurrent('/products', '/products/')).toBe(true);
    expect(isCurrent('/products/', '/products')).toBe(true);
    expect(isCurrent('/products', '/products/brushes')).toBe(true);
    expect(isCurrent('/', '/')).toBe(true);
  });

  it('marks no other page', () => {
    expect(isCurrent('/products', '/about')).toBe(false);
    expect(isCurrent('/products', '/products-old')).toBe(false);
    expect(isCurrent('/', '/about')).toBe(false);
    expect(isCurrent('/about', undefined)).toBe(false);
    expect(isCurrent('https://example.com/about', '/about')).toBe(false);
  });

  it('never marks a hash link, not even on its page (issue 23: three hash links were all "current" on /)', () => {
    for (const href of ['/#about', '/#products', '/#contact', '#contact', '/products#dustpans'])
      expect(isCurrent(href, href.startsWith('/products') ? '/products' : '/')).toBe(false);
  });
});
