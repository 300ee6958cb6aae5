/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The site's public address without a trailing slash (validated, defaulted by vite.config.ts). */
  readonly VITE_SITE_URL: string;
}

/** The year the site was built, for the footer's copyright line (identical in prerendered and live HTML). */
declare const __BUILD_YEAR__: number;
