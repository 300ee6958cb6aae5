/// <reference types="vite/client" />

/** The checked environment (build/env.ts), compiled in by vite.config.ts; read it through src/config.ts. */
declare const __SITE_CONFIG__: import('./configShape').SiteConfig;

/** The year the site was built, for the footer's copyright line (identical in prerendered and live HTML). */
declare const __BUILD_YEAR__: number;

/** Each page's messages per language (site/build/pageMessages.ts). */
declare module 'virtual:page-messages' {
  /** The messages a page (its module under src/pages: `Home`) shows in a language. */
  export const loadPageMessages: (page: string, locale: string) => Promise<import('@lingui/core').Messages>;
}
