import type { LanguageOption } from '../../primitives/LanguageMenu/languages';

/**
 * Whether a nav link leads to the current page (or a page below it), so it gets `aria-current="page"`.
 * Only a link to a page counts: a link with a hash (`/#about`, `#contact`) points into a page, and is never
 * the current page, not even on that page.
 */
export const isCurrent = (href: string, currentPath: string | undefined): boolean => {
  if (!currentPath || href.includes('#')) return false;
  const path = href.split('?')[0] ?? href;
  if (!path.startsWith('/')) return false;
  if (path === '/') return currentPath === '/';
  const page = path.replace(/\/+$/, '');
  return currentPath === page || currentPath === `${page}/` || currentPath.startsWith(`${page}/`);
};

/**
 * The header's language choice, when it has one: a handler to call and two or more languages to choose
 * from. A one-language site (no `onLocaleChange`, or a single language) gets no menu at all.
 */
export const languageMenu = (
  languages: readonly LanguageOption[],
  onLocaleChange: ((code: string) => void) | undefined,
): { onChange: (code: string) => void } | undefined =>
  onLocaleChange && languages.length > 1 ? { onChange: onLocaleChange } : undefined;
