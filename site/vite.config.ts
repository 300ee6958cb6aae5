import { join } from 'node:path';
import { defineConfig, loadEnv } from 'vite';
import { brandVitePlugins } from '../vite.shared.ts';
import { parseSiteUrl } from './build/env.ts';
import { startScript } from './build/inlineScripts.ts';
import { staticHost } from './build/staticHost.ts';

/** Port of `pnpm start` (the built site) and `pnpm dev`; unusual on purpose, so it rarely clashes. */
const port = Number(process.env.PORT ?? 4321);

/** `.env` files are read from the repository root. */
const envDir = join(import.meta.dirname, '..');

export default defineConfig(({ mode, isPreview }) => {
  const env = loadEnv(mode, envDir, 'VITE_');
  const siteUrl = parseSiteUrl(env.VITE_SITE_URL);
  return {
    envDir,
    // The dev server renders every address from index.html; `pnpm start` serves the prerendered files.
    appType: isPreview ? 'mpa' : 'spa',
    plugins: [...brandVitePlugins(), startScript(), staticHost()],
    define: {
      'import.meta.env.VITE_SITE_URL': JSON.stringify(siteUrl),
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    },
    // Found late otherwise (it is imported by vanilla-extract's compiled recipes), reloading the dev page.
    optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
    build: { target: 'es2022', sourcemap: true, manifest: true },
  };
});
