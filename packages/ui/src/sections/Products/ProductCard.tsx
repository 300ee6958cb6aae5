'use client';

import { msg } from '@lingui/core/macro';
import { useId } from 'react';
import { cx } from '../../cx';
import { useUiLingui } from '../../i18n/useUiLingui';
import { CheckSmallIcon } from '../../icons/icons';
import { Button } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { Heading, type HeadingLevel } from '../../primitives/Heading/Heading';
import { Image, type ImageLoading } from '../../primitives/Image/Image';
import { Text } from '../../primitives/Text/Text';
import * as styles from './Products.css';
import { type ProductContent, productAnchor } from './types';

export type ProductCardProps = ProductContent & {
  /** Outline level of the product name; the card's sub-headings take the next level. */
  level: 2 | 3;
  /** `eager` for the cards visible at once (the first three), `lazy` for the rest. */
  loading: ImageLoading;
  /** Class for the root element. */
  className?: string;
};

/**
 * One product: picture, name, description, features and specifications (each part only when given), as an
 * `article` whose id is the product's anchor (`#dustpans`), scrolled to below the fixed header; with a
 * `quote` link, a secondary button at its end asks for a quote.
 */
export function ProductCard({
  id,
  category,
  title,
  description,
  image,
  features = [],
  specifications = [],
  quote,
  level,
  loading,
  className,
}: ProductCardProps) {
  const { t } = useUiLingui();
  const titleId = useId();
  const SubHeading = `h${(level + 1) as HeadingLevel}` as const;

  return (
    <Card
      as="article"
      id={productAnchor({ id, category })}
      aria-labelledby={titleId}
      className={cx(styles.card, className)}
    >
      {image ? (
        <div className={styles.picture}>
          <Image {...image} loading={loading} fit="contain" />
        </div>
      ) : null}
      <div className={styles.body}>
        <Heading level={level} size="xl" id={titleId}>
          {title}
        </Heading>
        <Text tone="muted">{description}</Text>
      </div>
      {features.length ? (
        <div className={`${styles.group} ${styles.featuresGroup}`}>
          <SubHeading className={styles.groupTitle}>
            {t(msg({ id: 'ui.products.features', message: 'Key features' }))}
          </SubHeading>
          <ul className={styles.features}>
            {features.map((feature) => (
              <li key={feature} className={styles.feature}>
                <CheckSmallIcon className={styles.check} />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {specifications.length ? (
        <div className={`${styles.group} ${styles.specsGroup}`}>
          <SubHeading className={styles.groupTitle}>
            {t(msg({ id: 'ui.products.specifications', message: 'Specifications' }))}
          </SubHeading>
          <dl className={styles.specs}>
            {specifications.map((spec) => (
              <div key={spec.key} className={styles.spec} data-spec={spec.key}>
                <dt className={styles.specKey}>{spec.label}</dt>
                <dd className={styles.specValue}>{spec.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {quote ? (
        <div className={styles.quote}>
          <Button href={quote.href} variant="secondary" aria-label={quote.ariaLabel}>
            {quote.label}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
