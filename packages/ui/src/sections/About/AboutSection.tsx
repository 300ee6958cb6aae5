import { Heading } from '../../primitives/Heading/Heading';
import { Image } from '../../primitives/Image/Image';
import { StatList } from '../../primitives/Stat/Stat';
import { Text } from '../../primitives/Text/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { ContentStat } from '../Section/ContentStat';
import { SectionTextIntro } from '../Section/Section';
import { blockLevel, SectionBody } from '../Section/SectionBody';
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
  image,
  columns,
  stats,
  timeline,
  values,
  extras = false,
  ...body
}: AboutSectionProps) {
  const level = blockLevel(body.headingLevel);
  const BlockTitle = `h${level}` as const;

  return (
    <SectionBody
      {...body}
      id={body.id ?? 'about'}
      intro={<SectionTextIntro lead={body.subtitle ? body.lead : undefined} description={body.description} />}
      beside={
        image && {
          className: styles.intro,
          node: <Image {...image} className={styles.picture} />,
        }
      }
    >
      <ul className={styles.columns}>
        {columns.map((column) => (
          <li key={column.title} className={styles.column}>
            <Heading level={level} size="lg">
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
            <ContentStat key={stat.label} stat={stat} />
          ))}
        </StatList>
      </div>

      {extras && timeline && <Timeline {...timeline} level={level} />}
      {extras && values && <AboutValues {...values} level={level} />}
    </SectionBody>
  );
}
