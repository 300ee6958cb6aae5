import type { ReactNode } from 'react';
import type { CrossPromoContent, ImageContent, LinkContent, SectionFlags } from '../types';
import { Section, SectionHeader, SectionIntro, type SectionProps } from './Section';
import { SectionMore } from './SectionMore';

/** What every content section has: its header copy, its closing links and the spec's flags. */
export type SectionBodyContent = {
  /** Short kicker above the title. */
  eyebrow?: string;
  /** The section title. */
  title: string;
  /** The longer introduction, shown on the section's own page (`subtitle`). */
  lead?: string;
  /** The description under the title, always shown. */
  description: string;
  /** Where the section's own page is ("Learn more", "View the range"), linked when the banner is off. */
  learnMore?: LinkContent | undefined;
  /** Related pages linked beside `learnMore` when the banner is off (SPEC §2: e.g. /contact). */
  related?: readonly LinkContent[];
  /** The cross-promotion banner of the section's own page. */
  crossPromo?: CrossPromoContent | undefined;
  /** A picture beside the header (`SectionHeader`'s `picture`), for the section's own page. */
  picture?: ImageContent | undefined;
};

export type SectionBodyProps = SectionBodyContent &
  Omit<SectionFlags, 'extras'> & {
    /** The anchor (`manufacturing` …); the title's id is derived from it. */
    id: string;
    /** Background of the band. */
    tone?: SectionProps['tone'];
    /** The text under the title; the page's lead and the description (`SectionIntro`) by default. */
    intro?: ReactNode;
    /** Something beside the header (a picture), with the class that lays the two out. */
    beside?: { node: ReactNode; className: string } | undefined;
    /** The section's own blocks, between the header and the closing links. */
    children: ReactNode;
    /** Class for the root element. */
    className?: string | undefined;
  };

/**
 * The body the content sections share (about, products, manufacturing, sustainability, private label):
 * the band with its anchor, the header (eyebrow, title at `headingLevel`, intro), the section's own
 * blocks, and how it ends — the cross-promotion banner on its own page, else the link to that page and
 * the related pages. Hook-free, so it renders on a server as it is.
 */
export function SectionBody({
  id,
  tone,
  eyebrow,
  title,
  lead,
  description,
  intro,
  beside,
  learnMore,
  related,
  crossPromo,
  crossPromotion = false,
  picture,
  subtitle = false,
  headingLevel = 2,
  children,
  className,
}: SectionBodyProps) {
  const titleId = `${id}-title`;
  const header = (
    <SectionHeader
      eyebrow={eyebrow}
      title={title}
      titleId={titleId}
      level={headingLevel}
      lead={intro ?? <SectionIntro lead={subtitle ? lead : undefined} description={description} />}
      picture={beside ? undefined : picture}
    />
  );
  return (
    <Section id={id} tone={tone} aria-labelledby={titleId} className={className}>
      {beside ? (
        <div className={beside.className}>
          {header}
          {beside.node}
        </div>
      ) : (
        header
      )}
      {children}
      <SectionMore
        crossPromotion={crossPromotion}
        crossPromo={crossPromo}
        link={learnMore}
        related={related}
      />
    </Section>
  );
}

/** The outline level of a section's blocks: one below its title. */
export const blockLevel = (headingLevel: 1 | 2 = 2): 2 | 3 => (headingLevel + 1) as 2 | 3;
