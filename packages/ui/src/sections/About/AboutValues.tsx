'use client';

import { useId } from 'react';
import { Card } from '../../primitives/Card';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import * as styles from './About.css';
import type { AboutValuesContent } from './types';

export type AboutValuesProps = AboutValuesContent & {
  /** Outline level of the block title; each value takes the next level. */
  level: 2 | 3;
  /** Class for the root element. */
  className?: string;
};

/** What the company stands for: three or four values as cards. */
export function AboutValues({ title, lead, items, level, className }: AboutValuesProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={[styles.block, className].filter(Boolean).join(' ')}>
      <div className={styles.blockHeader}>
        <Heading level={level} size="xxl" id={titleId}>
          {title}
        </Heading>
        {lead && <Text tone="muted">{lead}</Text>}
      </div>
      <ul className={styles.values}>
        {items.map((value) => (
          <Card key={value.title} as="li">
            <span className={styles.valueMark} aria-hidden="true" />
            <Heading level={(level + 1) as HeadingLevel} size="lg">
              {value.title}
            </Heading>
            <Text tone="muted">{value.text}</Text>
          </Card>
        ))}
      </ul>
    </section>
  );
}
