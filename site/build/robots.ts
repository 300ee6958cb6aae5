/**
 * The robots.txt of a build (prerender.ts writes it). Only a build for the public address invites
 * crawlers: it allows everything but the staff pages and names its sitemap. A local build — no
 * `VITE_SITE_URL`, localhost, an example domain — keeps every crawler out and names no sitemap, whose
 * addresses would be on localhost; its pages say `noindex` too (docs/adr/0060).
 */
export const robotsTxt = ({
  siteUrl,
  indexable,
  hiddenPaths,
}: {
  /** The site's address (`VITE_SITE_URL`, or the local default). */
  siteUrl: string;
  /** Whether this is a build for the public address (`SiteConfig.indexable`). */
  indexable: boolean;
  /** The addresses of the noindex pages (staff) in every language. */
  hiddenPaths: readonly string[];
}): string =>
  [
    'User-agent: *',
    ...(indexable
      ? [
          'Allow: /',
          // Staff pages are noindex; keeping crawlers out of them too saves their budget.
          ...hiddenPaths.map((path) => `Disallow: ${path}`),
          '',
          `Sitemap: ${new URL('/sitemap.xml', `${siteUrl}/`).href}`,
        ]
      : [
          // Not the public site (a local or test build): nothing here is for search engines.
          'Disallow: /',
        ]),
    '',
  ].join('\n');
