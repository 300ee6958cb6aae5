import { Card } from '../../primitives/Card/Card';
import { Heading, type HeadingLevel } from '../../primitives/Heading/Heading';
import { Text } from '../../primitives/Text/Text';
import * as styles from './About.css';
import { AboutBlock } from './AboutBlock';
import type { AboutValuesContent } from './types';

export type AboutValuesProps = AboutValuesContent & {
  /** Outline level of the block title; each value takes the next level. */
  level: 2 | 3;
  /** Class for the root element. */
  className?: string;
};

/** What the company stands for: three or four values as cards. */
export function AboutValues({ title, lead, items, level, className }: AboutValuesProps) {
  return (
    <AboutBlock title={title} lead={lead} level={level} className={className}>
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
    </AboutBlock>
  );
}
