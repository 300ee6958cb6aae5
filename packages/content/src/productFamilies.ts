import type { ContactProductOption, ProductCategory, productAnchors } from '@brand/ui';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The product families' names and anchors, in the catalog every page loads (the shell): the contact form
 * offers them and the /admin inbox names them, on pages that load none of the Products section's copy.
 */
export const familyTitles: Record<ProductCategory, MessageDescriptor> = {
  recycledBrushes: msg({ id: 'products.recycledBrushes.title', message: 'Recycled-plastic brushes' }),
  naturalBrushes: msg({ id: 'products.naturalBrushes.title', message: 'Natural-fibre brushes' }),
  dustpans: msg({ id: 'products.dustpans.title', message: 'Dustpans' }),
  woodenHandles: msg({ id: 'products.woodenHandles.title', message: 'Wooden handles' }),
  woodComponents: msg({ id: 'products.woodComponents.title', message: 'Wood components' }),
};

/**
 * Each family's anchor on /products (its card's id, the same as `productAnchors` of @brand/ui, which the
 * type checks): what a quote link's `?product=` and the enquiry's `product` carry.
 */
export const familyAnchors: typeof productAnchors = {
  recycledBrushes: 'recycled-brushes',
  naturalBrushes: 'natural-brushes',
  dustpans: 'dustpans',
  woodenHandles: 'wooden-handles',
  woodComponents: 'wood-components',
};

/** The order of the range (SPEC: recycled, natural, dustpans, handles, components). */
const families: readonly ProductCategory[] = [
  'recycledBrushes',
  'naturalBrushes',
  'dustpans',
  'woodenHandles',
  'woodComponents',
];

/**
 * The address that asks for a quote for a family: the contact form itself (`#contact-form`, the form's
 * card, not the page's introduction above it) with that family chosen.
 */
export const quoteHref = (category: ProductCategory): string =>
  `/contact?product=${familyAnchors[category]}#contact-form`;

/** The product families the contact form offers (issue 20): each family's anchor and name, in the range's order. */
export const productFamilyOptions = (i18n: I18n): ContactProductOption[] =>
  families.map((category) => ({ value: familyAnchors[category], label: i18n._(familyTitles[category]) }));
