import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { action } from 'storybook/actions';
import { isUiLocale, type UiLocale } from '../packages/ui/src/i18n/locales.ts';
import { LinkRouterProvider } from '../packages/ui/src/primitives/Link/router';
import { partnerTheme } from '../packages/ui/src/theme/partner.css';
import { i18n } from './i18n.ts';

const themes = { brand: '', partner: partnerTheme } as const;
export type ThemeName = keyof typeof themes;

/** The toolbar's two globals, read defensively (a URL may carry anything). */
export const readGlobals = (globals: Record<string, unknown> | undefined) => ({
  theme: (globals?.theme === 'partner' ? 'partner' : 'brand') as ThemeName,
  locale: (typeof globals?.locale === 'string' && isUiLocale(globals.locale)
    ? globals.locale
    : 'en') as UiLocale,
});

/**
 * Applies the toolbar's theme and locale to the whole document, so portalled layers (toasts, drawer,
 * menus) follow too, and activates the locale on the one Lingui instance that stories, docs pages and
 * play functions (`t()` in `packages/ui/src/stories/play.ts`) share.
 */
export function applyGlobals(globals: Record<string, unknown> | undefined) {
  const { theme, locale } = readGlobals(globals);
  const root = document.documentElement;
  for (const name of Object.keys(themes) as ThemeName[]) {
    if (themes[name]) root.classList.toggle(themes[name], name === theme);
  }
  root.dataset.theme = theme;
  root.lang = locale;
  if (i18n.locale !== locale) i18n.activate(locale);
  return { theme, locale };
}

const navigate = action('navigate');

/** The providers an app puts above the library, in the toolbar's language: stories and docs pages alike. */
export function Providers({ locale, children }: { locale: UiLocale; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n} key={locale}>
      {/* react-aria's own strings (hidden "Dismiss" buttons, date formats) follow the same locale. */}
      <AriaI18nProvider locale={locale}>
        <LinkRouterProvider navigate={(href) => navigate(href)}>{children}</LinkRouterProvider>
      </AriaI18nProvider>
    </I18nProvider>
  );
}
