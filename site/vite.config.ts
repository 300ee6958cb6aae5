import { join } from 'node:path';
import { defineConfig, loadEnv } from 'vite';
import linguiConfig, { uiCatalog } from '../lingui.config.ts';
import { brandVitePlugins } from '../vite.shared.ts';
import { chunkGroups } from './build/chunks.ts';
import { checkClaims, checkCompanyFacts, checkProof } from './build/deployment.ts';
import { parseSiteEnv } from './build/env.ts';
import { securityHeaders } from './build/headers.ts';
import { type HyphenLocale, hyphenateCatalog, hyphenation } from './build/hyphenate.ts';
import { startScript } from './build/inlineScripts.ts';
import { pageMessages, siteCatalogs } from './build/pageMessages.ts';
import { staticHost } from './build/staticHost.ts';
import { dataDirFrom } from './local-supabase/dataDir.ts';
import { devServerDeny, localSupabase } from './local-supabase/plugin.ts';
import { siteLocales, uiCatalogOf } from './src/i18n/locales.ts';
import { notFoundRoute, siteRoutes } from './src/routeTable.ts';

/** Port of `pnpm start` (the built site) and `pnpm dev`; unusual on purpose, so it rarely clashes. */
const port = Number(process.env.PORT ?? 4321);

/** `.env` files are read from the repository root. */
const envDir = join(import.meta.dirname, '..');

/** The build's folder (`SITE_DIST`, default `dist`), so a second build can sit beside the first. */
const dist = process.env.SITE_DIST ?? 'dist';

/** The local backend's folder (database, signing secret), when no Supabase project is configured. */
const localSupabaseDir = dataDirFrom();

/** The pages that start at their load event (forms, the admin): the chunk rules keep their code apart. */
const startsOnLoad = new Set<string>(
  siteRoutes.filter((route) => route.hydrate === 'load').map((route) => route.module),
);

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
  // The register of claims: the same, for each claim the pages show without confirmed evidence.
  const openClaims = command === 'build' && !isSsrBuild ? checkClaims(config.siteUrl) : undefined;
  if (openClaims) console.warn(`@brand/content: ${openClaims}`);
  // The register of proof: the same, for each certificate, audit, contact, reference or fair still a sample.
  const openProof = command === 'build' && !isSsrBuild ? checkProof(config.siteUrl) : undefined;
  if (openProof) console.warn(`@brand/content: ${openProof}`);
  return {
    envDir,
    // The dev server renders every address from index.html; `pnpm start` serves the prerendered files.
    appType: isPreview ? 'mpa' : 'spa',
    plugins: [
      ...brandVitePlugins(),
      // Soft hyphens into the long words of every catalog, at build time (docs/adr/0047).
      hyphenation(),
      pageMessages({
        locales: siteLocales,
        // The library's catalog first (its Swiss German on the German pages), then the brand's and the site's.
        catalogs: siteCatalogs(
          envDir,
          uiCatalog.path,
          (linguiConfig.catalogs ?? []).map((catalog) => catalog.path),
          uiCatalogOf,
        ),
        pageOf: (id) => /[\\/]site[\\/]src[\\/]pages[\\/](\w+)\.tsx$/.exec(id)?.[1],
        pages: [...siteRoutes, notFoundRoute].map((route) => route.module),
        // The soft hyphens `hyphenation()` gives the catalogs the prerenderer renders.
        transform: (messages, locale) =>
          hyphenateCatalog(messages as Parameters<typeof hyphenateCatalog>[0], locale as HyphenLocale),
      }),
      startScript(),
      staticHost(),
      // The hosted project when configured; else the local backend on the site's own origin.
      ...(config.supabase ? [] : [localSupabase(localSupabaseDir)]),
      securityHeaders(config),
    ],
    resolve: {
      alias: [
        // React 19 has useSyncExternalStore: Lingui's and wouter's shim for React 17 need not ship.
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: join(import.meta.dirname, 'src/syncExternalStore.ts'),
        },
      ],
    },
    define: {
      __SITE_CONFIG__: JSON.stringify(config),
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    },
    // No CORS on either server (Vite's default answers any localhost origin, so any page a browser has
    // open on another local port could read the backend's answers and, in dev, the repository's files):
    // the site calls its backend on its own origin, which needs none.
    server: { port, strictPort: true, cors: false, fs: { deny: devServerDeny(localSupabaseDir) } },
    preview: { port, strictPort: true, cors: false },
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
      // A dynamic import fetches its chunk and every chunk that chunk imports at once (Vite's preload
      // helper adds a modulepreload link for each one not loaded yet): a page reached by a client
      // navigation costs one round trip, not one per level of imports. With the chunk rules below a page
      // imports two or three chunks, not thirty.
      modulePreload: { polyfill: false },
      // Fewer, larger chunks by rule (build/chunks.ts): a visit loads the entry, React, the app, its page
      // and its messages; what loads on intent stays apart.
      rolldownOptions: isSsrBuild
        ? {}
        : { output: { codeSplitting: { groups: chunkGroups((page) => startsOnLoad.has(page)) } } },
    },
  };
});
