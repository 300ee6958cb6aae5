import type { ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from './Stat.css';

export const statTones = ['default', 'inverse'] as const;
export const statListColumns = [2, 3, 4] as const;

export type StatTone = (typeof statTones)[number];
export type StatListColumns = (typeof statListColumns)[number];

/**
 * What a figure counts, as text: never empty, never an element that may render nothing. A literal `''`
 * does not type-check; a blank string at run time throws (issue 33: no "100 %" without what it is 100 %
 * of — a key figure is a short form of a claim, and its label is the qualifier it may not lose).
 */
export type StatLabel<L extends string = string> = L extends '' ? never : L;

export type StatProps<L extends string = string> = {
  /** The figure, shown large: "27M+", "100%". */
  value: ReactNode;
  /**
   * What the figure counts ("units a year", "of the wood in our handles is FSC or PEFC certified"):
   * required and non-empty text. Read before the figure by screen readers.
   */
  label: StatLabel<L>;
  /**
   * A line under the label, read after the figure: where the figure is proven or how it is counted (a link
   * to the evidence of a claim: "How we prove it").
   */
  note?: ReactNode;
  /** `default` on light surfaces (figure in the accent colour); `inverse` on dark ones. */
  tone?: StatTone;
  /** Class for the root element. */
  className?: string;
};

/**
 * One key figure and its label, as a `<dt>`/`<dd>` pair: the label is the term, the figure its value, the
 * note a second value. Must be a child of `StatList`.
 */
export function Stat<L extends string>({ value, label, note, tone = 'default', className }: StatProps<L>) {
  if (typeof label !== 'string' || !label.trim())
    throw new Error(
      `Stat: the figure ${typeof value === 'string' ? `"${value}" ` : ''}has no label. A key figure must say what it counts (a "100 %" without what it is 100 % of is a claim without its qualifier).`,
    );
  return (
    <div className={className ? `${styles.stat} ${className}` : styles.stat} data-tone={tone}>
      <dt className={`${styles.label} ${styles.labelTones[tone]}`}>{label}</dt>
      <dd className={`${styles.value} ${styles.valueTones[tone]}`} data-figure>
        {value}
      </dd>
      {note ? <dd className={`${styles.note} ${styles.labelTones[tone]}`}>{note}</dd> : null}
    </div>
  );
}

export type StatListProps = {
  /** The `Stat`s. */
  children: ReactNode;
  /** Columns from tablets up (2 on phones); 4 by default. */
  columns?: StatListColumns;
  /** Class for the root element. */
  className?: string;
};

/** A `<dl>` of key figures laid out in a responsive grid. */
export function StatList({ children, columns = 4, className }: StatListProps) {
  const classes = cx(styles.list, styles.listColumns[columns], className);
  return <dl className={classes}>{children}</dl>;
}
