'use client';

import { useId } from 'react';
import { Section, SectionHeader } from '../Section/Section';
import type { SectionFlags } from '../types';
import { ContactCards } from './ContactCards';
import type { ContactSectionContent } from './types';

export type ContactCompactSectionProps = Pick<ContactSectionContent, 'eyebrow' | 'title' | 'info' | 'cards'> &
  Pick<SectionFlags, 'headingLevel'> & {
    /** Class for the root element. */
    className?: string;
  };

/**
 * The contact section in compact mode (anchor `contact`), as on the home page: the title and two cards, a
 * direct e-mail with its subject filled in and a link to `/contact`. Its own module, so a page showing
 * only the cards does not load the enquiry form; `ContactSection` renders it when neither flag is set.
 */
export function ContactCompactSection({
  eyebrow,
  title,
  info,
  cards,
  headingLevel = 2,
  className,
}: ContactCompactSectionProps) {
  const titleId = useId();
  return (
    <Section id="contact" tone="muted" labelledBy={titleId} className={className}>
      <div data-mode="compact">
        <SectionHeader eyebrow={eyebrow} title={title} titleId={titleId} level={headingLevel} centered />
        <ContactCards {...cards} emailAddress={info.email} headingLevel={headingLevel === 1 ? 2 : 3} />
      </div>
    </Section>
  );
}
