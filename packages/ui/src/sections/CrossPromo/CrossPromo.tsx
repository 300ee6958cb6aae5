'use client';

import { useId } from 'react';
import { cx } from '../../cx';
import { Button } from '../../primitives/Button/Button';
import type { CrossPromoContent } from '../types';
import * as styles from './CrossPromo.css';

export type CrossPromoProps = CrossPromoContent & {
  /** Class for the root element. */
  className?: string;
};

/**
 * The cross-promotion banner that ends a section on its own page: an invitation and links to related
 * pages. The first link is the primary action.
 */
export function CrossPromo({ title, text, links, className }: CrossPromoProps) {
  const titleId = useId();
  return (
    <aside aria-labelledby={titleId} className={cx(styles.root, className)}>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        <p className={styles.text}>{text}</p>
      </div>
      <div className={styles.actions}>
        {links.map((link, index) => (
          <Button
            key={link.href}
            href={link.href}
            variant={index === 0 ? 'default' : 'outline'}
            aria-label={link.ariaLabel}
          >
            {link.label}
          </Button>
        ))}
      </div>
    </aside>
  );
}
