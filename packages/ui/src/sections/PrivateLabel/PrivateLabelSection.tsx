import { Card } from '../../primitives/Card/Card';
import { Grid } from '../../primitives/Grid/Grid';
import { StatList } from '../../primitives/Stat/Stat';
import { ContentStat } from '../Section/ContentStat';
import { blockLevel, SectionBody } from '../Section/SectionBody';
import type { SectionFlags } from '../types';
import { NumberedEntry } from './NumberedEntry';
import * as styles from './PrivateLabel.css';
import { PrivateLabelExtras } from './PrivateLabelExtras';
import type { PrivateLabelSectionContent } from './types';

export type PrivateLabelSectionProps = PrivateLabelSectionContent &
  SectionFlags & {
    /** Class for the root element. */
    className?: string;
  };

/**
 * The private-label section (anchor `private-label`): key figures and the four services; on its own page
 * (`extras`) also the four-step partnership process and the reasons to partner. Ends with a learn-more
 * link, or the cross-promotion banner with `crossPromotion`.
 */
export function PrivateLabelSection({
  stats,
  services,
  process,
  reasons,
  extras = false,
  ...body
}: PrivateLabelSectionProps) {
  const inner = blockLevel(body.headingLevel);
  return (
    <SectionBody {...body} id={body.id ?? 'private-label'}>
      <div className={styles.stats}>
        <StatList columns={4}>
          {stats.map((stat) => (
            <ContentStat key={stat.label} stat={stat} />
          ))}
        </StatList>
      </div>

      <Grid as="ul" columns={{ base: 1, md: 2, lg: 4 }} className={styles.services}>
        {services.map((service, index) => (
          <Card as="li" key={service.id} className={styles.service}>
            <NumberedEntry
              number={String(index + 1).padStart(2, '0')}
              numberClassName={styles.serviceIndex}
              level={inner}
              entry={service}
            />
          </Card>
        ))}
      </Grid>

      {extras ? <PrivateLabelExtras process={process} reasons={reasons} headingLevel={inner} /> : null}
    </SectionBody>
  );
}
