import { type DetectionSources, detectLocale, toLocale } from '../i18n/detect';
import { defaultLocale, type SiteLocale } from '../i18n/locales';
import { localizePath, splitLocale } from '../i18n/paths';
import { sitePath } from '../sitePath';

export type StartLocation = { origin: string; pathname: string; search: string; hash: string };

export type StartMove = { href: string; reload: boolean };

const decide = (location: StartLocation, sources: Omit<DetectionSources, 'search'>) => {
  const params = new URLSearchParams(location.search);
  const queried = params.has('lng') ? toLocale(params.get('lng')) : undefined;
  params.delete('lng');
  const english = /^\/en(\/.*)?$/s.exec(location.pathname);
  const { locale: prefixed, path } = english
    ? { locale: defaultLocale, path: english[1] || '/' }
    : splitLocale(location.pathname);
  const locale: SiteLocale = queried ?? prefixed ?? detectLocale({ ...sources, search: '' });
  return { locale, queried, params, path };
};

/**
 * Where a page load belongs (SPEC §9: `?lng=`, the prefix, then detection), or null when it is there. A
 * `?lng=` travels with a move and is dropped otherwise; every move goes through `sitePath`.
 */
export const startUrl = (
  location: StartLocation,
  sources: Omit<DetectionSources, 'search'>,
): StartMove | null => {
  const { locale, queried, params, path } = decide(location, sources);
  const pathname = localizePath(path, locale);
  const query = (extra: string) => {
    const text = [params.toString(), extra].filter(Boolean).join('&');
    return text ? `?${text}` : '';
  };
  const reload = pathname !== location.pathname;
  const href = sitePath(
    `${pathname}${query(reload && queried ? `lng=${queried}` : '')}${location.hash}`,
    location.origin,
  );
  if (!href || href === `${location.pathname}${location.search}${location.hash}`) return null;
  return { href, reload: reload || new URL(href, location.origin).pathname !== location.pathname };
};
