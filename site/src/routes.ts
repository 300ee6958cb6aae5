import { Loading } from '@brand/ui/primitives/Loading/Loading.tsx';
import { useLingui } from '@lingui/react';
import { type ComponentType, createElement, Suspense, use, useState } from 'react';
import { preloadSession } from './adapters/preloadSession';
import { loadI18n, peekI18n } from './i18n/catalogs';
import type { SiteLocale } from './i18n/locales';
import { once } from './once';
import type { SiteRoute } from './routeTable';

export { addressPage } from './address';
export { matchRoute, notFoundRoute, type SiteRoute, siteRoutes } from './routeTable';

type PageModule = { default: ComponentType };

const modules = import.meta.glob<PageModule>('./pages/*.tsx');

/** A page loaded on demand, whose chunk can also be fetched ahead (before hydration). */
type LazyPage = {
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

/** The sign-in adapter and its library, asked for once, with the first staff page's chunk. */
const preloadStaffSession = once(preloadSession);

/**
 * The page's chunk and its messages in a language, fetched together: one round trip, not two (with the
 * sign-in adapter and its library for a staff page).
 */
const prepared = new Map<string, () => Promise<ComponentType>>();
export const preparePage = (route: SiteRoute, locale: SiteLocale): Promise<ComponentType> => {
  const key = `${locale}/${route.module}`;
  let prepare = prepared.get(key);
  if (!prepare) {
    prepare = once(() =>
      Promise.all([
        pageOf(route).preload(),
        loadI18n(locale, route.module),
        route.session ? preloadStaffSession() : undefined,
      ]).then(([Page]) => Page),
    );
    prepared.set(key, prepare);
  }
  return prepare();
};

/** The page once its chunk and its messages are here (their fetch, started together, suspends it). */
const readyPage = (route: SiteRoute, locale: SiteLocale): ComponentType | undefined =>
  peekI18n(locale, route.module) ? pageOf(route).loaded : undefined;

/**
 * A route's page. A prepared page (always the first one: main.tsx and the prerenderer prepare it first) is
 * rendered directly, with no Suspense boundary around it: React's prerenderer would otherwise outline a
 * large boundary behind its fallback and reveal it by script, and the first paint would show "Loading".
 * A page whose chunk or messages are not here yet shows the plain "Loading" text until both have arrived.
 * The choice is made once per mount, so a later render (a language switch) never swaps the element type
 * and loses state. Give it `key={route.module}`.
 */
export function RoutePage({ route }: { route: SiteRoute }) {
  const locale = useLingui().i18n.locale as SiteLocale;
  const [Ready] = useState(() => readyPage(route, locale));
  if (Ready) return createElement(Ready);
  return createElement(
    Suspense,
    { fallback: createElement(Loading) },
    createElement(PreparedPage, { route, locale }),
  );
}

/** Suspends until the page's chunk and its messages in the language are here. */
function PreparedPage({ route, locale }: { route: SiteRoute; locale: SiteLocale }) {
  const Page = readyPage(route, locale) ?? use(preparePage(route, locale));
  return createElement(Page);
}
