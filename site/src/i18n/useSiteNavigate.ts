import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { navigate } from 'wouter/use-browser-location';
import type { SiteLocale } from './locales';
import { localizeHref } from './paths';

/**
 * Client-side navigation to a canonical path in the active language: `/about` → `/de/about`, `/` → `/de`
 * (wouter's nested router would write `/de/`, a second address for the same page).
 */
export const useSiteNavigate = () => {
  const { i18n } = useLingui();
  const locale = i18n.locale as SiteLocale;
  return useCallback(
    (href: string, options?: { replace?: boolean }) => navigate(localizeHref(href, locale), options),
    [locale],
  );
};
