import type { ProductCategory, ProductsSectionContent } from '@brand/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { inSentence } from '../inSentence';
import dustpanUrl from '../media/dustpan.svg';
import naturalBrushUrl from '../media/natural-brush.svg';
import recycledBrushUrl from '../media/recycled-brush.svg';
import woodComponentsUrl from '../media/wood-components.svg';
import woodenHandlesUrl from '../media/wooden-handles.svg';
import { familyAnchors, familyTitles, quoteHref } from '../productFamilies';
import { homeTeaserMessages } from './home';

/**
 * The home page's product families (issue 37 §5), a module of its own: like the key figures
 * (`companyFigures`), its copy is in the sections' catalog the home page loads, not in the shell every
 * page loads (in the shell, the app's chunk went over its 28 KB budget). Each family's one line says what
 * it is, for a buyer to scan — no claim, so no qualifier to carry (its card on /products has the claims
 * in full).
 */
const familyMessages = {
  lines: {
    recycledBrushes: msg({
      id: 'home.products.recycledBrushes.line',
      message: 'Brooms and brushes for households and professionals',
    }),
    naturalBrushes: msg({
      id: 'home.products.naturalBrushes.line',
      message: 'Plant fibres such as tampico and coconut, set in solid wood',
    }),
    dustpans: msg({
      id: 'home.products.dustpans.line',
      message: 'With a flexible lip, on their own or with a hand brush',
    }),
    woodenHandles: msg({
      id: 'home.products.woodenHandles.line',
      message: 'For brooms, brushes and tools, in the lengths you need',
    }),
    woodComponents: msg({
      id: 'home.products.woodComponents.line',
      message: 'Dowels, turned and milled parts made to your drawings',
    }),
  } satisfies Record<ProductCategory, unknown>,
  quote: msg({ id: 'home.products.quote', message: 'Request a quote' }),
  quoteFor: msg({ id: 'home.products.quoteFor', message: 'Request a quote for {family}' }),
};

/** The families' pictures (the Products page's, 214 × 176), in the range's order. */
const familyPictures: Record<ProductCategory, string> = {
  recycledBrushes: recycledBrushUrl,
  naturalBrushes: naturalBrushUrl,
  dustpans: dustpanUrl,
  woodenHandles: woodenHandlesUrl,
  woodComponents: woodComponentsUrl,
};

/**
 * The product families on the home page, as the compact grid of the Products section: each family's name
 * (a link to its card on /products), one line, and a quote request for it; the section's header and its
 * link to the range are the products teaser's copy.
 */
export const homeProducts = (i18n: I18n): ProductsSectionContent => {
  const copy = homeTeaserMessages.products;
  return {
    eyebrow: i18n._(copy.eyebrow),
    title: i18n._(copy.title),
    description: i18n._(copy.text),
    viewRange: { label: i18n._(copy.link), href: '/products' },
    products: (Object.keys(familyPictures) as ProductCategory[]).map((category) => {
      const title = i18n._(familyTitles[category]);
      return {
        title,
        description: i18n._(familyMessages.lines[category]),
        image: { src: familyPictures[category], alt: '', width: 214, height: 176 },
        href: `/products#${familyAnchors[category]}`,
        quote: {
          label: i18n._(familyMessages.quote),
          href: quoteHref(category),
          ariaLabel: i18n._({
            ...familyMessages.quoteFor,
            values: { family: inSentence(title, i18n.locale) },
          }),
        },
      };
    }),
  };
};
