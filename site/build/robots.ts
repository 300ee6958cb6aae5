/** robots.txt: only a build for the public address invites crawlers, staff pages aside (docs/adr/0060). */
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
