'use client';

import { msg } from '@lingui/core/macro';
import { type CSSProperties, useCallback, useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { cx } from '../../cx';
import { useUiLingui } from '../../i18n/useUiLingui';
import { ImageMissingIcon } from '../../icons/icons';
import * as styles from './Image.css';

export const imageFits = ['cover', 'contain'] as const;
export const imageLoadings = ['lazy', 'eager'] as const;

export type ImageFit = (typeof imageFits)[number];
export type ImageLoading = (typeof imageLoadings)[number];

/** A modern format of the same picture, offered before the `src` fallback (AVIF, WebP). */
export type ImageSource = {
  /** Candidate URLs, e.g. `hero.avif` or `hero-480.avif 480w, hero-960.avif 960w`. */
  srcSet: string;
  /** MIME type the browser checks before choosing it, e.g. `image/avif`. */
  type: string;
};

export type ImageProps = {
  /** URL of the fallback format (JPEG/PNG), used when no `sources` entry fits. */
  src: string;
  /** Text alternative; an empty string marks a decorative image. */
  alt: string;
  /** Intrinsic width in pixels: reserves the space (no layout shift) and caps the rendered width. */
  width: number;
  /** Intrinsic height in pixels: with `width`, the aspect ratio the box keeps. */
  height: number;
  /** `lazy` (default) waits until the image nears the viewport; `eager` for what is visible at once. */
  loading?: ImageLoading;
  /** Download priority hint; `high` for the largest image above the fold. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Modern formats offered first (renders `<source>` elements, in order of preference). */
  sources?: readonly ImageSource[];
  /** Rendered widths for width-descriptor `srcSet`s, e.g. `(min-width: 768px) 50vw, 100vw`. */
  sizes?: string;
  /** How the picture fills its box: `cover` crops (default), `contain` letterboxes. */
  fit?: ImageFit;
  /** Class for the root element. */
  className?: string;
};

const varName = (cssVar: string) => cssVar.slice('var('.length, -1);

/**
 * A responsive image that keeps its aspect ratio and never overflows. When it cannot load it shows a
 * box of the same size saying "Image not available" (`data-state="error"`) and warns once in the
 * console. Errors are caught on the element and, for server-rendered markup that failed before
 * hydration, checked again once mounted.
 */
export function Image({
  src,
  alt,
  width,
  height,
  loading = 'lazy',
  fetchPriority,
  sources,
  sizes,
  fit = 'cover',
  className,
}: ImageProps) {
  const { t } = useUiLingui();
  const imgRef = useRef<HTMLImageElement>(null);
  const warnedRef = useRef<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;

  const fail = useCallback(() => {
    const attempted = imgRef.current?.currentSrc || src;
    if (warnedRef.current !== src) {
      warnedRef.current = src;
      console.warn(`[@brand/ui] Image not available: ${attempted}`);
    }
    setFailedSrc(src);
  }, [src]);

  // The error event may have fired before hydration attached `onError`: a finished image with no
  // pixels is either broken or (rarely) an SVG without intrinsic size, which `decode()` tells apart.
  useEffect(() => {
    const img = imgRef.current;
    if (!img?.complete || img.naturalWidth !== 0) return;
    let active = true;
    img.decode().catch(() => {
      if (active) fail();
    });
    return () => {
      active = false;
    };
  }, [fail]);

  // The page's main picture is asked for from the top of <head> (React hoists the hint when it renders on
  // the server), before the fonts and scripts: the format the browser will pick, with its candidates.
  if (fetchPriority === 'high' && !failed) {
    const [first] = sources ?? [];
    if (first)
      preload(first.srcSet.split(/[\s,]/)[0] ?? src, {
        as: 'image',
        fetchPriority,
        type: first.type,
        imageSrcSet: first.srcSet,
        imageSizes: sizes,
      });
    else preload(src, { as: 'image', fetchPriority });
  }

  const style = {
    [varName(styles.widthVar)]: `${width}px`,
    [varName(styles.ratioVar)]: `${width} / ${height}`,
  } as CSSProperties;
  const rootClass = (extra: string) => cx(styles.root, extra, className);

  if (failed) {
    const message = t(msg({ id: 'ui.image.unavailable', message: 'Image not available' }));
    const a11y = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true as const };
    return (
      <div {...a11y} className={rootClass(styles.fallback)} style={style} data-state="error" data-fit={fit}>
        <ImageMissingIcon className={styles.fallbackIcon} />
        <span>{message}</span>
      </div>
    );
  }

  return (
    <picture className={rootClass('')} style={style} data-fit={fit}>
      {sources?.map((source) => (
        <source key={source.srcSet} srcSet={source.srcSet} type={source.type} sizes={sizes} />
      ))}
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError is a load event, not a user interaction */}
      <img
        ref={imgRef}
        className={`${styles.image} ${styles.fits[fit]}`}
        src={src}
        alt={alt}
        width={width}
        height={height}
        sizes={sizes}
        loading={loading}
        fetchPriority={fetchPriority}
        // The main picture is decoded with the first paint; the others off the main thread, when ready.
        decoding={fetchPriority === 'high' ? 'auto' : 'async'}
        onError={fail}
      />
    </picture>
  );
}
