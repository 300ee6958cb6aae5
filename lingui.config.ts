import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** Locales of the site and the design system; English is the source and the fallback. */
export const locales = ['en', 'de', 'fr', 'it', 'es'] as const;

export default defineConfig({
  sourceLocale: 'en',
  locales: [...locales],
  fallbackLocales: { default: 'en' },
  format: formatter({ origins: false }),
  orderBy: 'messageId',
  catalogs: [
    {
      path: '<rootDir>/packages/ui/src/i18n/locales/{locale}',
      include: ['<rootDir>/packages/ui/src'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx', '**/i18n/locales/**'],
    },
    {
      path: '<rootDir>/packages/content/src/locales/{locale}',
      include: ['<rootDir>/packages/content/src'],
      exclude: ['**/locales/**'],
    },
    {
      path: '<rootDir>/site/src/locales/{locale}',
      include: ['<rootDir>/site/src'],
      exclude: ['**/locales/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
});
