import { cx } from '../../cx';
import { ArrowRightIcon } from '../../icons/icons';
import { Button } from '../../primitives/Button/Button';
import { Image } from '../../primitives/Image/Image';
import { Text } from '../../primitives/Text/Text';
import { breakpoints } from '../../theme/media';
import { Section, type SectionProps } from '../Section/Section';
import * as styles from './Teaser.css';
import type { TeaserSectionContent } from './types';

export type TeaserSectionProps = TeaserSectionContent & {
  /** Anchor of the section (`about`, `products` …); the title's id is derived from it. */
  id: string;
  /** Background of the band; alternate `default` and `muted` down a page of teasers. */
  tone?: Exclude<SectionProps['tone'], 'inverse'>;
  /** The picture on the start side from `md` up (alternate it down a page for a zigzag). */
  reverse?: boolean;
  /** Outline level of the title: 2 (default) under a page's `h1`. */
  headingLevel?: 2 | 3;
  /** Class for the root element. */
  className?: string;
};

/**
 * A short teaser of another page as a band of its own: eyebrow, title, a sentence or two and a clear link
 * to the page, beside its picture from `md` up (under it on phones). A home page stacks one per page
 * instead of repeating the pages in full. Hook-free: renders on a server as it is.
 */
export function TeaserSection({
  id,
  eyebrow,
  title,
  text,
  picture,
  link,
  tone = 'default',
  reverse = false,
  headingLevel = 2,
  className,
}: TeaserSectionProps) {
  const titleId = `${id}-title`;
  const Title = `h${headingLevel}` as const;
  return (
    <Section id={id} tone={tone} aria-labelledby={titleId} className={cx(styles.root, className)}>
      <div className={cx(styles.layout, reverse && styles.reversed)} data-reverse={reverse ? '' : undefined}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <Title id={titleId} className={styles.title}>
            {title}
          </Title>
          <Text className={styles.body}>{text}</Text>
          <p className={styles.more}>
            <Button href={link.href} variant="outline" aria-label={link.ariaLabel}>
              {link.label}
              <ArrowRightIcon className={styles.arrow} />
            </Button>
          </p>
        </div>
        <Image
          {...picture}
          sizes={`(min-width: ${breakpoints.md}px) 45vw, 100vw`}
          className={styles.picture}
        />
      </div>
    </Section>
  );
}
