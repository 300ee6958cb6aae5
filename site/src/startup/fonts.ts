import { htmlAttribute, metaName, readMetaList } from '../protocol';

/**
 * The brand fonts on the pages after a visit's first (see src/fonts.css). A first page paints in the
 * system's fonts: the font files would otherwise share a phone's connection with the first paint. Once
 * the browser is idle, the files the prerenderer lists in `<meta name="brand-fonts">` are prefetched into
 * its cache (not decoded: that would block this page's main thread for nothing); the head script of the
 * next page of this site, which it recognises by its referrer, marks it `<html data-fonts>`, which uses
 * them (`font-display: optional`: a file not cached by then is not swapped in later). Nothing is stored
 * in the browser for it (docs/adr/0037).
 */

/** Prefetches the brand fonts for the next page, unless they are in use already or data is to be saved. */
export const cacheFontsForNextPage = (): void => {
  const root = document.documentElement;
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  const files = readMetaList(metaName.brandFonts);
  if (root.hasAttribute(htmlAttribute.fonts) || connection?.saveData || !files[0]) return;
  for (const href of files) {
    const link = Object.assign(document.createElement('link'), { rel: 'prefetch', as: 'font', href });
    link.crossOrigin = '';
    link.type = 'font/woff2';
    document.head.append(link);
  }
};
