import { htmlAttribute, metaName, readMetaList } from '../protocol';

/** Prefetches the brand fonts for the next page (a first page paints in system fonts: docs/adr/0037). */
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
