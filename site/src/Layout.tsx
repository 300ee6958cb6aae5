import { footerContent, headerContent } from '@brand/content/sections/navigation.ts';
import { LinkRouterProvider } from '@brand/ui/primitives/Link/router.tsx';
import { SkipLink } from '@brand/ui/primitives/SkipLink/SkipLink.tsx';
import { ToastProvider } from '@brand/ui/primitives/Toast/ToastProvider.tsx';
import { FooterSection } from '@brand/ui/sections/Footer/FooterSection.tsx';
import { HeaderBar } from '@brand/ui/sections/Header/HeaderBar.tsx';
import { useLingui } from '@lingui/react';
import { Route, Switch, useLocation } from 'wouter';
import { navigate as navigateBrowser } from 'wouter/use-browser-location';
import { loadI18n } from './i18n/catalogs';
import { isSiteLocale, type SiteLocale } from './i18n/locales';
import { isSitePath, localizeHref, localizePath } from './i18n/paths';
import { rememberLocale } from './i18n/remember';
import { useSiteNavigate } from './i18n/useSiteNavigate';
import { matchRoute, notFoundRoute, RoutePage, siteRoutes } from './routes';
import { scrollToHash, useNavigationScroll } from './scroll';
import { sitePath } from './sitePath';
import { OnDemandDrawer, OnDemandLanguageMenu, OnDemandToastRegion } from './startup/onDemand';

/**
 * The not-found page's pattern: every path. wouter's own catch-all (`*`, a `.*` pattern) misses a path that
 * decodes to a line break (`/%0d%0a…`), which would leave `<main>` empty.
 */
const anyPath = /^[\s\S]*$/;

/**
 * What every page shares: the skip link, the fixed header, the page (loaded on demand, with the plain
 * "Loading" text meanwhile) inside `<main>`, the footer and the notifications region. The header's drawer
 * and language menu and the region load their code on intent (src/startup/onDemand.tsx). Links of
 * @brand/ui navigate through its LinkRouterProvider: canonical paths become the active language's
 * (`/about` → `/de/about`).
 */
export function Layout() {
  const { i18n } = useLingui();
  const locale = i18n.locale as SiteLocale;
  const [path] = useLocation();
  const navigate = useSiteNavigate();
  useNavigationScroll(path);

  const changeLocale = async (code: string) => {
    if (!isSiteLocale(code)) return;
    // The visitor's choice, the only thing that stores a language (docs/adr/0060) — the one shown included.
    rememberLocale(code);
    if (code === locale) return;
    // The page's messages in the other language first, so it is shown at once in it.
    await loadI18n(code, matchRoute(path).module);
    // The same page in the other language; an address such as `/de//evil.example` (a not-found page)
    // stays a path of this site.
    const { origin, search, hash } = window.location;
    navigateBrowser(
      sitePath(`${localizePath(path, code)}${search}${hash}`, origin) ?? localizePath('/', code),
    );
  };

  /** Client-side navigation for site paths; a link to the very address shown scrolls to its hash again. */
  const go = (href: string) => {
    if (!isSitePath(href)) return window.location.assign(href);
    const { pathname, search, hash } = window.location;
    if (hash && localizeHref(href, locale) === `${pathname}${search}${hash}`)
      return void scrollToHash(hash, { focus: true });
    navigate(href);
  };

  return (
    <LinkRouterProvider navigate={go} useHref={(href) => localizeHref(href, locale)}>
      <ToastProvider>
        <SkipLink />
        <HeaderBar
          {...headerContent(i18n)}
          locale={locale}
          onLocaleChange={changeLocale}
          currentPath={path}
          contactOnPhone
          Drawer={OnDemandDrawer}
          LanguageMenu={OnDemandLanguageMenu}
        />
        <main id="main" tabIndex={-1}>
          <Switch>
            {siteRoutes.map((route) => (
              <Route key={route.path} path={route.path}>
                <RoutePage key={route.module} route={route} />
              </Route>
            ))}
            <Route path={anyPath}>
              <RoutePage key={notFoundRoute.module} route={notFoundRoute} />
            </Route>
          </Switch>
        </main>
        <FooterSection {...footerContent(i18n)} year={__BUILD_YEAR__} />
        <OnDemandToastRegion />
      </ToastProvider>
    </LinkRouterProvider>
  );
}
