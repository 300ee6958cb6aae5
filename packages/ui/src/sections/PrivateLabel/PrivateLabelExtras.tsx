'use client';

import { useId } from 'react';
import { CheckIcon } from '../../icons/icons';
import { Heading } from '../../primitives/Heading/Heading';
import { BlockHeader } from '../Section/SectionBlock';
import { NumberedEntry } from './NumberedEntry';
import * as styles from './PrivateLabel.css';
import type { PrivateLabelSectionContent } from './types';

export type PrivateLabelExtrasProps = Pick<PrivateLabelSectionContent, 'process' | 'reasons'> & {
  /** Level of the blocks' titles: one below the section title. */
  headingLevel: 2 | 3;
};

/** The private-label page's extra blocks: the four-step process and the reasons to partner. */
export function PrivateLabelExtras({ process, reasons, headingLevel }: PrivateLabelExtrasProps) {
  const processId = useId();
  const reasonsId = useId();
  const sub = (headingLevel + 1) as 3 | 4;
  return (
    <div className={styles.extras}>
      <div className={styles.block}>
        <BlockHeader title={process.title} intro={process.intro} level={headingLevel} titleId={processId} />
        <ol className={styles.process} aria-labelledby={processId}>
          {process.steps.map((step, index) => (
            <li key={step.id} className={styles.step}>
              <NumberedEntry
                number={index + 1}
                numberClassName={styles.stepNumber}
                level={sub}
                entry={step}
              />
            </li>
          ))}
        </ol>
      </div>

      <div className={styles.reasons}>
        <Heading level={headingLevel} size="xl" id={reasonsId}>
          {reasons.title}
        </Heading>
        <ul className={styles.reasonList} aria-labelledby={reasonsId}>
          {reasons.items.map((reason) => (
            <li key={reason} className={styles.reason}>
              <CheckIcon className={styles.reasonIcon} strokeWidth={2.25} />
              <span>{reason}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
