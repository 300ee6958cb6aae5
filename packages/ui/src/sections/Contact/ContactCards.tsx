import { cx } from '../../cx';
import { FormIcon, MailIcon } from '../../icons/icons';
import { Button } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { Grid } from '../../primitives/Grid/Grid';
import { Text } from '../../primitives/Text/Text';
import * as styles from './Contact.css';
import type { ContactCardsContent } from './types';

export type ContactCardsProps = ContactCardsContent & {
  /** The address the direct e-mail goes to. */
  emailAddress: string;
  /** Outline level of the card titles: 3 under the section's h2 (home), 2 under an h1. */
  headingLevel?: 2 | 3;
  /** Class for the root element. */
  className?: string;
};

/** `mailto:` with the subject URL-encoded (spaces as `%20`, which every mail program understands). */
export const mailtoHref = (address: string, subject: string) =>
  `mailto:${address}?subject=${encodeURIComponent(subject)}`;

/**
 * Compact mode of the contact section (home page): two cards instead of the form, one opening an
 * e-mail with the subject filled in, one leading to the contact page.
 */
export function ContactCards({ email, form, emailAddress, headingLevel = 3, className }: ContactCardsProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <Grid as="ul" columns={{ base: 1, md: 2 }} className={cx(styles.cards, className)}>
      <Card as="li" interactive className={styles.card}>
        <span className={styles.cardIcon}>
          <MailIcon className={styles.icon} />
        </span>
        <Title className={styles.cardTitle}>{email.title}</Title>
        <Text tone="muted" className={styles.cardText}>
          {email.text}
        </Text>
        <p className={styles.cardEmail}>{emailAddress}</p>
        <Button
          href={mailtoHref(emailAddress, email.subject)}
          variant="outline"
          className={styles.cardAction}
        >
          {email.linkLabel}
        </Button>
      </Card>
      <Card as="li" interactive className={styles.card}>
        <span className={styles.cardIcon}>
          <FormIcon className={styles.icon} />
        </span>
        <Title className={styles.cardTitle}>{form.title}</Title>
        <Text tone="muted" className={styles.cardText}>
          {form.text}
        </Text>
        <Button href={form.link.href} aria-label={form.link.ariaLabel} className={styles.cardAction}>
          {form.link.label}
        </Button>
      </Card>
    </Grid>
  );
}
