'use client';

import { useId } from 'react';
import { cx } from '../../cx';
import { Button } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { Heading } from '../../primitives/Heading/Heading';
import { Image } from '../../primitives/Image/Image';
import { Link } from '../../primitives/Link/Link';
import { Text } from '../../primitives/Text/Text';
import { SectionTextIntro } from '../Section/Section';
import { blockLevel } from '../Section/SectionBody';
import type { SectionPlacement } from '../types';
import { productRows } from './layout';
import { ProductsBand } from './ProductsBand';
import * as styles from './ProductsCompact.css';
import type { ProductContent, ProductsSectionContent } from './types';

export type ProductsCompactSectionProps = Pick<
  ProductsSectionContent,
  'eyebrow' | 'title' | 'description' | 'products' | 'viewRange'
> &
  SectionPlacement;

/**
 * The product range as a grid a buyer scans, as on a home page (anchor `products` by default, or `id`):
 * each product a short card — its picture beside its name (a link to the product in full, `href`), its
 * `description` as one line, and its `quote` button — and the section ends with the `viewRange` link. No
 * features or specifications: those are the Products page's (`ProductsSection`). A list on phones (five
 * families within about a screen), two a row from `sm`, rows of three and two from `lg` (every row full,
 * as `ProductsSection`'s), all in one row from 1,600 px.
 * Pictures load lazily: the grid sits below a hero. A client component (its cards name themselves by
 * `useId`).
 */
export function ProductsCompactSection({
  products,
  viewRange,
  headingLevel = 2,
  className,
  ...body
}: ProductsCompactSectionProps) {
  const level = blockLevel(headingLevel);
  const rows = productRows(products.length);
  return (
    <ProductsBand
      {...body}
      headingLevel={headingLevel}
      viewRange={viewRange}
      intro={<SectionTextIntro description={body.description} />}
      className={cx(styles.section, className)}
    >
      <ul className={styles.grid} data-count={products.length}>
        {products.map((product, index) => (
          <li key={product.id ?? product.href ?? index} className={styles.cell} data-row={rows[index]}>
            <CompactCard {...product} level={level} />
          </li>
        ))}
      </ul>
    </ProductsBand>
  );
}

/**
 * A short card: the picture (decorative here: the name beside it says what it shows), the name as a link
 * when `href` is given, one line, and the quote button at the card's foot, across its whole width (a
 * button's label does not wrap from `sm` up: "Richiedere un preventivo" is wider than the text column).
 */
function CompactCard({
  id,
  title,
  description,
  image,
  quote,
  href,
  level,
}: ProductContent & { level: 2 | 3 }) {
  const titleId = useId();
  return (
    <Card as="article" id={id} aria-labelledby={titleId} className={styles.card}>
      {image ? (
        <div className={styles.picture}>
          <Image {...image} alt="" loading="lazy" fit="contain" />
        </div>
      ) : null}
      <div className={styles.body}>
        <Heading level={level} size="lg" id={titleId} className={styles.title}>
          {href ? (
            <Link href={href} className={styles.name}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        <Text tone="muted" size="sm">
          {description}
        </Text>
      </div>
      {quote ? (
        <Button
          href={quote.href}
          variant="secondary"
          size="sm"
          aria-label={quote.ariaLabel}
          className={styles.quote}
        >
          {quote.label}
        </Button>
      ) : null}
    </Card>
  );
}
