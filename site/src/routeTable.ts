import type { PageKey } from '@brand/content/pages/seo.ts';
import type { HydrateWhen } from './protocol';

/**
 * The route table (SPEC §2): plain data, without React, so the build can read it too (the chunk rules in
 * build/chunks.ts tell pages that start on load from pages that start when idle). routes.ts adds the
 * pages' lazy loading.
 */

/** A page of the site: its head key, canonical path and whether search engines should index it. */
export type SiteRoute = {
  page: PageKey;
  /** Canonical (English) path; other languages prefix it (`/de/about`). */
  path: string;
  /** Listed in the sitemap, with canonical and alternate links; otherwise `noindex`. */
  indexable: boolean;
  /** Module of the page under `src/pages/` (also its key in Vite's manifest). */
  module: string;
  /**
   * When the app takes over the prerendered page: `idle` (after the load event, or at the first press;
   * the page reads and links without it) or `load` (at once: its form or guard needs the app).
   */
  hydrate: HydrateWhen;
  /**
   * The page needs the staff session at once (sign-in, the admin guard): the sign-in adapter and its
   * library are fetched with the page's chunk, in the same round trip (routes.ts `preparePage`).
   */
  session?: boolean;
};

/** SPEC §2's routes, in navigation order. */
export const siteRoutes = [
  { page: 'home', path: '/', indexable: true, module: 'Home', hydrate: 'idle' },
  { page: 'about', path: '/about', indexable: true, module: 'About', hydrate: 'idle' },
  {
    page: 'products',
    path: '/products',
    indexable: true,
    module: 'Products',
    hydrate: 'idle',
  },
  {
    page: 'manufacturing',
    path: '/manufacturing',
    indexable: true,
    module: 'Manufacturing',
    hydrate: 'idle',
  },
  {
    page: 'sustainability',
    path: '/sustainability',
    indexable: true,
    module: 'Sustainability',
    hydrate: 'idle',
  },
  {
    page: 'private-label',
    path: '/private-label',
    indexable: true,
    module: 'PrivateLabel',
    hydrate: 'idle',
  },
  { page: 'proof', path: '/proof', indexable: true, module: 'Proof', hydrate: 'idle' },
  {
    page: 'contact',
    path: '/contact',
    indexable: true,
    module: 'Contact',
    hydrate: 'load',
  },
  { page: 'faq', path: '/faq', indexable: true, module: 'Faq', hydrate: 'idle' },
  {
    page: 'legal-notice',
    path: '/legal-notice',
    indexable: true,
    module: 'LegalNotice',
    hydrate: 'idle',
  },
  {
    page: 'privacy',
    path: '/privacy',
    indexable: true,
    module: 'Privacy',
    hydrate: 'idle',
  },
  { page: 'login', path: '/login', indexable: false, module: 'Login', hydrate: 'load', session: true },
  { page: 'admin', path: '/admin', indexable: false, module: 'Admin', hydrate: 'load', session: true },
] as const satisfies readonly SiteRoute[];

/** Every other address. */
export const notFoundRoute: SiteRoute = {
  page: 'not-found',
  path: '/404',
  indexable: false,
  module: 'NotFound',
  hydrate: 'idle',
};

/**
 * The route of a canonical path, or the not-found route. Matches as wouter's `<Route>` does (one
 * optional trailing slash, any letter case), so the page preloaded is the page rendered.
 */
export const matchRoute = (path: string): SiteRoute => {
  const wanted = (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();
  return siteRoutes.find((route) => route.path === wanted) ?? notFoundRoute;
};
