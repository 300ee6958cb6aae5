'use client';

import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';

/** How links of the library navigate inside an app: its router's `navigate` and its address mapping. */
export type LinkRouter = {
  /** Navigates to an internal `href` (as given to the link) without a page load. */
  navigate: (href: string) => void;
  /** The address a link shows for `href`, e.g. `/about` → `/de/about`; `href` itself by default. */
  useHref?: (href: string) => string;
};

const RouterContext = createContext<LinkRouter | null>(null);

export type LinkRouterProviderProps = LinkRouter & { children: ReactNode };

/**
 * Connects `Link` and `Button href` to the app's router: a plain click on a link of this origin calls
 * `navigate` instead of loading the page; modified clicks (new tab, download), other origins, `mailto:`
 * and `tel:` keep the browser's behaviour. Without a provider every link is an ordinary link.
 */
export function LinkRouterProvider({ navigate, useHref, children }: LinkRouterProviderProps) {
  return <RouterContext value={{ navigate, useHref }}>{children}</RouterContext>;
}

const identity = (href: string) => href;

/**
 * The shown address of `href` and the click handler that routes it. Calls `onPress` first; a handler
 * that prevents the default keeps the click from navigating at all.
 */
export const useRoutedLink = (
  href: string,
  { target, onPress }: { target?: string | undefined; onPress?: (() => void) | undefined },
) => {
  const router = useContext(RouterContext);
  const shown = (router?.useHref ?? identity)(href);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onPress?.();
    if (event.defaultPrevented || !router) return;
    const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (modified || (target && target !== '_self') || event.currentTarget.hasAttribute('download')) return;
    if (event.currentTarget.origin !== window.location.origin) return;
    // A jump within the page (`#part`) is the browser's: it scrolls, and fires `hashchange`.
    if (href.startsWith('#')) return;
    event.preventDefault();
    router.navigate(href);
  };
  return { href: shown, onClick };
};
