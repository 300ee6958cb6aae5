'use client';

import { useId } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Image } from '../../primitives/Image/Image';
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
    /** Anchor id of the section. */
    id?: string;
    /** Class for the root element. */
    className?: string;
  };

/**
 * The opening of the home page: a full-width picture with the page title, subtitle and calls to action on
 * a darkening gradient. Over the poster a muted, looping video plays when `videoUrl` is given and motion
 * is welcome; a switch pauses it. Without a video address there is no `<video>` at all.
 */
export function HeroSection({
  eyebrow,
  title,
  subtitle,
  poster,
  videoUrl,
  actions,
  headingLevel = 1,
  preload = 'none',
  reducedMotion = false,
  id,
  className,
}: HeroSectionProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <Section
      id={id}
      tone="inverse"
      labelledBy={titleId}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <Image
        src={poster.src}
        alt={poster.alt}
        width={poster.width}
        height={poster.height}
        sources={poster.sources}
        sizes="100vw"
        loading="eager"
        fetchPriority="high"
        className={styles.poster}
      />
      {videoUrl ? (
        <HeroVideo key={videoUrl} src={videoUrl} preload={preload} reducedMotion={reducedMotion} />
      ) : null}
      <div className={styles.overlay} aria-hidden="true" />
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
    </Section>
  );
}
