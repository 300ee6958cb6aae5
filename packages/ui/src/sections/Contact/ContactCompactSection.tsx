'use client';

import { useId } from 'react';
import { Link } from '../../primitives/Link/Link';
import { Text } from '../../primitives/Text/Text';
import { Section, SectionHeader } from '../Section/Section';
import type { SectionPlacement } from '../types';
import * as styles from './Contact.css';
import { ContactCards } from './ContactCards';
import type { ContactSectionContent } from './types';

export type ContactCompactSectionProps = Pick<
  ContactSectionContent,
  'eyebrow' | 'title' | 'info' | 'cards' | 'faq'
> &
  SectionPlacement;

/**
 * The contact section in compact mode (anchor `contact` by default, or `id`), as on the home page: the title and two cards, a
 * direct e-mail with its subject filled in and a link to `/contact`, and, when given, a line under them that
 * leads to the frequently asked questions. Its own module, so a page showing
 * only the cards does not load the enquiry form; `ContactSection` renders it when neither flag is set.
 */
export function ContactCompactSection({
  eyebrow,
  title,
  info,
  cards,
  faq,
  headingLevel = 2,
  id = 'contact',
  className,
}: ContactCompactSectionProps) {
  const titleId = useId();
  return (
    <Section id={id} tone="muted" aria-labelledby={titleId} className={className}>
      <div data-mode="compact">
        <SectionHeader eyebrow={eyebrow} title={title} titleId={titleId} level={headingLevel} centered />
        <ContactCards {...cards} emailAddress={info.email} headingLevel={headingLevel === 1 ? 2 : 3} />
        {faq ? (
          <Text tone="muted" className={styles.faqNote}>
            {faq.text} <Link href={faq.link.href}>{faq.link.label}</Link>
          </Text>
        ) : null}
      </div>
    </Section>
  );
}
