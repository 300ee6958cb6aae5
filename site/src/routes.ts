import type { PageKey } from '@brand/content';
import { Loading } from '@brand/ui';
import { type ComponentType, createElement, lazy, Suspense, useState } from 'react';

/** A page of the site: its head key, canonical path and whether search engines should index it. */
export type SiteRoute = {
  page: PageKey;
  /** Canonical (English) path; other languages prefix it (`/de/about`). */
  path: string;
  /** Listed in the sitemap, with canonical and alternate links; otherwise `noindex`. */
  indexable: boolean;
  /** Module of the page under `src/routes/` (also its key in Vite's manifest). */
  module: string;
};

/** SPEC §2's routes, in navigation order. */
export const siteRoutes = [
  { page: 'home', path: '/', indexable: true, module: 'Home' },
  { page: 'about', path: '/about', indexable: true, module: 'About' },
  { page: 'products', path: '/products', indexable: true, module: 'Products' },
  { page: 'manufacturing', path: '/manufacturing', indexable: true, module: 'Manufacturing' },
  { page: 'sustainability', path: '/sustainability', indexable: true, module: 'Sustainability' },
  { page: 'private-label', path: '/private-label', indexable: true, module: 'PrivateLabel' },
  { page: 'contact', path: '/contact', indexable: true, module: 'Contact' },
  { page: 'legal-notice', path: '/legal-notice', indexable: true, module: 'LegalNotice' },
  { page: 'login', path: '/login', indexable: false, module: 'Login' },
  { page: 'admin', path: '/admin', indexable: false, module: 'Admin' },
] as const satisfies readonly SiteRoute[];

/** Every other address. */
export const notFoundRoute: SiteRoute = {
  page: 'not-found',
  path: '/404',
  indexable: false,
  module: 'NotFound',
};

/**
 * The route of a canonical path, or the not-found route. Matches as wouter's `<Route>` does (one
 * optional trailing slash, any letter case), so the page preloaded is the page rendered.
 */
export const matchRoute = (path: string): SiteRoute => {
  const wanted = (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();
  return siteRoutes.find((route) => route.path === wanted) ?? notFoundRoute;
};

type PageModule = { default: ComponentType };

const modules = import.meta.glob<PageModule>('./routes/*.tsx');

/** A page loaded on demand, whose chunk can also be fetched ahead (before hydration). */
type LazyPage = {
  /** Renders the page, suspending until its chunk has arrived. */
  Lazy: ComponentType;
  /** The page itself once its chunk is here. */
  loaded?: ComponentType;
  /** Fetches the chunk (once). */
  preload: () => Promise<ComponentType>;
};

const pages = new Map<string, LazyPage>();

/** The lazy page of a route, created once per route. */
export const pageOf = (route: SiteRoute): LazyPage => {
  const existing = pages.get(route.module);
  if (existing) return existing;
  const load = modules[`./routes/${route.module}.tsx`];
  if (!load) throw new Error(`src/routes/${route.module}.tsx does not exist`);
  let pending: Promise<ComponentType> | undefined;
  const page: LazyPage = {
    Lazy: lazy(async () => ({ default: await page.preload() })),
    preload: () => {
      pending ??= load().then((module) => {
        page.loaded = module.default;
        return module.default;
      });
      return pending;
    },
  };
  pages.set(route.module, page);
  return page;
};

/**
 * A route's page. A preloaded page (always the first one: main.tsx and the prerenderer load it first) is
 * rendered directly, with no Suspense boundary around it: React's prerenderer would otherwise outline a
 * large boundary behind its fallback and reveal it by script, and the first paint would show "Loading".
 * A page whose chunk is not here yet shows the plain "Loading" text until it arrives. The choice is made
 * once per mount, so a later render (a language switch) never swaps the element type and loses state.
 * Give it `key={route.module}`.
 */
export function RoutePage({ route }: { route: SiteRoute }) {
  const page = pageOf(route);
  const [Loaded] = useState(() => page.loaded);
  if (Loaded) return createElement(Loaded);
  return createElement(Suspense, { fallback: createElement(Loading) }, createElement(page.Lazy));
}
