'use client';

import { Fragment, useId } from 'react';
import { Link } from '../../primitives/Link/Link';
import { PolicyParts } from '../Policy/PolicyParts';
import { Section, SectionHeader } from '../Section/Section';
import type { SectionFlags } from '../types';
import * as styles from './LegalNotice.css';
import type { LegalNoticeField, LegalNoticeSectionContent } from './types';

export type LegalNoticeSectionProps = LegalNoticeSectionContent &
  Pick<SectionFlags, 'id' | 'subtitle' | 'headingLevel'> & {
    /** Class for the root element. */
    className?: string;
  };

function FieldValue({ value, href }: Pick<LegalNoticeField, 'value' | 'href'>) {
  const lines = typeof value === 'string' ? [value] : value;
  const text = lines.map((line, index) => (
    <Fragment key={line}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
  // One span inside the link, so a value of several lines stays one flex item of the 44px target.
  return href ? (
    <Link href={href} className={styles.valueLink}>
      <span>{text}</span>
    </Link>
  ) : (
    text
  );
}

/**
 * The legal notice (anchor `legal-notice` by default, or `id`): the company's registered details as a description list (name,
 * address, contacts, register, VAT number, representatives), then its clauses (liability, copyright) as
 * titled parts. It is a page of its own, so its title is an `h1` by default.
 */
export function LegalNoticeSection({
  id = 'legal-notice',
  title,
  lead,
  fields,
  clauses,
  picture,
  subtitle = false,
  headingLevel = 1,
  className,
}: LegalNoticeSectionProps) {
  const titleId = useId();
  return (
    <Section id={id} aria-labelledby={titleId} className={className}>
      <SectionHeader
        title={title}
        titleId={titleId}
        level={headingLevel}
        lead={subtitle && lead ? lead : undefined}
        picture={picture}
      />
      <dl className={styles.list}>
        {fields.map((field) => (
          <div key={field.id} className={styles.row} data-field={field.id}>
            <dt className={styles.term}>{field.label}</dt>
            <dd className={styles.value}>
              <FieldValue value={field.value} href={field.href} />
            </dd>
          </div>
        ))}
      </dl>
      {clauses?.length ? (
        <PolicyParts parts={clauses} headingLevel={headingLevel === 1 ? 2 : 3} className={styles.clauses} />
      ) : null}
    </Section>
  );
}
