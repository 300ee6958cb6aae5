'use client';

import { useId } from 'react';
import { Accordion, type AccordionItem } from '../../primitives/Accordion/Accordion';
import { CrossPromo } from '../CrossPromo/CrossPromo';
import { Section, SectionHeader } from '../Section/Section';
import type { SectionFlags } from '../types';
import * as styles from './Faq.css';
import type { FaqSectionContent } from './types';

export type FaqSectionProps = FaqSectionContent &
  SectionFlags & {
    /** Class for the root element. */
    className?: string;
  };

/**
 * Frequently asked questions (anchor `faq` by default, or `id`): each question opens its answer (one at a time), under the
 * section's header. With `crossPromotion` a banner invites further questions.
 */
export function FaqSection({
  id = 'faq',
  eyebrow,
  title,
  lead,
  items,
  crossPromo,
  crossPromotion = false,
  subtitle = false,
  headingLevel = 2,
  className,
}: FaqSectionProps) {
  const titleId = useId();
  const entries: AccordionItem[] = items.map((item) => ({
    id: item.id,
    title: item.question,
    content: (
      <div className={styles.answer}>
        {(typeof item.answer === 'string' ? [item.answer] : item.answer).map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
    ),
  }));
  return (
    <Section id={id} aria-labelledby={titleId} className={className}>
      <div className={styles.layout}>
        <SectionHeader
          eyebrow={eyebrow}
          title={title}
          titleId={titleId}
          level={headingLevel}
          lead={subtitle && lead ? lead : undefined}
        />
        <Accordion items={entries} headingLevel={headingLevel === 1 ? 2 : 3} />
      </div>
      {crossPromotion && crossPromo ? <CrossPromo {...crossPromo} /> : null}
    </Section>
  );
}
