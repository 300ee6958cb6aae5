'use client';

import { useId } from 'react';
import { BlockHeader, NumberedSteps } from '../Section/SectionBlock';
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
      <BlockHeader title={title} intro={intro} level={headingLevel} titleId={titleId} />
      <NumberedSteps
        steps={steps}
        aria-labelledby={titleId}
        classes={{
          list: styles.chain,
          step: styles.link,
          number: styles.marker,
          body: styles.linkBody,
          title: styles.linkTitle,
        }}
      />
    </div>
  );
}
