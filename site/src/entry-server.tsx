import { prerender } from 'react-dom/static';
import { App } from './App';
import { addressPage, preparePage } from './routes';

export { emailJsConfig, siteIndexable, siteUrl, supabaseConfig, videoHosts } from './config';
export { siteLocales } from './i18n/locales';
export { localizePath } from './i18n/paths';
export { notFoundRoute, siteRoutes } from './routes';

/** React 19 emits a page's hoisted <title>, <meta> and <link> elements first; they belong in <head>. */
const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/**
 * Renders one address to static HTML (used by prerender.ts at build time): the catalogs and the page's
 * chunk are loaded first, then `prerender` waits for everything, so the HTML holds the full page.
 */
export async function render(url: string): Promise<{ head: string; body: string }> {
  const { locale, route } = addressPage(url);
  await preparePage(route, locale);
  const { prelude } = await prerender(<App ssrPath={url} />);
  const html = await new Response(prelude).text();
  const head = hoisted.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
