import { useId } from 'react';
import { Text } from '../../primitives/Text';
import { Section, SectionHeader, SectionMore } from '../Section';
import type { SectionFlags } from '../types';
import { ProductCard } from './ProductCard';
import * as styles from './Products.css';
import type { ProductsSectionContent } from './types';

/** How many product pictures load at once; the rest wait until they near the viewport. */
export const EAGER_PRODUCT_IMAGES = 3;

export type ProductsSectionProps = ProductsSectionContent &
  SectionFlags & {
    /** Class for the root element. */
    className?: string;
  };

/**
 * The product range (anchor `products`): one card per category, each with its own anchor. Ends with a
 * link to `/products`, or with the cross-promotion banner when `crossPromotion` is set. The section has
 * no extra blocks, so `extras` changes nothing. As a page's main section (`headingLevel` 1) the first
 * three pictures load at once; further down a page (the home page) every picture loads lazily.
 */
export function ProductsSection({
  eyebrow,
  title,
  description,
  lead,
  products,
  viewRange,
  crossPromo,
  crossPromotion = false,
  subtitle = false,
  headingLevel = 2,
  className,
}: ProductsSectionProps) {
  const titleId = useId();
  const cardLevel = headingLevel === 1 ? 2 : 3;

  return (
    <Section id="products" tone="muted" labelledBy={titleId} className={className}>
      <SectionHeader
        eyebrow={eyebrow}
        title={title}
        titleId={titleId}
        level={headingLevel}
        lead={
          <div className={styles.leadText}>
            {subtitle && <Text className={styles.subtitle}>{lead}</Text>}
            <Text className={styles.description}>{description}</Text>
          </div>
        }
      />
      <ul className={styles.grid} data-count={products.length}>
        {products.map((product, index) => (
          <li key={product.category} className={styles.cell}>
            <ProductCard
              {...product}
              level={cardLevel}
              loading={headingLevel === 1 && index < EAGER_PRODUCT_IMAGES ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
      <SectionMore crossPromotion={crossPromotion} crossPromo={crossPromo} link={viewRange} />
    </Section>
  );
}
