import { Card } from '../../primitives/Card/Card';
import { Grid } from '../../primitives/Grid/Grid';
import { Heading } from '../../primitives/Heading/Heading';
import { Text } from '../../primitives/Text/Text';
import { blockLevel, SectionBody } from '../Section/SectionBody';
import type { SectionFlags } from '../types';
import * as styles from './Manufacturing.css';
import { ManufacturingExtras } from './ManufacturingExtras';
import type { ManufacturingSectionContent } from './types';

export type ManufacturingSectionProps = ManufacturingSectionContent &
  SectionFlags & {
    /** Class for the root element. */
    className?: string;
  };

/**
 * The manufacturing section (anchor `manufacturing`): description and capability cards; on its own page
 * (`extras`) also heritage pictures, the wood and brush process tracks, quality testing and the four
 * facilities. Ends with a learn-more link, or the cross-promotion banner with `crossPromotion`.
 */
export function ManufacturingSection({
  capabilities,
  heritage,
  process,
  quality,
  facilities,
  extras = false,
  ...body
}: ManufacturingSectionProps) {
  const inner = blockLevel(body.headingLevel);
  return (
    <SectionBody {...body} id={body.id ?? 'manufacturing'}>
      <Grid as="ul" columns={3} className={styles.capabilities}>
        {capabilities.map((capability) => (
          <Card as="li" key={capability.id} className={styles.capability}>
            <Heading level={inner} size="lg">
              {capability.title}
            </Heading>
            <Text tone="muted">{capability.description}</Text>
          </Card>
        ))}
      </Grid>
      {extras ? (
        <ManufacturingExtras
          heritage={heritage}
          process={process}
          quality={quality}
          facilities={facilities}
          headingLevel={inner}
        />
      ) : null}
    </SectionBody>
  );
}
