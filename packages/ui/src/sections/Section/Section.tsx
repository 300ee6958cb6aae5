import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { Container } from '../../primitives/Container/Container';
import { Image } from '../../primitives/Image/Image';
import { Text } from '../../primitives/Text/Text';
import { breakpoints } from '../../theme/media';
import type { ImageContent } from '../types';
import * as styles from './Section.css';

export const sectionTones = ['default', 'muted', 'inverse'] as const;

export type SectionProps = {
  /** Anchor id (`about`, `products` …): the target of in-page links, scrolled to below the fixed header. */
  id?: string;
  /** Background: `default` page surface, `muted` for alternation, `inverse` dark. */
  tone?: (typeof sectionTones)[number];
  /** Id of the element that names the section (its title). */
  'aria-labelledby'?: string;
  /**
   * Id of the element that names the section.
   * @deprecated Use `aria-labelledby` (README §13, "Prop names"); `labelledBy` goes in the next major version.
   */
  labelledBy?: string;
  /** The section's content. */
  children: ReactNode;
  /** Class for the root element. */
  className?: string;
};

/** A page section: a landmark with an anchor id, vertical rhythm and a centred container. */
export function Section({
  id,
  tone = 'default',
  'aria-labelledby': labelledById,
  labelledBy,
  children,
  className,
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledById ?? labelledBy}
      className={cx(styles.root, styles.tones[tone], className)}
      data-tone={tone}
    >
      <Container>{children}</Container>
    </section>
  );
}

export type SectionHeaderProps = {
  /** Short kicker above the title. */
  eyebrow?: string;
  /** The section title. */
  title: string;
  /** Id of the title, for the section's `aria-labelledby`. */
  titleId?: string;
  /** Outline level: 1 when the section is the page, 2 otherwise. */
  level?: 1 | 2;
  /** Introductory paragraph(s) under the title. */
  lead?: ReactNode;
  /** Centre the header (home page intros). */
  centered?: boolean;
  /**
   * A picture beside the title and lead, for a page's own header: from `lg` up the text keeps a prose
   * measure on the start side and the picture fills the end side; below `lg` the picture follows the text.
   * An illustration that only sets the mood takes `alt: ''`.
   */
  picture?: ImageContent | undefined;
};

/**
 * Eyebrow, title and lead of a section, in the heading typeface, at most a prose measure wide; with a
 * `picture`, the picture beside them (a page's header composition).
 */
export function SectionHeader({
  eyebrow,
  title,
  titleId,
  level = 2,
  lead,
  centered = false,
  picture,
}: SectionHeaderProps) {
  const Title = `h${level}` as const;
  const text = (
    <>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Title id={titleId} className={styles.title}>
        {title}
      </Title>
      {lead && <div className={styles.lead}>{lead}</div>}
    </>
  );
  if (picture)
    return (
      <header className={styles.withPicture} data-picture="">
        <div className={styles.headerText}>{text}</div>
        <Image
          {...picture}
          sizes={`(min-width: ${breakpoints.lg}px) 40vw, 100vw`}
          loading="eager"
          className={styles.headerPicture}
        />
      </header>
    );
  return <header className={cx(styles.header, centered && styles.centered)}>{text}</header>;
}

export type SectionIntroProps = {
  /** The longer lead, shown on the section's own page (the `subtitle` flag); omit it elsewhere. */
  lead?: ReactNode;
  /** The description, always shown. */
  description: ReactNode;
};

/** The text under a section title: the page's longer lead (when given) above the description. */
export function SectionIntro({ lead, description }: SectionIntroProps) {
  return (
    <div className={styles.intro}>
      {lead ? <p className={styles.introLead}>{lead}</p> : null}
      <p className={styles.introDescription}>{description}</p>
    </div>
  );
}

/**
 * The text under a section title in body type (about, products): the page's longer lead (when given)
 * above the description.
 */
export function SectionTextIntro({ lead, description }: SectionIntroProps) {
  return (
    <div className={styles.textIntro}>
      {lead ? <Text className={styles.textIntroLead}>{lead}</Text> : null}
      <Text className={styles.textIntroDescription}>{description}</Text>
    </div>
  );
}
