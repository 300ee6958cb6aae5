import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

/**
 * The plugins every Vite build of this repo needs: React, Lingui (macros compiled by Babel, `.po`
 * imports) and vanilla-extract. Used by the site, Storybook and the unit tests.
 */
export const brandVitePlugins = (): PluginOption[] => [
  react(),
  lingui(),
  babel({ presets: [linguiTransformerBabelPreset()] }),
  vanillaExtractPlugin(),
];
