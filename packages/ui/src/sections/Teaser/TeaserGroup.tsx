import { cx } from '../../cx';
import { ArrowRightIcon } from '../../icons/icons';
import { Button } from '../../primitives/Button/Button';
import { Container } from '../../primitives/Container/Container';
import { Image } from '../../primitives/Image/Image';
import { Text } from '../../primitives/Text/Text';
import { breakpoints } from '../../theme/media';
import type { SectionProps } from '../Section/Section';
import * as sectionStyles from '../Section/Section.css';
import * as styles from './Teaser.css';
import type { TeaserSectionContent } from './types';

/** One teaser of a group: its content and the anchor of the page's section it stands for. */
export type TeaserGroupItem = TeaserSectionContent & {
  /** Anchor of the teaser (`manufacturing` …); the title's id is derived from it. */
  id: string;
};

export type TeaserGroupProps = {
  /** The teasers, side by side from `md` up (two or three read best), each a region of its own. */
  teasers: readonly TeaserGroupItem[];
  /** Background of the band. */
  tone?: Exclude<SectionProps['tone'], 'inverse'>;
  /** Outline level of each teaser's title: 2 (default) under a page's `h1`. */
  headingLevel?: 2 | 3;
  /** Class for the root element. */
  className?: string;
};

/**
 * Several teasers in one band, side by side from `md` up (a list on phones): a shorter rhythm than a
 * band each, for the pages a home page leads to after its main ones. Each is a region named by its
 * title with its own anchor, its picture small above the text (beside it on phones) and its link at
 * the foot, level with its neighbours'. Hook-free: renders on a server as it is.
 */
export function TeaserGroup({ teasers, tone = 'default', headingLevel = 2, className }: TeaserGroupProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.groupRoot, sectionStyles.tones[tone], className)} data-tone={tone}>
      <Container>
        <div className={styles.group}>
          {teasers.map(({ id, eyebrow, title, text, picture, link }) => (
            <section key={id} id={id} aria-labelledby={`${id}-title`} className={styles.groupItem}>
              <Image
                {...picture}
                loading="lazy"
                sizes={`(min-width: ${breakpoints.md}px) 30vw, 6rem`}
                className={styles.groupPicture}
              />
              <div className={styles.groupText}>
                {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
                <Title id={`${id}-title`} className={styles.groupTitle}>
                  {title}
                </Title>
                <Text className={styles.groupBody}>{text}</Text>
              </div>
              <p className={styles.groupMore}>
                <Button href={link.href} variant="outline" aria-label={link.ariaLabel}>
                  {link.label}
                  <ArrowRightIcon className={styles.arrow} />
                </Button>
              </p>
            </section>
          ))}
        </div>
      </Container>
    </div>
  );
}
