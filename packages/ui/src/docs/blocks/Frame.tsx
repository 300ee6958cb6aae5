import { Unstyled } from '@storybook/addon-docs/blocks';
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { docsCaptionStyle } from './Stage';

/** The widths an example is drawn at: a desktop window's and a phone's (the preview's `mobile` viewport). */
export const frameWidths = { desktop: 1280, phone: 390 } as const;

const subscribe = (change: () => void) => {
  const observer = new MutationObserver(change);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang', 'data-theme'] });
  return () => observer.disconnect();
};
/** The toolbar's language and theme, as `applyGlobals` writes them on `<html>`, in a story URL's form. */
const globalsOnScreen = () =>
  `locale:${document.documentElement.lang || 'en'};theme:${document.documentElement.dataset.theme ?? 'brand'}`;

/**
 * The toolbar's language and theme as a story URL's `globals` (`locale:de;theme:partner`), kept up to date:
 * what a story drawn in a frame of its own must be given, or it renders in English and the brand theme (a
 * frame is a preview of its own, with its own globals; issue 36).
 */
export const useToolbarGlobals = (): string =>
  useSyncExternalStore(subscribe, globalsOnScreen, () => 'locale:en;theme:brand');

/**
 * The URL of a story's own preview that follows the toolbar (`useToolbarGlobals`). The a11y addon's axe
 * run is off in it: the story's own page runs it.
 */
export const storyFrameUrl = (story: string, globals: string): string =>
  `iframe.html?id=${story}&viewMode=story&globals=${globals};a11y.manual:!true`;

/**
 * A story drawn at a declared width on a docs page: the story's own preview (`iframe.html`) in an iframe
 * laid out `width` CSS pixels wide (1,280 for `desktop`, 390 for `phone`), scaled down to the column with
 * `transform: scale`. Inside it the story's viewport media queries see that width, its play function runs
 * (the open language menu), and it follows the toolbar's language and theme. Beside Storybook's sidebar a
 * docs page is 900 px wide in a 1,200 px window, under the library's desktop breakpoint (1,024 px), so a
 * story meant for a desktop rendered inline shows the phone layout: use this for it (ADR 0063).
 *
 * ```mdx
 * <Frame story="sections-header--language-menu-open" width="desktop" height={360} title="The header's language menu open" />
 * ```
 */
export function Frame({
  story,
  width,
  height,
  title,
}: {
  /** The story's id (`sections-header--desktop`). */
  story: string;
  width: keyof typeof frameWidths;
  /** The frame's height at full size, in CSS pixels: the story's part worth showing. */
  height: number;
  /** The frame's accessible name, shown under it. */
  title: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [column, setColumn] = useState<number>(frameWidths[width]);
  const globals = useToolbarGlobals();
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setColumn(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const full = frameWidths[width];
  const scale = Math.min(1, column / full);
  return (
    <Unstyled>
      <figure style={{ margin: '1rem 0 1.5rem' }}>
        <div ref={box} data-docs-block={`${width} frame`} style={{ width: '100%', maxWidth: full }}>
          <div style={{ width: full * scale, height: height * scale, overflow: 'hidden' }}>
            <iframe
              title={title}
              src={storyFrameUrl(story, globals)}
              style={{
                width: full,
                height,
                border: 0,
                transform: `scale(${scale})`,
                transformOrigin: '0 0',
                display: 'block',
              }}
            />
          </div>
        </div>
        <figcaption style={{ ...docsCaptionStyle, marginTop: '0.5rem' }}>
          {title} (
          {width === 'desktop'
            ? `${full} px wide, drawn at ${Math.round(scale * 100)} %`
            : `a ${full} px phone`}
          )
        </figcaption>
      </figure>
    </Unstyled>
  );
}
