'use client';

import { useId } from 'react';
import { cx } from '../../cx';
import { Button } from '../../primitives/Button/Button';
import { Image } from '../../primitives/Image/Image';
import { StatList } from '../../primitives/Stat/Stat';
import { breakpoints } from '../../theme/media';
import { ContentStat } from '../Section/ContentStat';
import { Section } from '../Section/Section';
import type { SectionFlags } from '../types';
import * as styles from './Hero.css';
import { HeroVideo } from './HeroVideo';
import type { HeroSectionContent, HeroVideoPreload } from './types';

export type HeroSectionProps = HeroSectionContent &
  Pick<SectionFlags, 'headingLevel'> & {
    /** What the browser may fetch of the video before it plays; `none` by default. */
    preload?: HeroVideoPreload;
    /** Keep the video still even when the visitor has not asked for reduced motion (they can still play it). */
    reducedMotion?: boolean;
    /**
     * Anchor id of the section (`/#start`); none by default, as the hero opens the page (the other sections
     * default to their English anchor, `products` …).
     */
    id?: string;
    /** Class for the root element. */
    className?: string;
  };

/**
 * The opening of the home page: the page title, subtitle and calls to action beside the picture (from `lg`
 * up) or above it (phones and tablets), on the dark band. The text never runs over the picture, which is
 * shown whole: 16:9 when stacked, 4:3 beside the text (cropped from the start side, where the poster
 * keeps its empty wall). When `videoUrl` is given and motion is welcome, a muted, looping video fills the
 * hero's whole width behind the copy (SPEC §2), under a scrim of the hero's colour, and the framed picture
 * gives way to it once it plays; a switch pauses it. Until it plays, when it cannot, and under reduced
 * motion, the framed picture stays. Without a video address there is no `<video>` at all. Given
 * `figures`, the key figures follow the calls to action (before the picture on phones and tablets, under
 * the picture from `lg` up), two a row, each with its proof link when it states a claim: the proof a
 * buyer looks for before scrolling.
 */
export function HeroSection({
  eyebrow,
  title,
  subtitle,
  poster,
  videoUrl,
  actions,
  figures,
  headingLevel = 1,
  preload = 'none',
  reducedMotion = false,
  id,
  className,
}: HeroSectionProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <Section id={id} tone="inverse" aria-labelledby={titleId} className={cx(styles.root, className)}>
      <div className={cx(styles.layout, figures?.length ? styles.withFigures : undefined)}>
        <div className={styles.content}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <Title id={titleId} className={styles.title}>
            {title}
          </Title>
          <p className={styles.subtitle}>{subtitle}</p>
          {actions?.length ? (
            <div className={styles.actions}>
              {actions.map((action, index) => (
                <Button
                  key={action.href}
                  href={action.href}
                  size="lg"
                  variant={index === 0 ? 'secondary' : 'default'}
                  aria-label={action.ariaLabel}
                >
                  {action.label}
                </Button>
              ))}
            </div>
          ) : null}
        </div>
        <div className={styles.stage} data-hero-stage="">
          <Image
            {...poster}
            sizes={`(min-width: ${breakpoints.lg}px) 40vw, 100vw`}
            loading="eager"
            fetchPriority="high"
            className={styles.poster}
          />
        </div>
        {figures?.length ? (
          <StatList columns={2} className={styles.figures}>
            {figures.map((figure) => (
              <ContentStat key={figure.label} stat={figure} tone="inverse" />
            ))}
          </StatList>
        ) : null}
      </div>
      {videoUrl ? (
        <HeroVideo key={videoUrl} src={videoUrl} preload={preload} reducedMotion={reducedMotion} />
      ) : null}
    </Section>
  );
}
