import { useEffect, useState } from 'react';
import { videoOrigins } from '../config';
import { onVideoHost, safeMediaUrl } from '../ports/settings';
import { useServices } from '../services';

/** Whether the visitor asked for less: reduced motion, or Save-Data (a metered or slow connection). */
export const prefersNoVideo = (): boolean =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ||
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * The hero video's address from the site settings, read once the app has taken over the page (after the
 * load event, never during prerendering), so the poster stays the first paint and the video never delays
 * it. Under reduced motion or Save-Data it is not read at all: no video loads. A failed read, a value
 * that is not an https URL, or one on a host the build does not name (`VITE_VIDEO_HOSTS`, docs/adr/0060)
 * means no video: the hero keeps its picture.
 */
export const useHeroVideoUrl = (): string | null => {
  const { settings } = useServices();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (prefersNoVideo()) return;
    let live = true;
    settings.heroVideoUrl().then(
      (value) => {
        if (!live) return;
        const safe = safeMediaUrl(value);
        if (safe && !onVideoHost(safe, videoOrigins())) {
          console.warn(
            `The hero video is not on an allowed video host (${videoOrigins().join(', ')}); the hero shows its picture.`,
          );
          return;
        }
        setUrl(safe);
      },
      (error: unknown) => console.warn('Site settings could not be read; the hero shows no video.', error),
    );
    return () => {
      live = false;
    };
  }, [settings]);
  return url;
};
