import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** Locales of the site and the design system; English is the source and the fallback. */
export const locales = ['en', 'de', 'fr', 'it', 'es'] as const;

/**
 * The design system's catalogs: the five languages, German twice — `de` for Germany (with ß) and `de-CH`
 * for Switzerland (ss), which the brand's site shows on its German pages. Its own configuration
 * (packages/ui/lingui.config.ts), since Lingui's locales hold for every catalog of a configuration.
 */
export const uiCatalogLocales = ['en', 'de', 'de-CH', 'fr', 'it', 'es'] as const;

/** The design system's catalog (`packages/ui/src/i18n/locales/<locale>.po`): its messages alone. */
export const uiCatalog = {
  path: '<rootDir>/packages/ui/src/i18n/locales/{locale}',
  include: ['<rootDir>/packages/ui/src'],
  exclude: [
    '**/*.stories.tsx',
    '**/*.test.ts',
    '**/*.test.tsx',
    '**/i18n/locales/**',
    '<rootDir>/packages/ui/src/stories/**',
  ],
};

/** The brand's copy every page may need before its own (see the content catalogs below). */
const shellContent = [
  'sections/navigation.ts',
  'sections/contact.ts',
  'sections/faq.ts',
  'sections/hero.ts',
  'sections/home.ts',
  'pages/seo.ts',
  'figureCopy.ts',
  // The product families' names: the contact form offers them, the /admin inbox names them.
  'productFamilies.ts',
  'factCopy.ts',
  'claimCopy.ts',
  'siteCopy.ts',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: [...locales],
  fallbackLocales: { default: 'en' },
  format: formatter({ origins: false }),
  orderBy: 'messageId',
  // The design system's catalog (`uiCatalog`) is extracted and compiled with packages/ui/lingui.config.ts
  // (the scripts `i18n:extract` and `i18n:compile` run both configurations).
  catalogs: [
    // The stories' own sample content (ids `stories.…`): Storybook only, never in the package build.
    {
      path: '<rootDir>/packages/ui/src/stories/locales/{locale}',
      include: ['<rootDir>/packages/ui/src/stories'],
      exclude: ['**/locales/**', '**/*.test.ts', '**/*.test.tsx'],
    },
    // The brand's copy in two catalogs: what every page may need up front (header, footer, head, contact
    // and FAQ), and the long sections' copy, loaded with the pages that show it.
    {
      path: '<rootDir>/packages/content/src/locales/{locale}',
      include: shellContent.map((file) => `<rootDir>/packages/content/src/${file}`),
    },
    {
      path: '<rootDir>/packages/content/src/sections/locales/{locale}',
      include: ['<rootDir>/packages/content/src'],
      exclude: ['**/locales/**', ...shellContent.map((file) => `**/${file}`)],
    },
    {
      path: '<rootDir>/site/src/locales/{locale}',
      include: ['<rootDir>/site/src'],
      exclude: ['**/locales/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
});
