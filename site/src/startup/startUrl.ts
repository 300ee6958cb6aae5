import { type DetectionSources, detectLocale, toLocale } from '../i18n/detect';
import { defaultLocale, type SiteLocale } from '../i18n/locales';
import { localizePath, splitLocale } from '../i18n/paths';
import { sitePath } from '../sitePath';

/** The parts of the address the start-up decision reads. */
export type StartLocation = { origin: string; pathname: string; search: string; hash: string };

/** Where a page load must go: another address (`reload`), or the same page with a cleaner query. */
export type StartMove = { href: string; reload: boolean };

/** The language a page load is in, and the parts of the address the move is made of. */
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
 * Where a page load belongs, or null when it is already there. Decides the language in SPEC §9's order:
 * `?lng=` first, else the URL's own prefix (`/de/…`), else — on an English, unprefixed address only —
 * cookie, localStorage, sessionStorage, navigator and html lang. `/en/about` is read as `/about`. The hash
 * and the rest of the query are kept. A `?lng=` that moves the visitor to another address travels along
 * (so the next page, which detects again, honours it too); on the right address it is dropped from the
 * query without a reload. Every move goes through `sitePath`: `/en//evil.example` moves to the path
 * `/evil.example` of this site (its not-found page), never to the host `evil.example`; a move it refuses
 * is not made.
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
