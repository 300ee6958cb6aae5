import type { CrossPromoContent, ImageContent, LinkContent } from '../types';

/** The five product categories (SPEC §3), in the order the range is presented. */
export const productCategories = [
  'recycledBrushes',
  'naturalBrushes',
  'dustpans',
  'woodenHandles',
  'woodComponents',
] as const;

/** A product category key. */
export type ProductCategory = (typeof productCategories)[number];

/** The anchor id of each category's card: the targets of `/products#dustpans` and the footer's links. */
export const productAnchors = {
  recycledBrushes: 'recycled-brushes',
  naturalBrushes: 'natural-brushes',
  dustpans: 'dustpans',
  woodenHandles: 'wooden-handles',
  woodComponents: 'wood-components',
} as const satisfies Record<ProductCategory, string>;

/** The specification keys (SPEC §3); each category uses the ones that fit it. */
export const specificationKeys = [
  'bodyMaterial',
  'bristleMaterial',
  'certification',
  'handleMaterial',
  'biodegradability',
  'woodType',
  'lengthRange',
  'diameterRange',
  'material',
  'handle',
  'finish',
  'customDimensions',
] as const;

/** A specification key. */
export type SpecificationKey = (typeof specificationKeys)[number];

/** One row of a product's specifications. */
export type ProductSpecification = {
  /** Which specification this is (also set as `data-spec` on the row). */
  key: SpecificationKey;
  /** The translated name of the key, e.g. "Length". */
  label: string;
  /** The translated value, e.g. "60–180 cm". */
  value: string;
};

/** One product category, shown as a card. */
export type ProductContent = {
  /** The category; it decides the card's anchor id (`productAnchors`). */
  category: ProductCategory;
  /** Category name, e.g. "Wooden handles". */
  title: string;
  /** One or two sentences for buyers. */
  description: string;
  /** Product picture, 214×176; the section loads the first three eagerly, the rest lazily. */
  image: ImageContent;
  /** Three key features. */
  features: readonly string[];
  /** Specifications, shown as a list of key → value. */
  specifications: readonly ProductSpecification[];
};

/** Everything the Products section shows; all text is translated content. */
export type ProductsSectionContent = {
  /** Short kicker above the title, e.g. "Our range". */
  eyebrow?: string;
  /** Section title. */
  title: string;
  /** Short introduction, always shown. */
  description: string;
  /** Longer introduction, shown with the `subtitle` flag (the Products page). */
  lead: string;
  /** The categories, in the order shown. */
  products: readonly ProductContent[];
  /** The single link to the Products page, shown when `crossPromotion` is off (href `/products`). */
  viewRange: LinkContent;
  /** The cross-promotion banner, shown with `crossPromotion` (links to `/manufacturing`, `/sustainability`). */
  crossPromo: CrossPromoContent;
  /** A picture beside the page's header (its own page): an illustration that sets the mood takes `alt: ''`. */
  picture?: ImageContent;
};
