/**
 * The robots.txt of a build (prerender.ts writes it). Only a build for the public address (`indexable`)
 * invites crawlers: everything but the staff pages (noindex; kept out to save the crawl budget), and its
 * sitemap. A local build keeps every crawler out and names no sitemap on localhost (docs/adr/0060).
 */
export const robotsTxt = ({
  siteUrl,
  indexable,
  hiddenPaths,
}: {
  siteUrl: string;
  indexable: boolean;
  hiddenPaths: readonly string[];
}) =>
  [
    'User-agent: *',
    ...(indexable
      ? [
          'Allow: /',
          ...hiddenPaths.map((path) => `Disallow: ${path}`),
          '',
          `Sitemap: ${new URL('/sitemap.xml', `${siteUrl}/`).href}`,
        ]
      : ['Disallow: /']),
    '',
  ].join('\n');
