import { join } from 'node:path';
import { defineConfig, loadEnv } from 'vite';
import { brandVitePlugins } from '../vite.shared.ts';
import { compressText } from './build/compress.ts';
import { checkCompanyFacts } from './build/deployment.ts';
import { parseSiteEnv } from './build/env.ts';
import { securityHeaders } from './build/headers.ts';
import { hyphenation } from './build/hyphenate.ts';
import { startScript } from './build/inlineScripts.ts';
import { staticHost } from './build/staticHost.ts';
import { dataDirFrom } from './local-supabase/dataDir.ts';
import { localSupabase } from './local-supabase/plugin.ts';

/** Port of `pnpm start` (the built site) and `pnpm dev`; unusual on purpose, so it rarely clashes. */
const port = Number(process.env.PORT ?? 4321);

/** `.env` files are read from the repository root. */
const envDir = join(import.meta.dirname, '..');

/** The build's folder (`SITE_DIST`, default `dist`), so a second build can sit beside the first. */
const dist = process.env.SITE_DIST ?? 'dist';

/** The local backend's folder (database, signing secret), when no Supabase project is configured. */
const localSupabaseDir = dataDirFrom();

export default defineConfig(({ command, mode, isPreview, isSsrBuild }) => {
  // Malformed values stop here, naming the variable; missing ones switch their service off.
  const config = parseSiteEnv(loadEnv(mode, envDir, 'VITE_'));
  if (command === 'build' && !isSsrBuild && !config.supabase)
    console.info(
      'VITE_SUPABASE_* not set: a local build. `pnpm start` serves it with the local backend (site/local-supabase); a static host has none.',
    );
  else if (command === 'build' && !isSsrBuild && !config.emailjs)
    console.warn(
      'VITE_EMAILJS_* not set: enquiries are stored in Supabase, but nobody is told of them by e-mail; staff read them in /admin.',
    );
  // The company's sample facts: a build for a public address stops; a local one marks them on the pages.
  const samples = command === 'build' && !isSsrBuild ? checkCompanyFacts(config.siteUrl) : undefined;
  if (samples) console.warn(`@brand/content: ${samples}`);
  return {
    envDir,
    // The dev server renders every address from index.html; `pnpm start` serves the prerendered files.
    appType: isPreview ? 'mpa' : 'spa',
    plugins: [
      ...brandVitePlugins(),
      // Soft hyphens into the long words of every catalog, at build time (docs/adr/0047).
      hyphenation(),
      startScript(),
      staticHost(),
      // The hosted project when configured; else the local backend on the site's own origin.
      ...(config.supabase ? [] : [localSupabase(localSupabaseDir)]),
      securityHeaders(config),
      compressText(),
    ],
    define: {
      __SITE_CONFIG__: JSON.stringify(config),
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    },
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
    build: {
      outDir: isSsrBuild ? `${dist}-ssr` : dist,
      target: 'es2022',
      // Maps without a `sourceMappingURL` comment; prerender.ts moves them (and the manifest) out of the
      // build into `<dist>-meta/`, where an error tracker can read them and no visitor can.
      sourcemap: 'hidden',
      manifest: !isSsrBuild,
      // Pictures stay files: inlined, each would be parsed with the JavaScript and repeated in the HTML.
      assetsInlineLimit: 0,
      // One stylesheet for the whole site (≈ 10 KB gzip): smaller than any page's share split into ~20
      // render-blocking files, and cached for every next page.
      cssCodeSplit: false,
      // No modulepreload links added by dynamic imports: the app starts when the browser is idle, where a
      // round trip more costs nothing and appending a dozen links at once held a phone's main thread.
      modulePreload: false,
      // React in a chunk of its own: startup/main.tsx evaluates it a task before the app (src/startup/react.ts), and
      // it stays cached while the app's code changes.
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    test: /[\\/]node_modules[\\/](\.pnpm[\\/])?(react|react-dom|scheduler)[@\\/]/,
                  },
                ],
              },
            },
          },
    },
  };
});
