import type { CrossPromoContent, ImageContent, LinkContent } from '../types';

/**
 * The brand's five product categories (SPEC §3).
 * @deprecated Since 0.3.0: the section takes any range. Give each product its own `id` (its anchor); this
 * list stays until the next major version for code that still passes `category`.
 */
export const productCategories = [
  'recycledBrushes',
  'naturalBrushes',
  'dustpans',
  'woodenHandles',
  'woodComponents',
] as const;

/**
 * One of the brand's five category keys.
 * @deprecated Since 0.3.0: use `ProductContent['id']`, any string.
 */
export type ProductCategory = (typeof productCategories)[number];

/**
 * The anchor ids of the brand's five categories (`/products#dustpans`).
 * @deprecated Since 0.3.0: give each product its `id`; a `category` without `id` still uses this table.
 */
export const productAnchors = {
  recycledBrushes: 'recycled-brushes',
  naturalBrushes: 'natural-brushes',
  dustpans: 'dustpans',
  woodenHandles: 'wooden-handles',
  woodComponents: 'wood-components',
} as const satisfies Record<ProductCategory, string>;

/**
 * The brand's specification keys (SPEC §3).
 * @deprecated Since 0.3.0: `ProductSpecification['key']` is any string.
 */
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

/**
 * One of the brand's specification keys.
 * @deprecated Since 0.3.0: `ProductSpecification['key']` is any string.
 */
export type SpecificationKey = (typeof specificationKeys)[number];

/** One row of a product's specifications. */
export type ProductSpecification = {
  /** A stable key of yours, e.g. `length`: the row's React key and its `data-spec` attribute (for tests and CSS). */
  key: string;
  /** The translated name of the key, e.g. "Length". */
  label: string;
  /** The translated value, e.g. "60–180 cm". */
  value: string;
};

/** One product (or product family) of the range, shown as a card. */
export type ProductContent = {
  /**
   * The card's anchor id, unique on the page: `dustpans` makes `/products#dustpans` scroll to the card.
   * Without it the card has no anchor. Letters, digits and hyphens.
   */
  id?: string;
  /**
   * The brand's category key; its anchor comes from `productAnchors`.
   * @deprecated Since 0.3.0: give `id` instead (`category: 'dustpans'` → `id: 'dustpans'`).
   */
  category?: ProductCategory;
  /** Product or family name, e.g. "Wooden handles". */
  title: string;
  /** One or two sentences for buyers; in `ProductsCompactSection`, one short line (the card's only text). */
  description: string;
  /** Product picture (the brand's are 214×176); the section loads the first three eagerly on its own page. */
  image?: ImageContent;
  /** Key features, one short line each (the brand shows three); the block is left out when empty. */
  features?: readonly string[];
  /** Specifications, shown as key → value rows; the block is left out when empty. */
  specifications?: readonly ProductSpecification[];
  /**
   * A link that asks for a quote for this product, shown at the card's end as a secondary button, e.g.
   * `/contact?product=dustpans#contact-form`; give it an `ariaLabel` that names the product.
   */
  quote?: LinkContent;
  /**
   * Where the product is shown in full (`/products#dustpans`): `ProductsCompactSection`'s card links its
   * name there. The full card, which is that place, ignores it.
   */
  href?: string;
};

/** Everything the Products section shows; all text is translated content. */
export type ProductsSectionContent = {
  /** Short kicker above the title, e.g. "Our range". */
  eyebrow?: string;
  /** Section title. */
  title: string;
  /** Short introduction, always shown (the word every section uses for the text under its title). */
  description: string;
  /**
   * Longer introduction above the description, shown when given: the Products page gives it, a home page
   * leaves it out (docs/adr/0091: until the next major version the deprecated `subtitle` flag, when set,
   * still decides).
   */
  lead?: string;
  /** The products, in the order shown: any number; the grid keeps every row full (see `productRows`). */
  products: readonly ProductContent[];
  /** The link to the full range (the brand's: `/products`), shown when there is no banner; none without it. */
  viewRange?: LinkContent;
  /**
   * The cross-promotion banner that ends the section on its own page, shown when given, in place of
   * `viewRange` (the brand's links to `/manufacturing`, `/sustainability`). docs/adr/0091: until the next
   * major version the deprecated `crossPromotion` flag, when set, still decides.
   */
  crossPromo?: CrossPromoContent;
  /** A picture beside the page's header (its own page): an illustration that sets the mood takes `alt: ''`. */
  picture?: ImageContent;
};

/** The anchor id of a product's card: its `id`, else (deprecated) its category's anchor. */
export const productAnchor = (product: Pick<ProductContent, 'id' | 'category'>): string | undefined =>
  product.id ?? (product.category ? productAnchors[product.category] : undefined);
