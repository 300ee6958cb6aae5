/**
 * The claims guard over what the head of every page publishes, rendered in each language: the structured
 * data (the organisation, the FAQ page with its answers, the breadcrumbs) and each page's meta title,
 * description and keywords. No neutrality wording and no short form of a claim (docs/adr/0059);
 * `scripts/claims.test.ts` covers the catalogs and the content sources, and plants the variants.
 */
import { seoContent } from '@brand/content/pages/seo.ts';
import { faqContent } from '@brand/content/sections/faq.ts';
import { headerContent } from '@brand/content/sections/navigation.ts';
import { describe, expect, it } from 'vitest';
import { contentI18n, contentLocales } from '../../packages/content/src/contentI18n.fixture.ts';
import { claimFindings, jsonLdTexts } from '../../scripts/claimsGuard.ts';
import { breadcrumbs, faqPage, organization } from '../src/seo/structuredData.ts';

describe('the head of every page', () => {
  for (const locale of contentLocales)
    it(`in ${locale}, states no neutrality and no short form of a claim in its structured data or meta`, async () => {
      const i18n = await contentI18n(locale);
      const faq = faqContent(i18n);
      const jsonLd = [
        organization('https://site.test', 'https://site.test/logo.svg'),
        faqPage(faq.items, locale),
        breadcrumbs(headerContent(i18n).navItems.map((item) => ({ name: item.label, url: item.href }))),
      ];
      const found = jsonLdTexts(jsonLd).flatMap(([path, text]) =>
        claimFindings(locale, text).map((wording) => `JSON-LD ${path}: ${wording}`),
      );
      for (const [page, seo] of Object.entries(seoContent(i18n)))
        for (const [field, text] of Object.entries(seo))
          for (const wording of claimFindings(locale, text)) found.push(`${page} ${field}: ${wording}`);
      expect(found).toEqual([]);
      // The FAQ's structured data carries the claims in full, with their qualifiers.
      expect(JSON.stringify(jsonLd)).toContain('FSC');
    });
});
