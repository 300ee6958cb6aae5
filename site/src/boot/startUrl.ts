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

/**
 * Where a page load belongs, or null when it is already there. Decides the language in SPEC §9's order:
 * `?lng=` first (then removed from the query), else the URL's own prefix (`/de/…`), else — on an
 * English, unprefixed address only — cookie, localStorage, sessionStorage, navigator and html lang.
 * `/en/about` is read as `/about`. The hash and the rest of the query are kept.
 */
export const startUrl = (
  location: StartLocation,
  sources: Omit<DetectionSources, 'search'>,
): string | null => {
  const params = new URLSearchParams(location.search);
  const queried = params.has('lng') ? toLocale(params.get('lng')) : undefined;
  params.delete('lng');

  const english = /^\/en(\/.*)?$/.exec(location.pathname);
  const { locale: prefixed, path } = english
    ? { locale: defaultLocale, path: english[1] || '/' }
    : splitLocale(location.pathname);

  const locale = queried ?? prefixed ?? detectLocale({ ...sources, search: '' });
  const query = params.toString();
  const target = `${localizePath(path, locale)}${query ? `?${query}` : ''}${location.hash}`;
  return target === `${location.pathname}${location.search}${location.hash}` ? null : target;
};
