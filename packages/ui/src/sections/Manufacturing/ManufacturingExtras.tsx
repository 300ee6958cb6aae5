'use client';

import { useId } from 'react';
import { CheckIcon } from '../../icons/icons';
import { Card } from '../../primitives/Card/Card';
import { Grid } from '../../primitives/Grid/Grid';
import { Heading } from '../../primitives/Heading/Heading';
import { Image } from '../../primitives/Image/Image';
import { Text } from '../../primitives/Text/Text';
import { BlockHeader, NumberedSteps } from '../Section/SectionBlock';
import * as styles from './Manufacturing.css';
import type { ManufacturingSectionContent } from './types';

/** How a track's steps look: numbered discs down a card. */
const stepClasses = {
  list: styles.steps,
  step: styles.step,
  number: styles.stepNumber,
  body: styles.stepBody,
  title: styles.stepTitle,
};

export type ManufacturingExtrasProps = Pick<
  ManufacturingSectionContent,
  'heritage' | 'process' | 'quality' | 'facilities'
> & {
  /** Level of the blocks' titles: one below the section title. */
  headingLevel: 2 | 3;
};

/** The manufacturing page's extra blocks: heritage pictures, process tracks, quality testing, facilities. */
export function ManufacturingExtras({
  heritage,
  process,
  quality,
  facilities,
  headingLevel,
}: ManufacturingExtrasProps) {
  const ids = { heritage: useId(), process: useId(), quality: useId(), facilities: useId() };
  const sub = (headingLevel + 1) as 3 | 4;
  return (
    <div className={styles.extras}>
      <div className={styles.block}>
        <Heading level={headingLevel} size="xl" id={ids.heritage}>
          {heritage.title}
        </Heading>
        <Grid as="ul" columns={{ base: 1, md: 2 }} aria-labelledby={ids.heritage}>
          {heritage.images.map(({ image, caption }) => (
            <li key={image.src}>
              <figure className={styles.figure}>
                <Image {...image} className={styles.figureImage} />
                <figcaption className={styles.caption}>{caption}</figcaption>
              </figure>
            </li>
          ))}
        </Grid>
      </div>

      <div className={styles.block}>
        <BlockHeader title={process.title} intro={process.intro} level={headingLevel} titleId={ids.process} />
        <Grid columns={{ base: 1, lg: 2 }}>
          {process.tracks.map((track) => {
            const trackId = `${ids.process}-${track.id}`;
            return (
              <Card key={track.id} tone="muted" className={styles.track}>
                <Heading level={sub} size="lg" id={trackId}>
                  {track.title}
                </Heading>
                <NumberedSteps steps={track.steps} aria-labelledby={trackId} classes={stepClasses} />
              </Card>
            );
          })}
        </Grid>
      </div>

      <Card tone="inverse" className={styles.quality}>
        <div className={styles.qualityText}>
          <Heading level={headingLevel} size="xl" tone="inverse" id={ids.quality}>
            {quality.title}
          </Heading>
          <Text tone="inverse">{quality.description}</Text>
        </div>
        <ul className={styles.checks} aria-labelledby={ids.quality}>
          {quality.checks.map((check) => (
            <li key={check} className={styles.check}>
              <CheckIcon className={styles.checkIcon} strokeWidth={2.25} />
              <span>{check}</span>
            </li>
          ))}
        </ul>
      </Card>

      <div className={styles.block}>
        <BlockHeader
          title={facilities.title}
          intro={facilities.intro}
          level={headingLevel}
          titleId={ids.facilities}
        />
        <Grid as="ul" columns={{ base: 1, md: 2, lg: 4 }} aria-labelledby={ids.facilities}>
          {facilities.items.map((facility) => (
            <Card as="li" key={facility.id} className={styles.facility}>
              <Heading level={sub} size="lg">
                {facility.name}
              </Heading>
              {/* Read after the name, shown above it as a kicker. */}
              <Text size="xs" tone="accent" weight="semibold" className={styles.role}>
                {facility.role}
              </Text>
              <Text size="sm" tone="muted">
                {facility.description}
              </Text>
            </Card>
          ))}
        </Grid>
      </div>
    </div>
  );
}
