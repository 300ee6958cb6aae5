import { type ReactNode, useId } from 'react';
import { Card } from '../../primitives/Card';
import { Link } from '../../primitives/Link';
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

/** A decorative 24×24 line icon; the text beside it says what it means. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** Envelope: the e-mail icon, shared with the compact cards. */
export function MailIcon() {
  return (
    <Icon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </Icon>
  );
}

function PinIcon() {
  return (
    <Icon>
      <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Icon>
  );
}

function PhoneIcon() {
  return (
    <Icon>
      <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
    </Icon>
  );
}

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
    <Card
      as="section"
      tone="accent"
      aria-labelledby={titleId}
      className={[styles.panel, className].filter(Boolean).join(' ')}
    >
      <Title id={titleId} className={styles.panelTitle}>
        {title}
      </Title>
      <address className={styles.address}>
        <dl className={styles.details}>
          <div className={styles.detail}>
            <dt className={styles.detailLabel}>
              <span className={styles.detailIcon}>
                <PinIcon />
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
                <MailIcon />
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
                <PhoneIcon />
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
