import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { action } from 'storybook/actions';
import { isUiLocale, type UiLocale } from '../packages/ui/src/i18n/locales.ts';
import { LinkRouterProvider } from '../packages/ui/src/primitives/Link/router';
import { partnerTheme } from '../packages/ui/src/theme/partner.css';
import { germanyGerman, i18n } from './i18n.ts';

const themes = { brand: '', partner: partnerTheme } as const;
export type ThemeName = keyof typeof themes;

/**
 * The toolbar's two globals, read defensively (a URL may carry anything). `locale` is the language the
 * components are given; `catalog` the messages shown, the same but for `de-DE` (the library's German as
 * written in Germany, in the language `de`).
 */
export const readGlobals = (globals: Record<string, unknown> | undefined) => {
  const value = typeof globals?.locale === 'string' ? globals.locale : 'en';
  const locale: UiLocale = value === germanyGerman ? 'de' : isUiLocale(value) ? value : 'en';
  return {
    theme: (globals?.theme === 'partner' ? 'partner' : 'brand') as ThemeName,
    locale,
    catalog: value === germanyGerman ? germanyGerman : locale,
  };
};

/**
 * Applies the toolbar's theme and locale to the whole document, so portalled layers (toasts, drawer,
 * menus) follow too, and activates the locale on the one Lingui instance that stories, docs pages and
 * play functions (`t()` in `packages/ui/src/stories/play.ts`) share.
 */
export function applyGlobals(globals: Record<string, unknown> | undefined) {
  const { theme, locale, catalog } = readGlobals(globals);
  const root = document.documentElement;
  for (const name of Object.keys(themes) as ThemeName[]) {
    if (themes[name]) root.classList.toggle(themes[name], name === theme);
  }
  root.dataset.theme = theme;
  // `de-DE` on the page too: a story drawn in a frame of its own is given the toolbar's value from here.
  root.lang = catalog;
  if (i18n.locale !== catalog) i18n.activate(catalog);
  return { theme, locale, catalog };
}

const navigate = action('navigate');

/** The providers an app puts above the library, in the toolbar's language: stories and docs pages alike. */
export function Providers({
  locale,
  catalog = locale,
  children,
}: {
  locale: UiLocale;
  /** The messages shown, when not `locale`'s: `de-DE`. */
  catalog?: string;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n} key={catalog}>
      {/* react-aria's own strings (hidden "Dismiss" buttons, date formats) follow the same locale. */}
      <AriaI18nProvider locale={catalog}>
        <LinkRouterProvider navigate={(href) => navigate(href)}>{children}</LinkRouterProvider>
      </AriaI18nProvider>
    </I18nProvider>
  );
}
