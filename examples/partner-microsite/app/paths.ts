import { type Locale, locales } from './content';

/**
 * A path of this site in a language: `/contact` → `/de/contact/`, `/#faq` → `/de/#faq`, `/en/` unchanged (trailing slash: the
 * static export writes one folder per page). Other URLs (external, `mailto:`) pass unchanged.
 */
export function localize(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/s.exec(href) ?? [];
  // Already in a language (the language switch links to the other one).
  if (locales.some((code) => path === `/${code}` || path.startsWith(`/${code}/`))) return href;
  const folder = path === '/' ? '/' : path.replace(/\/?$/, '/');
  return `/${locale}${folder}${rest}`;
}
