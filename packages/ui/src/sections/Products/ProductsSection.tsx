import { SectionTextIntro } from '../Section/Section';
import { blockLevel, SectionBody } from '../Section/SectionBody';
import type { SectionFlags } from '../types';
import { productRows } from './layout';
import { ProductCard } from './ProductCard';
import * as styles from './Products.css';
import { type ProductsSectionContent, productAnchor } from './types';

/** How many product pictures load at once; the rest wait until they near the viewport. */
export const EAGER_PRODUCT_IMAGES = 3;

export type ProductsSectionProps = ProductsSectionContent &
  SectionFlags & {
    /** Class for the root element. */
    className?: string;
  };

/**
 * The product range (anchor `products` by default, or `id`): one card per product, in any number, each with its own anchor
 * when it has an `id`. The grid keeps every row full (three cards a row on wide screens; four make two
 * rows of two). Ends with the `viewRange` link, or with the cross-promotion banner when `crossPromotion`
 * is set; either is left out when its content is not given. The section has no extra blocks, so
 * `extras` changes nothing. As a page's main section (`headingLevel` 1) the first three pictures load at
 * once; further down a page every picture loads lazily. A product with a `quote` link gets a button asking
 * for a quote, aligned at the cards' feet.
 */
export function ProductsSection({ products, viewRange, headingLevel = 2, ...body }: ProductsSectionProps) {
  const cardLevel = blockLevel(headingLevel);
  const rows = productRows(products.length);
  return (
    <SectionBody
      tone="muted"
      {...body}
      id={body.id ?? 'products'}
      headingLevel={headingLevel}
      learnMore={viewRange}
      intro={<SectionTextIntro lead={body.subtitle ? body.lead : undefined} description={body.description} />}
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
    </SectionBody>
  );
}
