import { Heading, type HeadingLevel } from '../../primitives/Heading/Heading';
import { Text } from '../../primitives/Text/Text';
import * as styles from './About.css';
import { AboutBlock } from './AboutBlock';
import type { AboutTimelineContent } from './types';

export type TimelineProps = AboutTimelineContent & {
  /** Outline level of the block title; entries take the next level. */
  level: 2 | 3;
  /** Class for the root element. */
  className?: string;
};

/** The company's journey: an ordered list of milestones, always in year order. */
export function Timeline({ title, lead, entries, level, className }: TimelineProps) {
  const sorted = [...entries].sort((a, b) => a.year - b.year);
  return (
    <AboutBlock title={title} lead={lead} level={level} className={className}>
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
    </AboutBlock>
  );
}
