'use client';

import { useId } from 'react';
import { Card } from '../../primitives/Card/Card';
import { Heading } from '../../primitives/Heading/Heading';
import { Link } from '../../primitives/Link/Link';
import { Text } from '../../primitives/Text/Text';
import { PageSection } from '../Section/PageSection';
import type { SectionPlacement } from '../types';
import * as styles from './Proof.css';
import type { ProofEntry, ProofSectionContent } from './types';

export type ProofSectionProps = ProofSectionContent & SectionPlacement;

function Entry({ entry, level }: { entry: ProofEntry; level: 3 | 4 }) {
  return (
    <Card as="li" id={entry.id} className={styles.entry}>
      <Heading level={level} size="lg">
        {entry.title}
      </Heading>
      {entry.note ? (
        <Text size="sm" className={styles.note}>
          {entry.note}
        </Text>
      ) : null}
      <dl className={styles.facts}>
        {entry.facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt className={styles.term}>{fact.label}</dt>
            <dd className={styles.value}>
              {fact.href ? (
                <Link href={fact.href} className={styles.valueLink}>
                  {fact.value}
                </Link>
              ) : (
                fact.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      {entry.links?.length ? (
        <ul className={styles.links}>
          {entry.links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} aria-label={link.ariaLabel} className={styles.valueLink}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

/**
 * What a buyer checks before a first call (anchor `proof` by default, or `id`): the items grouped by kind
 * under their headings — certificates, social audits, due diligence, sales contacts, references, trade
 * fairs — each at its own anchor (where a claim's proof link leads) with its details as a description
 * list, the links to its document and to the claims it proves, and a note while it is a sample. It is a
 * page of its own, so its title is an `h1` by default; a group without entries is left out.
 */
export function ProofSection({ id = 'proof', groups, headingLevel = 1, ...page }: ProofSectionProps) {
  const titleId = useId();
  const groupLevel = headingLevel === 1 ? 2 : 3;
  return (
    <PageSection {...page} id={id} titleId={titleId} headingLevel={headingLevel}>
      <div className={styles.groups}>
        {groups
          .filter((group) => group.entries.length > 0)
          .map((group) => (
            <section
              key={group.id}
              id={group.id}
              className={styles.group}
              aria-labelledby={`${titleId}-${group.id}`}
            >
              <Heading level={groupLevel} size="xl" id={`${titleId}-${group.id}`}>
                {group.title}
              </Heading>
              {group.intro ? <Text tone="muted">{group.intro}</Text> : null}
              <ul className={styles.entries}>
                {group.entries.map((entry) => (
                  <Entry key={entry.id} entry={entry} level={groupLevel === 2 ? 3 : 4} />
                ))}
              </ul>
            </section>
          ))}
      </div>
    </PageSection>
  );
}
