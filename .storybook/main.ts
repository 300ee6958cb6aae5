import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { brandVitePlugins } from '../vite.shared.ts';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The manager's logo (theme.ts) and the favicon.
  staticDirs: ['./static'],
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: brandVitePlugins() }),
};

export default config;
