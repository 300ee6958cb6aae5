/**
 * The start-up protocol: every name that the prerenderer (prerender.ts), the inline start-up scripts
 * (startup/head.ts, startup/notFound.ts) and the client (main.tsx, entry-client.tsx, the app) share.
 * Each side imports its names from here, so a rename cannot leave one side behind. src/startup/README.md
 * tells the order in which they are written and read. Plain constants only: the inline scripts bundle this file too.
 */

/** Attributes of `<html>`. */
export const htmlAttribute = {
  /**
   * Written by the prerenderer: the address this HTML was rendered for. The client hydrates only when it
   * is the address shown (otherwise — a path put back from the 404 page, the dev server — it renders anew).
   * Absent on 404.html.
   */
  path: 'data-path',
  /** Written by the prerenderer: when the app starts (`HydrateWhen`). */
  hydrate: 'data-hydrate',
  /** Written by the head script when it is moving the visitor to another address: nothing is started. */
  leaving: 'data-leaving',
  /**
   * Written by the head script when the visitor comes from another page of this site, which has put the
   * brand fonts into the browser's cache: fonts.css uses them.
   */
  fonts: 'data-fonts',
  /** Written by the app once it has taken over the page (hydrated, first effects run). */
  hydrated: 'data-hydrated',
} as const;

/** When the app starts, as the prerenderer writes it into `data-hydrate`. */
export type HydrateWhen = 'idle' | 'load';

/** `<meta name>`s the prerenderer writes into every page's head. */
export const metaName = {
  /** The brand fonts' files (space-separated), prefetched once the app has started. */
  brandFonts: 'brand-fonts',
  /** The app's scripts for this page (space-separated): what the start imports; read by the bundle report. */
  appModules: 'app-modules',
} as const;

/** Storage keys and cookie names. */
export const storageKey = {
  /** sessionStorage: the address the 404 page hands to the home page's head script. */
  redirect: 'redirect',
  /** localStorage (and sessionStorage, read after it): the visitor's language, the old site's key (SPEC §9). */
  language: 'i18nextLng',
} as const;

/** The cookie the old site kept the language in, read before localStorage (SPEC §9). */
export const languageCookie = 'i18next';

/** How long the head script may keep a page hidden while the app renders a restored address (ms). */
export const hiddenAtMost = 4000;

/** Hides the page: while the head script moves the visitor on, or the app renders a restored address. */
export const hidePage = (): void => {
  document.documentElement.style.visibility = 'hidden';
};

/** Shows the page again (the app, once it has rendered; the head script after `hiddenAtMost`). */
export const revealPage = (): void => {
  document.documentElement.style.removeProperty('visibility');
};

/** Reads a `<meta name>` the prerenderer wrote: its content split at spaces (empty when it is missing). */
export const readMetaList = (name: (typeof metaName)[keyof typeof metaName]): string[] =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ').filter(Boolean) ?? [];
