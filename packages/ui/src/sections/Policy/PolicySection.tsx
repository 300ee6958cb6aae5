'use client';

import { useId } from 'react';
import { Link } from '../../primitives/Link/Link';
import { Section, SectionHeader } from '../Section/Section';
import type { SectionFlags } from '../types';
import * as styles from './Policy.css';
import { PolicyParts } from './PolicyParts';
import type { PolicySectionContent } from './types';

export type PolicySectionProps = PolicySectionContent &
  Pick<SectionFlags, 'subtitle' | 'headingLevel'> & {
    /** Anchor of the section (`privacy` for a privacy notice). */
    id?: string;
    /** Class for the root element. */
    className?: string;
  };

/**
 * A long legal text as a page (a privacy notice, terms of use): the title, the lead (with `subtitle`), the
 * version line, a table of contents that jumps to each part (when `contentsLabel` is given), then the
 * parts at a readable measure. It is a page of its own, so its title is an `h1` by default.
 */
export function PolicySection({
  id = 'policy',
  title,
  lead,
  updated,
  contentsLabel,
  parts,
  picture,
  subtitle = false,
  headingLevel = 1,
  className,
}: PolicySectionProps) {
  const titleId = useId();
  const contentsId = useId();
  return (
    <Section id={id} aria-labelledby={titleId} className={className}>
      <SectionHeader
        title={title}
        titleId={titleId}
        level={headingLevel}
        lead={subtitle && lead ? lead : undefined}
        picture={picture}
      />
      {updated ? <p className={styles.updated}>{updated}</p> : null}
      {contentsLabel ? (
        <nav aria-labelledby={contentsId} className={styles.contents}>
          <p id={contentsId} className={styles.contentsLabel}>
            {contentsLabel}
          </p>
          <ol className={styles.contentsList}>
            {parts.map((part) => (
              <li key={part.id}>
                <Link href={`#${part.id}`} variant="subtle" className={styles.contentsLink}>
                  {part.heading}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <PolicyParts parts={parts} headingLevel={headingLevel === 1 ? 2 : 3} />
    </Section>
  );
}
