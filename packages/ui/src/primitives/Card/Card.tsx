import type { ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from './Card.css';

export const cardElements = ['div', 'article', 'section', 'li'] as const;
export const cardTones = ['raised', 'muted', 'accent', 'inverse'] as const;

export type CardElement = (typeof cardElements)[number];
export type CardTone = (typeof cardTones)[number];

export type CardProps = {
  /** The card's content; its children are spaced evenly in a column. */
  children: ReactNode;
  /** Element to render: `article` for self-contained items, `li` inside a list, `div` by default. */
  as?: CardElement;
  /** Surface: `raised` (default) on the page, `muted` for quieter groups, `accent` and `inverse` to stand out. */
  tone?: CardTone;
  /** Lifts on hover and focus within, for cards that contain the link they lead to. */
  interactive?: boolean;
  /** Element id. */
  id?: string;
  /** Id of the heading that names the card, for `article` and `section`. */
  'aria-labelledby'?: string;
  /** Class for the root element. */
  className?: string;
};

/** A bordered, rounded surface that groups one item's content: a product, a service, a facility. */
export function Card({
  children,
  as: Element = 'div',
  tone = 'raised',
  interactive = false,
  className,
  ...rest
}: CardProps) {
  const classes = cx(styles.root, styles.tones[tone], interactive && styles.interactive, className);
  return (
    <Element {...rest} className={classes} data-tone={tone} data-interactive={interactive || undefined}>
      {children}
    </Element>
  );
}
