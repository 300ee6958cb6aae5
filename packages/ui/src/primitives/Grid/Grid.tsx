import type { ReactNode } from 'react';
import { cx } from '../../cx';
import type { StackGap } from '../Stack/Stack';
import * as styles from './Grid.css';

export { stackGaps as gridGaps } from '../Stack/Stack';
export const gridElements = ['div', 'ul', 'ol', 'section'] as const;

/** Columns on phones. */
export type GridBaseColumns = 1 | 2 | 3 | 4;
/** Columns on tablets (md) and desktops (lg). */
export type GridWideColumns = 1 | 2 | 3 | 4 | 5 | 6;
/** Columns per breakpoint; a missing breakpoint keeps the smaller one's count. */
export type GridColumnsByBreakpoint = { base?: GridBaseColumns; md?: GridWideColumns; lg?: GridWideColumns };
export type GridElement = (typeof gridElements)[number];

export type GridProps = {
  /** The cells. With `as="ul"`/`"ol"`, give each an `li`. */
  children: ReactNode;
  /**
   * Columns per breakpoint, mobile first; or a number: that many from `lg` up, stepping down to 2 (3 for
   * 5–6) on tablets and 1 on phones. 3 by default.
   */
  columns?: GridWideColumns | GridColumnsByBreakpoint;
  /** Space between cells, a step of the theme's space scale; `lg` by default. */
  gap?: StackGap;
  /** Element to render; a `div` by default. Lists lose their markers. */
  as?: GridElement;
  /** Element id. */
  id?: string;
  /** Accessible name, e.g. for a list of products. */
  'aria-label'?: string;
  /** Id of the heading that names this group. */
  'aria-labelledby'?: string;
  /** Class for the root element. */
  className?: string;
};

const fromCount = (count: GridWideColumns): GridColumnsByBreakpoint => ({
  base: 1,
  md: count <= 2 ? count : count <= 4 ? 2 : 3,
  lg: count,
});

/** A responsive grid of equal columns: cards, products, facilities. */
export function Grid({
  children,
  columns = 3,
  gap = 'lg',
  as: Element = 'div',
  className,
  ...rest
}: GridProps) {
  const { base, md, lg } = typeof columns === 'number' ? fromCount(columns) : columns;
  const classes = cx(
    styles.root,
    styles.gaps[gap],
    base && styles.base[base],
    md && styles.md[md],
    lg && styles.lg[lg],
    className,
  );
  return (
    <Element {...rest} className={classes} data-gap={gap}>
      {children}
    </Element>
  );
}
