'use client';

import { useId } from 'react';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import * as styles from './About.css';
import type { AboutTimelineContent } from './types';

export type TimelineProps = AboutTimelineContent & {
  /** Outline level of the block title; entries take the next level. */
  level: 2 | 3;
  /** Class for the root element. */
  className?: string;
};

/** The company's journey: an ordered list of milestones, always in year order. */
export function Timeline({ title, lead, entries, level, className }: TimelineProps) {
  const titleId = useId();
  const sorted = [...entries].sort((a, b) => a.year - b.year);
  return (
    <section aria-labelledby={titleId} className={[styles.block, className].filter(Boolean).join(' ')}>
      <div className={styles.blockHeader}>
        <Heading level={level} size="xxl" id={titleId}>
          {title}
        </Heading>
        {lead && <Text tone="muted">{lead}</Text>}
      </div>
      <ol className={styles.timeline} data-count={sorted.length}>
        {sorted.map((entry) => (
          <li key={`${entry.year}-${entry.title}`} className={styles.entry} data-year={entry.year}>
            <time className={styles.year} dateTime={String(entry.year)}>
              {entry.year}
            </time>
            <div className={styles.entryBody}>
              <Heading level={(level + 1) as HeadingLevel} size="lg" className={styles.entryTitle}>
                {entry.title}
              </Heading>
              <Text tone="muted">{entry.description}</Text>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
