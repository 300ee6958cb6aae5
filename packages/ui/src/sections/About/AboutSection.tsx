import { useId } from 'react';
import { Heading } from '../../primitives/Heading';
import { Image } from '../../primitives/Image';
import { Stat, StatList } from '../../primitives/Stat';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Section, SectionHeader, SectionMore } from '../Section';
import type { SectionFlags } from '../types';
import * as styles from './About.css';
import { AboutValues } from './AboutValues';
import { Timeline } from './Timeline';
import type { AboutSectionContent } from './types';

export type AboutSectionProps = AboutSectionContent &
  SectionFlags & {
    /** Class for the root element. */
    className?: string;
  };

/**
 * The company in brief (anchor `about`): introduction, three columns and the numbers block; on the About
 * page (`extras`) also the journey timeline and the values. Ends with a link to `/about`, or with the
 * cross-promotion banner when `crossPromotion` is set.
 */
export function AboutSection({
  eyebrow,
  title,
  lead,
  description,
  image,
  columns,
  stats,
  timeline,
  values,
  learnMore,
  crossPromo,
  crossPromotion = false,
  subtitle = false,
  extras = false,
  headingLevel = 2,
  className,
}: AboutSectionProps) {
  const titleId = useId();
  const blockLevel = headingLevel === 1 ? 2 : 3;
  const BlockTitle = `h${blockLevel}` as const;

  return (
    <Section id="about" labelledBy={titleId} className={className}>
      <div className={styles.intro}>
        <SectionHeader
          eyebrow={eyebrow}
          title={title}
          titleId={titleId}
          level={headingLevel}
          lead={
            <div className={styles.leadText}>
              {subtitle && <Text className={styles.subtitle}>{lead}</Text>}
              <Text className={styles.description}>{description}</Text>
            </div>
          }
        />
        {image && (
          <Image
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sources={image.sources}
            className={styles.picture}
          />
        )}
      </div>

      <ul className={styles.columns}>
        {columns.map((column) => (
          <li key={column.title} className={styles.column}>
            <Heading level={blockLevel} size="lg">
              {column.title}
            </Heading>
            <Text tone="muted">{column.text}</Text>
          </li>
        ))}
      </ul>

      <div className={styles.stats}>
        <VisuallyHidden as={BlockTitle}>{stats.title}</VisuallyHidden>
        <StatList columns={4}>
          {stats.items.map((stat) => (
            <Stat key={stat.label} value={stat.value} label={stat.label} />
          ))}
        </StatList>
      </div>

      {extras && timeline && <Timeline {...timeline} level={blockLevel} />}
      {extras && values && <AboutValues {...values} level={blockLevel} />}

      <SectionMore crossPromotion={crossPromotion} crossPromo={crossPromo} link={learnMore} />
    </Section>
  );
}
