import { describe, expect, it } from 'vitest';
import { addressPage } from './address';
import { matchRoute, notFoundRoute, siteRoutes } from './routeTable';

describe('routes', () => {
  it("has SPEC §2's routes, the proof page (issue 37 §4), the FAQ's and the privacy notice's own pages, with only the staff pages kept out of search engines", () => {
    expect(siteRoutes.map((route) => route.path)).toEqual([
      '/',
      '/about',
      '/products',
      '/manufacturing',
      '/sustainability',
      '/private-label',
      '/proof',
      '/contact',
      '/faq',
      '/legal-notice',
      '/privacy',
      '/login',
      '/admin',
    ]);
    expect(siteRoutes.filter((route) => !route.indexable).map((route) => route.page)).toEqual([
      'login',
      'admin',
    ]);
  });

  it('matches as wouter does: one trailing slash and any letter case', () => {
    expect(matchRoute('/about').page).toBe('about');
    expect(matchRoute('/about/').page).toBe('about');
    expect(matchRoute('/About').page).toBe('about');
    expect(matchRoute('/').page).toBe('home');
    expect(matchRoute('/about/team')).toBe(notFoundRoute);
    expect(matchRoute('/nope')).toBe(notFoundRoute);
  });

  it('reads an address as its language and route: the prefix, else English', () => {
    expect(addressPage('/de/about/')).toEqual({ locale: 'de', route: matchRoute('/about') });
    expect(addressPage('/products')).toEqual({ locale: 'en', route: matchRoute('/products') });
    expect(addressPage('/fr')).toEqual({ locale: 'fr', route: matchRoute('/') });
    expect(addressPage('/it/nope').route).toBe(notFoundRoute);
  });
});
