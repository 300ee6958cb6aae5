import { htmlAttribute, metaName, readMetaList, storageKey } from './protocol';

/**
 * The brand fonts on the pages after a visit's first (see src/fonts.css). A first page paints in the
 * system's fonts: the font files would otherwise share a phone's connection with the first paint. Once
 * the browser is idle, the files the prerenderer lists in `<meta name="brand-fonts">` are prefetched into
 * its cache (not decoded: that would block this page's main thread for nothing) and
 * `storageKey.fontsCached` is set; the head script then marks every next page `<html data-fonts>`, which
 * uses them.
 */

/** Prefetches the brand fonts for the next page, unless they are in use already or data is to be saved. */
export const cacheFontsForNextPage = (): void => {
  const root = document.documentElement;
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  const files = readMetaList(metaName.brandFonts);
  if (root.hasAttribute(htmlAttribute.fonts) || connection?.saveData || !files[0]) return;
  const fetched = files.map(
    (href) =>
      new Promise<void>((resolve, reject) => {
        const link = Object.assign(document.createElement('link'), { rel: 'prefetch', as: 'font', href });
        link.crossOrigin = '';
        link.type = 'font/woff2';
        link.onload = () => resolve();
        link.onerror = () => reject(new Error(`could not prefetch ${href}`));
        document.head.append(link);
      }),
  );
  Promise.all(fetched).then(
    () => {
      try {
        localStorage.setItem(storageKey.fontsCached, '1');
      } catch {
        // Storage blocked: the next page paints in the system's fonts again.
      }
    },
    () => {
      // Offline: the next page paints in the system's fonts again.
    },
  );
};
