import { type PageKey, seoContent } from '@brand/content/pages/seo.ts';
import { heroContent } from '@brand/content/sections/hero.ts';
import { footerContent, headerContent } from '@brand/content/sections/navigation.ts';
import { useLingui } from '@lingui/react';
import { absoluteUrl, siteIndexable, siteUrl } from '../config';
import { defaultLocale, type SiteLocale, siteLocales } from '../i18n/locales';
import { localizePath } from '../i18n/paths';
import { notFoundRoute, type SiteRoute, siteRoutes } from '../routeTable';
import { breadcrumbs, type JsonLd, organization, serializeJsonLd } from './structuredData';

/** Open Graph locale of each language (the company is Swiss; English and Spanish as written in Europe). */
const ogLocales: Record<SiteLocale, string> = {
  en: 'en_GB',
  de: 'de_CH',
  fr: 'fr_CH',
  it: 'it_CH',
  es: 'es_ES',
};

/** The share picture (1200×630, rendered from the hero poster at build time by site/scripts). */
export const shareImage = { path: '/og-image.jpg', width: 1200, height: 630 } as const;

const routeOf = (page: PageKey): SiteRoute =>
  siteRoutes.find((route) => route.page === page) ?? notFoundRoute;

export type PageHeadProps = {
  /** Which page: its title, description and keywords come from @brand/content. */
  page: PageKey;
  /** Extra JSON-LD items of the page (the FAQ on /contact). */
  structuredData?: readonly JsonLd[];
};

/**
 * A page's head in the active language, rendered by React 19 into <head> (and by the prerenderer into the
 * static HTML): title, description, keywords and robots on every page; on indexable pages also the
 * canonical link, alternates for the five languages and x-default, Open Graph and Twitter card tags and a
 * BreadcrumbList; on the home page the Organization item. /login, /admin and not-found are noindex. A
 * build that is not for the public address (`siteIndexable`: no `VITE_SITE_URL`, localhost) is noindex
 * on every page and links no canonical address, alternate or `og:url`, which would point at localhost
 * (docs/adr/0060).
 */
export function PageHead({ page, structuredData = [] }: PageHeadProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as SiteLocale;
  const seo = seoContent(i18n)[page];
  const route = routeOf(page);

  if (!route.indexable) {
    return (
      <>
        <title>{seo.title}</title>
        <meta name="description" content={seo.description} />
        <meta name="keywords" content={seo.keywords} />
        <meta name="robots" content="noindex, nofollow" />
      </>
    );
  }

  const url = absoluteUrl(localizePath(route.path, locale));
  const header = headerContent(i18n);
  const home = { name: header.logo.label, url: absoluteUrl(localizePath('/', locale)) };
  const footer = footerContent(i18n);
  const named = [
    ...header.navItems,
    header.contact,
    ...footer.companyLinks.links,
    footer.legalNotice,
    footer.privacyNotice,
  ].find((link) => link?.href === route.path);
  const trail = route.path === '/' || !named ? [home] : [home, { name: named.label, url }];
  const image = absoluteUrl(shareImage.path);
  const imageAlt = heroContent(i18n).poster.alt;
  const items: JsonLd[] = [
    ...(page === 'home' ? [organization(siteUrl, absoluteUrl(header.logo.src ?? '/favicon.svg'))] : []),
    breadcrumbs(trail),
    ...structuredData,
  ];

  return (
    <>
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      <meta name="keywords" content={seo.keywords} />
      <meta name="robots" content={siteIndexable ? 'index, follow' : 'noindex, nofollow'} />
      {siteIndexable ? (
        <>
          <link rel="canonical" href={url} />
          {siteLocales.map((code) => (
            <link
              key={code}
              rel="alternate"
              hrefLang={code}
              href={absoluteUrl(localizePath(route.path, code))}
            />
          ))}
          <link
            rel="alternate"
            hrefLang="x-default"
            href={absoluteUrl(localizePath(route.path, defaultLocale))}
          />
        </>
      ) : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={header.logo.label} />
      <meta property="og:title" content={seo.title} />
      <meta property="og:description" content={seo.description} />
      {siteIndexable ? <meta property="og:url" content={url} /> : null}
      <meta property="og:locale" content={ogLocales[locale]} />
      {siteLocales
        .filter((code) => code !== locale)
        .map((code) => (
          <meta key={code} property="og:locale:alternate" content={ogLocales[code]} />
        ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={seo.title} />
      <meta name="twitter:description" content={seo.description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes <, > and &
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(items) }}
      />
    </>
  );
}
