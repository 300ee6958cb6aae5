import { type DetectionSources, detectLocale, toLocale } from '../i18n/detect';
import { defaultLocale } from '../i18n/locales';
import { localizePath, splitLocale } from '../i18n/paths';

/** The sessionStorage key under which a static host's 404 page leaves the address the visitor asked for. */
export const redirectKey = 'redirect';

/** Longest stored redirect accepted; anything longer is not an address this site made. */
const maxRedirectLength = 2048;

/**
 * A stored redirect path, if it is safe to put in the address bar: a path of this site (`/…`), never a
 * protocol-relative or absolute URL, a `javascript:` address, a backslash trick or control characters.
 */
export const safeRedirectPath = (value: string | null | undefined): string | null => {
  if (!value || value.length > maxRedirectLength) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
};

/** The parts of the address the start-up decision reads. */
export type StartLocation = { pathname: string; search: string; hash: string };

/** Where a page load must go: another address (`reload`), or the same page with a cleaner query. */
export type StartMove = { href: string; reload: boolean };

/**
 * Where a page load belongs, or null when it is already there. Decides the language in SPEC §9's order:
 * `?lng=` first, else the URL's own prefix (`/de/…`), else — on an English, unprefixed address only —
 * cookie, localStorage, sessionStorage, navigator and html lang. `/en/about` is read as `/about`. The hash
 * and the rest of the query are kept. A `?lng=` that moves the visitor to another address travels along
 * (so the next page, which detects again, honours it too); on the right address it is dropped from the
 * query without a reload.
 */
export const startUrl = (
  location: StartLocation,
  sources: Omit<DetectionSources, 'search'>,
): StartMove | null => {
  const params = new URLSearchParams(location.search);
  const queried = params.has('lng') ? toLocale(params.get('lng')) : undefined;
  params.delete('lng');

  const english = /^\/en(\/.*)?$/.exec(location.pathname);
  const { locale: prefixed, path } = english
    ? { locale: defaultLocale, path: english[1] || '/' }
    : splitLocale(location.pathname);

  const locale = queried ?? prefixed ?? detectLocale({ ...sources, search: '' });
  const pathname = localizePath(path, locale);
  const query = (extra: string) => {
    const text = [params.toString(), extra].filter(Boolean).join('&');
    return text ? `?${text}` : '';
  };
  if (pathname !== location.pathname)
    return { href: `${pathname}${query(queried ? `lng=${queried}` : '')}${location.hash}`, reload: true };
  const clean = `${pathname}${query('')}${location.hash}`;
  return clean === `${location.pathname}${location.search}${location.hash}`
    ? null
    : { href: clean, reload: false };
};
