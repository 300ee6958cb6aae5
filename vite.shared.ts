import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, type Plugin, type PluginOption } from 'vite';

const workspaceSourcesName = 'brand-workspace-sources';

/** Resolves workspace packages to their sources (their `@brand/source` export condition): no build step. */
const workspaceSources = (): Plugin => ({
  name: workspaceSourcesName,
  config: () => ({
    resolve: { conditions: ['@brand/source', ...defaultClientConditions] },
    // The server build (prerendering) must render the very same sources, or its class names differ.
    ssr: { resolve: { conditions: ['@brand/source', ...defaultServerConditions] } },
  }),
});

/**
 * The plugins every Vite build of this repo needs: React, Lingui (macros compiled by Babel, `.po`
 * imports), vanilla-extract and workspace sources. Used by the site, Storybook and the unit tests.
 */
export const brandVitePlugins = (): PluginOption[] => [
  workspaceSources(),
  react(),
  lingui(),
  babel({ presets: [linguiTransformerBabelPreset()] }),
  // vanilla-extract evaluates `.css.ts` files with a Vite of its own: it needs the workspace sources too,
  // or `@brand/ui/contract` in a site stylesheet resolves to the package's build (absent in a fresh clone).
  vanillaExtractPlugin({ unstable_pluginFilter: ({ name }) => name === workspaceSourcesName }),
];
