import { defaultLocale, type SiteLocale } from './i18n/locales';
import { splitLocale } from './i18n/paths';
import { matchRoute, type SiteRoute } from './routeTable';

/**
 * What an address shows: its language (the prefix; English without one) and its route. Worked out here
 * only: the server's render, the client's start and the app read it the same way, so the page prepared
 * is the page rendered.
 */
export const addressPage = (address: string): { locale: SiteLocale; route: SiteRoute } => {
  const { locale = defaultLocale, path } = splitLocale(address);
  return { locale, route: matchRoute(path) };
};
