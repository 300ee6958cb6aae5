import { SectionTextIntro } from '../Section/Section';
import { blockLevel } from '../Section/SectionBody';
import type { SectionFlags } from '../types';
import { productRows } from './layout';
import { ProductCard } from './ProductCard';
import * as styles from './Products.css';
import { ProductsBand } from './ProductsBand';
import { type ProductsSectionContent, productAnchor } from './types';

/** How many product pictures load at once; the rest wait until they near the viewport. */
export const EAGER_PRODUCT_IMAGES = 3;

export type ProductsSectionProps = ProductsSectionContent &
  Omit<SectionFlags, 'crossPromotion' | 'subtitle'> & {
    /**
     * Show the banner (`crossPromo`) instead of the link to the range.
     * @deprecated Since 0.4.0: give `crossPromo` where the banner belongs, leave it out elsewhere (docs/adr/0091).
     * When set it still decides, until the next major version.
     */
    crossPromotion?: boolean;
    /**
     * Show the longer introduction (`lead`).
     * @deprecated Since 0.4.0: give `lead` where it belongs, leave it out elsewhere (docs/adr/0091). When set
     * it still decides, until the next major version.
     */
    subtitle?: boolean;
    /** Class for the root element. */
    className?: string;
  };

/**
 * The product range (anchor `products` by default, or `id`): one card per product, in any number, each with its own anchor
 * when it has an `id`. The grid keeps every row full (three cards a row on wide screens; four make two
 * rows of two). Ends with the cross-promotion banner when `crossPromo` is given, else with the `viewRange`
 * link (either is left out when not given); the `lead` shows above the description when given. The
 * section has no extra blocks, so `extras` changes nothing. As a page's main section (`headingLevel` 1)
 * the first three pictures load at once; further down a page every picture loads lazily. A product with a
 * `quote` link gets a button asking for a quote, aligned at the cards' feet. A home page's grid a buyer
 * scans is `ProductsCompactSection`.
 */
export function ProductsSection({
  products,
  viewRange,
  headingLevel = 2,
  crossPromotion,
  subtitle,
  className,
  ...body
}: ProductsSectionProps) {
  const cardLevel = blockLevel(headingLevel);
  const rows = productRows(products.length);
  // One prop each (docs/adr/0091): the content decides, unless a deprecated flag is set.
  const banner = crossPromotion ?? body.crossPromo !== undefined;
  const lead = (subtitle ?? true) ? body.lead : undefined;
  return (
    <ProductsBand
      {...body}
      headingLevel={headingLevel}
      crossPromotion={banner}
      viewRange={viewRange}
      intro={<SectionTextIntro lead={lead} description={body.description} />}
      className={className}
    >
      <ul
        className={styles.grid}
        data-count={products.length}
        data-quotes={products.some((product) => product.quote) || undefined}
      >
        {products.map((product, index) => (
          <li key={productAnchor(product) ?? index} className={styles.cell} data-row={rows[index]}>
            <ProductCard
              {...product}
              level={cardLevel}
              loading={headingLevel === 1 && index < EAGER_PRODUCT_IMAGES ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
    </ProductsBand>
  );
}
