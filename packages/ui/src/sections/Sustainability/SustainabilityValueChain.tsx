import { useId } from 'react';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import * as styles from './Sustainability.css';
import type { SustainabilitySectionContent } from './types';

export type SustainabilityValueChainProps = SustainabilitySectionContent['valueChain'] & {
  /** Level of the block's title: one below the section title. */
  headingLevel: 2 | 3;
};

/** The value chain as an ordered list: a column on phones, a row joined by a line from tablets up. */
export function SustainabilityValueChain({
  title,
  intro,
  steps,
  headingLevel,
}: SustainabilityValueChainProps) {
  const titleId = useId();
  return (
    <div className={styles.chainBlock}>
      <div className={styles.blockHeader}>
        <Heading level={headingLevel} size="xl" id={titleId}>
          {title}
        </Heading>
        <Text tone="muted">{intro}</Text>
      </div>
      <ol className={styles.chain} aria-labelledby={titleId}>
        {steps.map((step, index) => (
          <li key={step.id} className={styles.link}>
            <span className={styles.marker} aria-hidden="true">
              {index + 1}
            </span>
            <div className={styles.linkBody}>
              <Text as="strong" className={styles.linkTitle}>
                {step.title}
              </Text>
              <Text size="sm" tone="muted">
                {step.description}
              </Text>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
