'use client';

import { msg } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { useUiLingui } from '../../i18n/useUiLingui';
import { PauseIcon, PlayIcon } from '../../icons/icons';
import { Button } from '../../primitives/Button/Button';
import { media } from '../../theme/media';
import * as styles from './Hero.css';
import type { HeroVideoPreload } from './types';

/** What the video is doing: not started, playing, paused, or unable to load (the poster stays). */
export const heroVideoStates = ['idle', 'playing', 'paused', 'error'] as const;

/** A state of the hero video. */
export type HeroVideoState = (typeof heroVideoStates)[number];

export type HeroVideoProps = {
  /** Address of the video. */
  src: string;
  /** How much to fetch before it plays. */
  preload: HeroVideoPreload;
  /** Never start on its own, whatever the media query says. */
  reducedMotion: boolean;
};

/** Follows `prefers-reduced-motion`; `null` until known (on the server and before the first effect). */
function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState<boolean | null>(null);
  useEffect(() => {
    const query = window.matchMedia(media.reducedMotion);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * The hero's muted, looping background video over the hero's whole width, the scrim that keeps the copy
 * legible over it, and its pause/play switch. It is started by script once
 * mounted, never by the `autoplay` attribute, so it stays still when the visitor prefers reduced motion
 * (also before hydration); the visitor's own choice on the switch wins. It stays transparent until it
 * plays, so the poster shows while it loads and when it cannot load.
 */
export function HeroVideo({ src, preload, reducedMotion }: HeroVideoProps) {
  const { t } = useUiLingui();
  const ref = useRef<HTMLVideoElement>(null);
  const prefersReduced = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [state, setState] = useState<HeroVideoState>('idle');
  const shouldPlay = choice ? choice === 'play' : prefersReduced === false && !reducedMotion;

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (shouldPlay) {
      // Refused autoplay or an unplayable source: the poster stays, the switch offers to play.
      video.play().catch(() => undefined);
    } else {
      video.pause();
    }
  }, [shouldPlay]);

  const playing = state === 'playing';
  return (
    <>
      <video
        ref={ref}
        className={styles.video}
        src={src}
        muted
        loop
        playsInline
        preload={preload}
        disablePictureInPicture
        disableRemotePlayback
        aria-hidden="true"
        tabIndex={-1}
        data-state={state}
        onPlaying={() => setState('playing')}
        onPause={() => setState((current) => (current === 'error' ? current : 'paused'))}
        onError={() => setState('error')}
      />
      <div className={styles.scrim} aria-hidden="true" />
      {state === 'error' ? null : (
        <div className={styles.toggle}>
          <Button
            variant="secondary"
            size="icon"
            aria-label={
              playing
                ? t(msg({ id: 'ui.hero.pauseVideo', message: 'Pause background video' }))
                : t(msg({ id: 'ui.hero.playVideo', message: 'Play background video' }))
            }
            onPress={() => setChoice(playing ? 'pause' : 'play')}
          >
            {playing ? (
              <PauseIcon className={styles.toggleIcon} />
            ) : (
              <PlayIcon className={styles.toggleIcon} />
            )}
          </Button>
        </div>
      )}
    </>
  );
}
