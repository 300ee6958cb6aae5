/// <reference types="vite/client" />

/** The checked environment (build/env.ts), compiled in by vite.config.ts; read it through src/config.ts. */
declare const __SITE_CONFIG__: import('./configShape').SiteConfig;

/** The year the site was built, for the footer's copyright line (identical in prerendered and live HTML). */
declare const __BUILD_YEAR__: number;
