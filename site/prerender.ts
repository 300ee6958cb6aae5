/**
 * `pnpm build`'s last step: renders every route in every language to static HTML in dist/ (content,
 * head, JSON-LD), hydrated by the client later; writes 404.html for static hosts, sitemap.xml,
 * robots.txt, the share picture and the security headers for static hosts (build/headers.ts). Runs
 * after `vite build` (client, with its manifest) and `vite build --ssr src/entry-server.tsx` (into
 * dist-ssr/). `SITE_DIST` names another folder than dist/.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { clientEntry } from './build/chunks.ts';
import { buildMetaDir, chunkFiles, chunkKeyOf, keepOutOfDist, readManifest } from './build/firstLoad.ts';
import { deployHeaderFiles } from './build/headers.ts';
import { inlineScript } from './build/inlineScripts.ts';
import { pageMessagesFile } from './build/pageMessages.ts';
import { robotsTxt } from './build/robots.ts';
import { htmlAttribute, metaName } from './src/protocol.ts';
import type { SiteRoute } from './src/routes.ts';

const site = dirname(fileURLToPath(import.meta.url));
const dist = join(site, process.env.SITE_DIST ?? 'dist');
const server: typeof import('./src/entry-server.tsx') = await import(
  pathToFileURL(join(`${dist}-ssr`, 'entry-server.js')).href
);
const { render, siteRoutes, notFoundRoute, siteLocales, localizePath, siteUrl, siteIndexable } = server;

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = readManifest(dist);

// What index.html already loads: the entry chunk and everything it imports statically.
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error("Vite's manifest has no entry chunk");
const entry = chunkFiles(manifest, entryKey);

/**
 * The font files a page uses once they are cached (src/fonts.css: the Latin files of the body and heading
 * fonts), listed for src/startup/fonts.ts to prefetch when the browser is idle.
 */
const brandFonts = [
  /\/source-sans-3-latin-wght-normal-[\w-]+\.woff2$/,
  /\/fraunces-latin-600-normal-[\w-]+\.woff2$/,
].map((pattern) => {
  const file = manifest[entryKey]?.assets?.find((asset) => pattern.test(`/${asset}`));
  if (!file) throw new Error(`no font matching ${pattern} in the entry's assets (src/fonts.css)`);
  return `/${file}`;
});
const brandFontsMeta = `<meta name="${metaName.brandFonts}" content="${brandFonts.join(' ')}">`;

/** The app's start (with React and the layout), loaded by the entry once it decides to start the app. */
const startKey = chunkKeyOf(manifest, clientEntry);

/**
 * What a page needs beyond index.html's entry: the stylesheets of the app and its page (linked, so the
 * first paint is styled), and the JavaScript of the app's start, the page and the page's messages in its
 * language (build/pageMessages.ts), listed in `<meta name="app-modules">` for the bundle report and the
 * tests: the app imports those chunks when it starts (src/main.tsx, src/startup/defer.ts). They are not preloaded: the
 * page paints first, with none of them.
 */
const pageAssets = (route: SiteRoute, locale: string): string => {
  const keys = [startKey, chunkKeyOf(manifest, `src/pages/${route.module}.tsx`)];
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const files = chunkFiles(manifest, key);
    for (const file of files.js) if (!entry.js.has(file)) js.add(file);
    for (const file of files.css) if (!entry.css.has(file)) css.add(file);
  }
  // The page's messages in its language: a file without imports, not in Vite's manifest.
  js.add(pageMessagesFile(route.module, locale));
  const scripts = [...js].map((file) => `/${file}`);
  return [
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<meta name="${metaName.appModules}" content="${scripts.join(' ')}">`,
  ].join('');
};

const fileOf = (url: string) => (url === '/' ? 'index.html' : `${url.slice(1)}.html`);

const page = async (url: string, route: SiteRoute, locale: string, hydratable: boolean) => {
  const { head, body } = await render(url);
  const path = hydratable
    ? ` ${htmlAttribute.path}="${url}" ${htmlAttribute.hydrate}="${route.hydrate}"`
    : '';
  const html = template
    .replace('<html lang="en">', `<html lang="${locale}"${path}>`)
    .replace('<!--page-head-->', `${head}${brandFontsMeta}${pageAssets(route, locale)}`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  if (!html.includes(body) || !html.includes(`lang="${locale}"`)) throw new Error(`index.html changed shape`);
  return html;
};

let written = 0;
const write = (file: string, content: string | Buffer) => {
  const path = join(dist, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  written++;
};

for (const locale of siteLocales) {
  for (const route of siteRoutes) {
    const url = localizePath(route.path, locale);
    write(fileOf(url), await page(url, route, locale, true));
  }
}

// Static hosts serve 404.html for addresses they have no file for: it keeps the address for the app
// (src/startup/notFound.ts) and, without JavaScript, is itself the not-found page.
const notFound = await page(notFoundRoute.path, notFoundRoute, 'en', false);
const headScript = `<script>${inlineScript('head')}</script>`;
if (!notFound.includes(headScript)) throw new Error('the start-up script is missing from index.html');
write('404.html', notFound.replace(headScript, `<script>${inlineScript('notFound')}</script>`));

// sitemap.xml: every indexable page in every language, each with its alternates. A local build writes it
// too (the bundle budgets read its addresses), but its robots.txt names none and keeps crawlers out.
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const absolute = (path: string) => escapeXml(new URL(path, `${siteUrl}/`).href);
const entries = siteRoutes
  .filter((route) => route.indexable)
  .flatMap((route) =>
    siteLocales.map((locale) => {
      const alternates = [
        ...siteLocales.map((code) => [code, localizePath(route.path, code)] as const),
        ['x-default', route.path] as const,
      ].map(([code, path]) => `<xhtml:link rel="alternate" hreflang="${code}" href="${absolute(path)}"/>`);
      return `<url><loc>${absolute(localizePath(route.path, locale))}</loc>${alternates.join('')}</url>`;
    }),
  );
write(
  'sitemap.xml',
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
);
const hidden = siteRoutes.filter((route) => !route.indexable);
write(
  'robots.txt',
  robotsTxt({
    siteUrl,
    indexable: siteIndexable,
    hiddenPaths: siteLocales.flatMap((locale) => hidden.map((route) => localizePath(route.path, locale))),
  }),
);

// The share picture for Open Graph and Twitter cards: the hero poster at 1200×630.
write(
  'og-image.jpg',
  await sharp(join(site, '../packages/content/src/media/hero-poster.svg'))
    .resize(1200, 630, { fit: 'cover' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer(),
);

// Security headers for static hosts (_headers, nginx-headers.conf), once every page is written: the
// policy allows the pages' inline scripts by hash and connects only to the services this build uses.
const config = {
  siteUrl,
  supabase: server.supabaseConfig,
  emailjs: server.emailJsConfig,
  videoHosts: [...server.videoHosts],
};
for (const [file, content] of deployHeaderFiles(dist, config)) write(file, content);

rmSync(`${dist}-ssr`, { recursive: true, force: true });
// Last: the manifest and the source maps (the original sources) leave what a host serves.
const maps = keepOutOfDist(dist);
const pages = siteLocales.length * siteRoutes.length + 1;
console.info(
  `prerendered ${pages} HTML files (${siteRoutes.length} routes × ${siteLocales.length} languages + 404.html), ${written} files in all, for ${siteUrl}; Vite's manifest and ${maps} source maps kept in ${buildMetaDir(dist)}, out of the build`,
);
