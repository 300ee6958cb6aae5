import { join } from 'node:path';
import { defineConfig, loadEnv } from 'vite';
import { unconfirmedFactsWarning } from '../packages/content/src/company.ts';
import { brandVitePlugins } from '../vite.shared.ts';
import { compressText } from './build/compress.ts';
import { parseSiteEnv } from './build/env.ts';
import { securityHeaders } from './build/headers.ts';
import { hyphenation } from './build/hyphenate.ts';
import { startScript } from './build/inlineScripts.ts';
import { localOutbox } from './build/outbox.ts';
import { staticHost } from './build/staticHost.ts';

/** Port of `pnpm start` (the built site) and `pnpm dev`; unusual on purpose, so it rarely clashes. */
const port = Number(process.env.PORT ?? 4321);

/** `.env` files are read from the repository root. */
const envDir = join(import.meta.dirname, '..');

/** The build's folder (`SITE_DIST`, default `dist`), so a second build can sit beside the first. */
const dist = process.env.SITE_DIST ?? 'dist';

/** Where the local outbox keeps enquiries when no EmailJS account is configured. */
const outboxDir = process.env.OUTBOX_DIR ?? join(envDir, '.outbox');

export default defineConfig(({ command, mode, isPreview, isSsrBuild }) => {
  // Malformed values stop here, naming the variable; missing ones switch their service off.
  const config = parseSiteEnv(loadEnv(mode, envDir, 'VITE_'));
  if (command === 'build' && !isSsrBuild && !config.emailjs)
    console.warn(
      'VITE_EMAILJS_* not set: enquiries go to the local outbox of `pnpm start` (.outbox/). A static host has none; set them for production.',
    );
  // The legal notice and the privacy notice show the company's placeholders until it confirms them.
  const unconfirmed = command === 'build' && !isSsrBuild ? unconfirmedFactsWarning() : undefined;
  if (unconfirmed) console.warn(unconfirmed);
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
      ...(config.emailjs ? [] : [localOutbox(outboxDir)]),
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
