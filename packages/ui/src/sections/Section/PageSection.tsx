'use client';

import { type ReactNode, useId } from 'react';
import type { SectionFlags } from '../types';
import { Section, SectionHeader, type SectionHeaderProps } from './Section';

export type PageSectionProps = Pick<SectionHeaderProps, 'eyebrow' | 'title' | 'lead' | 'picture'> &
  Pick<SectionFlags, 'headingLevel'> & {
    /** The anchor (`proof`, `privacy` …). */
    id: string;
    /** The title's id, when the section's own parts derive theirs from it; a generated one otherwise. */
    titleId?: string;
    /** The section's own blocks, under its header. */
    children: ReactNode;
    /** Class for the root element. */
    className?: string | undefined;
  };

/**
 * The frame of a section that is a page of its own (the proof page, a policy, the legal notice): the band
 * named by its title, and its header (`SectionHeader`: the title an `h1` by default, the lead and the
 * picture) above the section's own blocks.
 */
export function PageSection({
  id,
  headingLevel = 1,
  titleId,
  children,
  className,
  ...header
}: PageSectionProps) {
  const ownTitleId = useId();
  const labelId = titleId ?? ownTitleId;
  return (
    <Section id={id} aria-labelledby={labelId} className={className}>
      <SectionHeader {...header} titleId={labelId} level={headingLevel} />
      {children}
    </Section>
  );
}
