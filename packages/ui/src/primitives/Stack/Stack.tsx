import type { ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from './Stack.css';

/** The steps of the theme's space scale, smallest first; `section` is the responsive gap between sections. */
export const stackGaps = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl', 'section'] as const;
export const stackDirections = ['column', 'row'] as const;
export const stackAligns = ['start', 'center', 'end', 'stretch', 'baseline'] as const;
export const stackJustifies = ['start', 'center', 'end', 'between'] as const;
export const stackElements = ['div', 'section', 'ul', 'ol', 'nav', 'header', 'footer', 'article'] as const;

/** A step of the space scale. */
export type StackGap = (typeof stackGaps)[number];
export type StackDirection = (typeof stackDirections)[number];
export type StackAlign = (typeof stackAligns)[number];
export type StackJustify = (typeof stackJustifies)[number];
export type StackElement = (typeof stackElements)[number];

export type StackProps = {
  /** The items, spaced evenly. */
  children: ReactNode;
  /** Space between items, a step of the theme's space scale; `md` by default. */
  gap?: StackGap;
  /** `column` (default) stacks items; `row` lines them up side by side. */
  direction?: StackDirection;
  /** Cross-axis alignment: in a column, horizontal; in a row, vertical. Stretch by default. */
  align?: StackAlign;
  /** Main-axis distribution; `between` pushes the first and last item to the edges. */
  justify?: StackJustify;
  /** Let a row wrap onto more lines when it runs out of room. */
  wrap?: boolean;
  /** Element to render; use `ul`/`ol` for lists (markers are removed) and give each item an `li`. */
  as?: StackElement;
  /** Element id. */
  id?: string;
  /** Accessible name, e.g. for a `nav` or a `section`. */
  'aria-label'?: string;
  /** Id of the heading that names this region. */
  'aria-labelledby'?: string;
  /** Class for the root element. */
  className?: string;
};

/** Lays its children out in one direction with even space between them; no margins needed on children. */
export function Stack({
  children,
  gap = 'md',
  direction = 'column',
  align,
  justify,
  wrap = false,
  as: Element = 'div',
  className,
  ...rest
}: StackProps) {
  const classes = cx(
    styles.root,
    styles.directions[direction],
    styles.gaps[gap],
    align ? styles.aligns[align] : '',
    justify ? styles.justifies[justify] : '',
    wrap ? styles.wrap : '',
    className,
  );
  return (
    <Element {...rest} className={classes} data-direction={direction} data-gap={gap}>
      {children}
    </Element>
  );
}
