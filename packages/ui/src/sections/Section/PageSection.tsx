'use client';

import { type ReactNode, useId } from 'react';
import type { ImageContent, SectionFlags } from '../types';
import { Section, SectionHeader } from './Section';

export type PageSectionProps = Pick<SectionFlags, 'headingLevel'> & {
  /** The anchor (`proof`, `privacy` …). */
  id: string;
  /** Short kicker above the title. */
  eyebrow?: string | undefined;
  /** The section title. */
  title: string;
  /** The text under the title, when shown. */
  lead?: ReactNode;
  /** A picture beside the title and lead (`SectionHeader`'s `picture`). */
  picture?: ImageContent | undefined;
  /** The title's id, when the section's own parts derive theirs from it; a generated one otherwise. */
  titleId?: string;
  /** The section's own blocks, under its header. */
  children: ReactNode;
  /** Class for the root element. */
  className?: string | undefined;
};

/**
 * The frame of a section that is a page of its own (the proof page, a policy, the legal notice): the band
 * named by its title, and its header — the title an `h1` by default, the lead and the picture — above
 * the section's own blocks.
 */
export function PageSection({
  id,
  eyebrow,
  title,
  lead,
  picture,
  headingLevel = 1,
  titleId,
  children,
  className,
}: PageSectionProps) {
  const ownTitleId = useId();
  const labelId = titleId ?? ownTitleId;
  return (
    <Section id={id} labelledBy={labelId} className={className}>
      <SectionHeader
        eyebrow={eyebrow}
        title={title}
        titleId={labelId}
        level={headingLevel}
        lead={lead}
        picture={picture}
      />
      {children}
    </Section>
  );
}
