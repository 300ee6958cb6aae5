/**
 * The site's public address, from `VITE_SITE_URL` (validated by vite.config.ts, which fails the build
 * on a malformed value). Canonical links, alternates, Open Graph, the sitemap and robots.txt use it.
 */
export const siteUrl: string = import.meta.env.VITE_SITE_URL;

/** An absolute URL of this site for a path (`/de/about` → `https://…/de/about`). */
export const absoluteUrl = (path: string): string => new URL(path, `${siteUrl}/`).href;
