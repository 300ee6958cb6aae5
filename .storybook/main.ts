import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';
import { mergeConfig } from 'vite';
import { brandVitePlugins } from '../vite.shared.ts';
import { guardDocgen } from './docgen.ts';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: [
    // GitHub-flavoured Markdown in the guides: without it, MDX draws a table as a paragraph of pipes.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The manager's logo (theme.ts) and the favicon.
  staticDirs: ['./static'],
  // Props tables from the TypeScript checker rather than from the syntax: `ButtonVariant`, written as
  // `(typeof buttonVariants)[number]`, reads `'default' | 'destructive' | …` instead of `unknown[number]`.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The library's own project: its compiler options (bundler resolution, `@brand/source`), its files.
      tsconfigPath: 'packages/ui/tsconfig.json',
      include: ['packages/ui/src/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx', 'packages/ui/src/stories/**'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // The checker orders a union's members as it happened to meet them, which differs from build to build.
      shouldSortUnions: true,
      // The library's props only: not the hundreds a component inherits from React's DOM types.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  viteFinal: (viteConfig) => {
    guardDocgen(viteConfig.plugins);
    return mergeConfig(viteConfig, {
      plugins: brandVitePlugins(),
      // Components keep their names in the built Storybook: the props tables and "Show code" name them
      // (`<FaqSection …/>`), not the minifier's `pe` (tests/visual/visual.spec.ts checks every story).
      build: { rolldownOptions: { output: { keepNames: true } } },
    });
  },
};

export default config;
