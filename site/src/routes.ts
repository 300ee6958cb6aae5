import type { PageKey } from '@brand/content';
import { Loading } from '@brand/ui';
import { useLingui } from '@lingui/react';
import { type ComponentType, createElement, lazy, type ReactNode, Suspense, use, useState } from 'react';
import { hasSections, loadSections } from './i18n/catalogs';
import type { SiteLocale } from './i18n/locales';
import { once } from './once';
import type { HydrateWhen } from './startup/protocol';

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
  /** The brand copy the page shows: `shell` (header, footer, contact, FAQ) or `all` (the long sections too). */
  content: 'shell' | 'all';
};

/** SPEC §2's routes, in navigation order. */
export const siteRoutes = [
  { page: 'home', path: '/', indexable: true, module: 'Home', hydrate: 'idle', content: 'shell' },
  { page: 'about', path: '/about', indexable: true, module: 'About', hydrate: 'idle', content: 'all' },
  {
    page: 'products',
    path: '/products',
    indexable: true,
    module: 'Products',
    hydrate: 'idle',
    content: 'all',
  },
  {
    page: 'manufacturing',
    path: '/manufacturing',
    indexable: true,
    module: 'Manufacturing',
    hydrate: 'idle',
    content: 'all',
  },
  {
    page: 'sustainability',
    path: '/sustainability',
    indexable: true,
    module: 'Sustainability',
    hydrate: 'idle',
    content: 'all',
  },
  {
    page: 'private-label',
    path: '/private-label',
    indexable: true,
    module: 'PrivateLabel',
    hydrate: 'idle',
    content: 'all',
  },
  {
    page: 'contact',
    path: '/contact',
    indexable: true,
    module: 'Contact',
    hydrate: 'load',
    content: 'shell',
  },
  { page: 'faq', path: '/faq', indexable: true, module: 'Faq', hydrate: 'idle', content: 'shell' },
  {
    page: 'legal-notice',
    path: '/legal-notice',
    indexable: true,
    module: 'LegalNotice',
    hydrate: 'idle',
    content: 'all',
  },
  {
    page: 'privacy',
    path: '/privacy',
    indexable: true,
    module: 'Privacy',
    hydrate: 'idle',
    content: 'all',
  },
  { page: 'login', path: '/login', indexable: false, module: 'Login', hydrate: 'load', content: 'shell' },
  { page: 'admin', path: '/admin', indexable: false, module: 'Admin', hydrate: 'load', content: 'shell' },
] as const satisfies readonly SiteRoute[];

/** Every other address. */
export const notFoundRoute: SiteRoute = {
  page: 'not-found',
  path: '/404',
  indexable: false,
  module: 'NotFound',
  hydrate: 'idle',
  content: 'shell',
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

const modules = import.meta.glob<PageModule>('./pages/*.tsx');

/** A page loaded on demand, whose chunk can also be fetched ahead (before hydration). */
type LazyPage = {
  /** Renders the page, suspending until its chunk has arrived. */
  Lazy: ComponentType;
  /** The page itself once its chunk is here. */
  loaded?: ComponentType;
  /** Fetches the chunk (once; a failed fetch is tried again on the next call). */
  preload: () => Promise<ComponentType>;
};

const pages = new Map<string, LazyPage>();

/** The lazy page of a route, created once per route. */
export const pageOf = (route: SiteRoute): LazyPage => {
  const existing = pages.get(route.module);
  if (existing) return existing;
  const load = modules[`./pages/${route.module}.tsx`];
  if (!load) throw new Error(`src/pages/${route.module}.tsx does not exist`);
  const page: LazyPage = {
    Lazy: lazy(async () => ({ default: await page.preload() })),
    preload: once(() =>
      load().then((module) => {
        page.loaded = module.default;
        return module.default;
      }),
    ),
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
  const locale = useLingui().i18n.locale as SiteLocale;
  const page = pageOf(route);
  const [Loaded] = useState(() =>
    route.content === 'shell' || hasSections(locale) ? page.loaded : undefined,
  );
  if (Loaded) return createElement(Loaded);
  const content =
    route.content === 'all'
      ? createElement(WithSections, { locale }, createElement(page.Lazy))
      : createElement(page.Lazy);
  return createElement(Suspense, { fallback: createElement(Loading) }, content);
}

/** Suspends until the language's long sections' copy is loaded (a first page with `content: 'shell'`). */
function WithSections({ locale, children }: { locale: SiteLocale; children?: ReactNode }) {
  use(loadSections(locale));
  return children;
}
