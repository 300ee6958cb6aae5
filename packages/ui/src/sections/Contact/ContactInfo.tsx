'use client';

import { useId } from 'react';
import { cx } from '../../cx';
import { MailIcon, PhoneIcon, PinIcon } from '../../icons/icons';
import { Card } from '../../primitives/Card/Card';
import { Link } from '../../primitives/Link/Link';
import * as styles from './Contact.css';
import type { ContactInfoContent } from './types';

export type ContactInfoProps = ContactInfoContent & {
  /** Outline level of the panel title: 2 on the contact page, 3 when the section itself is an h2. */
  headingLevel?: 2 | 3;
  /** Class for the root element. */
  className?: string;
};

/** `tel:` wants the digits and the leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The contact-details panel: the postal address, a `mailto:` link and a `tel:` link, inside one
 * `<address>` element as a labelled list.
 */
export function ContactInfo({
  title,
  addressLabel,
  address,
  emailLabel,
  email,
  phoneLabel,
  phone,
  headingLevel = 2,
  className,
}: ContactInfoProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <Card as="section" tone="accent" aria-labelledby={titleId} className={cx(styles.panel, className)}>
      <Title id={titleId} className={styles.panelTitle}>
        {title}
      </Title>
      <address className={styles.address}>
        <dl className={styles.details}>
          <div className={styles.detail}>
            <dt className={styles.detailLabel}>
              <span className={styles.detailIcon}>
                <PinIcon className={styles.icon} />
              </span>
              {addressLabel}
            </dt>
            <dd className={styles.detailValue}>
              {address.map((line) => (
                <span key={line} className={styles.addressLine}>
                  {line}
                </span>
              ))}
            </dd>
          </div>
          <div className={styles.detail}>
            <dt className={styles.detailLabel}>
              <span className={styles.detailIcon}>
                <MailIcon className={styles.icon} />
              </span>
              {emailLabel}
            </dt>
            <dd className={styles.detailValue}>
              <Link href={`mailto:${email}`} className={styles.detailLink}>
                {email}
              </Link>
            </dd>
          </div>
          <div className={styles.detail}>
            <dt className={styles.detailLabel}>
              <span className={styles.detailIcon}>
                <PhoneIcon className={styles.icon} />
              </span>
              {phoneLabel}
            </dt>
            <dd className={styles.detailValue}>
              <Link href={telHref(phone)} className={styles.detailLink}>
                {phone}
              </Link>
            </dd>
          </div>
        </dl>
      </address>
    </Card>
  );
}
