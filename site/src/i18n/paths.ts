import { defaultLocale, isSiteLocale, type SiteLocale } from './locales';

/**
 * Every language has its own crawlable URLs: English at the canonical paths (`/about`), the others under
 * a prefix (`/de/about`, `/fr/products#dustpans`). The home page of a language is `/de`.
 */
export const localePrefix = (locale: SiteLocale): string => (locale === defaultLocale ? '' : `/${locale}`);

/** A pathname split into its language prefix (none for English) and the canonical path. */
export type LocalizedPath = { locale: SiteLocale | undefined; path: string };

/** `/de/about` → `{ locale: 'de', path: '/about' }`; `/about` → `{ locale: undefined, path: '/about' }`. */
export const splitLocale = (pathname: string): LocalizedPath => {
  const match = /^\/([a-z]{2})(\/.*)?$/s.exec(pathname);
  const code = match?.[1];
  if (code && code !== defaultLocale && isSiteLocale(code)) return { locale: code, path: match[2] || '/' };
  return { locale: undefined, path: pathname };
};

/** The canonical path in a language: `('/about', 'de')` → `/de/about`, `('/', 'de')` → `/de`. */
export const localizePath = (path: string, locale: SiteLocale): string => {
  const prefix = localePrefix(locale);
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix}${path}`;
};

/** Whether an href is a path of this site (`/about#x`), not a URL, `mailto:`, `tel:` or a bare `#hash`. */
export const isSitePath = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

/**
 * An href as the active language's link: site paths get the prefix (query and hash kept); URLs,
 * `mailto:`, `tel:` and in-page hashes pass through.
 */
export const localizeHref = (href: string, locale: SiteLocale): string => {
  if (!isSitePath(href)) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  return localizePath(path, locale) + rest;
};
