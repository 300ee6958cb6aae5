import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { sitePath } from '../sitePath';
import type { SiteLocale } from './locales';
import { localizeHref, localizePath } from './paths';

/**
 * Client-side navigation to a canonical path in the active language: `/about` → `/de/about`, `/` → `/de`
 * (wouter's nested router would write `/de/`, a second address for the same page). The target passes
 * `sitePath`; one it refuses leads to the language's home page instead.
 */
export const useSiteNavigate = () => {
  const { i18n } = useLingui();
  const locale = i18n.locale as SiteLocale;
  return useCallback(
    (href: string, options?: { replace?: boolean }) =>
      navigate(
        sitePath(localizeHref(href, locale), window.location.origin) ?? localizePath('/', locale),
        options,
      ),
    [locale],
  );
};
