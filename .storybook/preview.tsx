import '@fontsource-variable/fraunces';
import '@fontsource-variable/source-sans-3';
import '@fontsource-variable/space-grotesk';
import '../packages/ui/src/styles.ts';
import { I18nProvider } from '@lingui/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { action } from 'storybook/actions';
import { isUiLocale, uiLocales } from '../packages/ui/src/i18n/locales.ts';
import { LinkRouterProvider } from '../packages/ui/src/primitives/Link/router';
import { partnerTheme } from '../packages/ui/src/theme/partner.css';
import { i18n, localeNames } from './i18n.ts';
import { docsTheme } from './theme.ts';

const themes = { brand: '', partner: partnerTheme } as const;
type ThemeName = keyof typeof themes;

const navigate = action('navigate');

/** Applies the toolbar's theme and locale to the whole document, so portalled layers follow too. */
const withThemeAndLocale: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'partner' ? 'partner' : 'brand';
  const locale = isUiLocale(context.globals.locale) ? context.globals.locale : 'en';
  const root = document.documentElement;
  for (const name of Object.keys(themes) as ThemeName[]) {
    if (themes[name]) root.classList.toggle(themes[name], name === theme);
  }
  root.dataset.theme = theme;
  root.lang = locale;
  if (i18n.locale !== locale) i18n.activate(locale);
  return (
    <I18nProvider i18n={i18n} key={locale}>
      {/* react-aria's own strings (hidden "Dismiss" buttons, date formats) follow the same locale. */}
      <AriaI18nProvider locale={locale}>
        <LinkRouterProvider navigate={(href) => navigate(href)}>
          <Story />
        </LinkRouterProvider>
      </AriaI18nProvider>
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withThemeAndLocale],
  globalTypes: {
    locale: {
      description: 'Language of the library and content messages',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: uiLocales.map((code) => ({ value: code, title: localeNames[code], right: code })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme applied to the document',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'brand', title: 'Brand' },
          { value: 'partner', title: 'Partner (example)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'brand' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile (390×844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet (820×1180)', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
        desktop: {
          name: 'Desktop (1440×900)',
          styles: { width: '1440px', height: '900px' },
          type: 'desktop',
        },
      },
    },
    docs: { theme: docsTheme },
    options: { storySort: { order: ['Introduction', 'Getting started', 'Theme', 'Primitives', 'Sections'] } },
  },
  tags: ['autodocs'],
};

export default preview;
