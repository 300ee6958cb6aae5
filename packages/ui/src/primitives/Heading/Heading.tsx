import type { ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['display', 'xxxl', 'xxl', 'xl', 'lg', 'md'] as const;
export const headingTones = ['default', 'accent', 'inverse'] as const;

export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];
export type HeadingTone = (typeof headingTones)[number];

/** The size each level has unless told otherwise. */
const defaultSizes: Record<HeadingLevel, HeadingSize> = {
  1: 'xxxl',
  2: 'xxl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'md',
};

export type HeadingProps = {
  /** The heading text. */
  children: ReactNode;
  /** Place in the document outline: renders `h1`…`h6`. Pick it for structure, not for looks. */
  level: HeadingLevel;
  /** Visual size, independent of `level`; follows the level by default (1 → xxxl … 5, 6 → md). */
  size?: HeadingSize;
  /** `default` takes the surrounding text colour, `accent` the brand colour, `inverse` reads on dark surfaces. */
  tone?: HeadingTone;
  /** Element id, for in-page anchors and `aria-labelledby`. */
  id?: string;
  /** Class for the root element. */
  className?: string;
};

/** A section or page title in the heading typeface, with its outline level and visual size chosen apart. */
export function Heading({ children, level, size, tone = 'default', id, className }: HeadingProps) {
  const Element = `h${level}` as const;
  const visualSize = size ?? defaultSizes[level];
  const classes = cx(styles.root, styles.sizes[visualSize], styles.tones[tone], className);
  return (
    <Element id={id} className={classes} data-size={visualSize} data-tone={tone}>
      {children}
    </Element>
  );
}
