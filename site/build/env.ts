/** Where canonical links point when `VITE_SITE_URL` is unset: the address `pnpm start` serves. */
export const defaultSiteUrl = 'http://localhost:4321';

/**
 * `VITE_SITE_URL` checked: unset means the local default; anything but an absolute http(s) origin (with an
 * optional path, no query or hash) stops the build with a message naming the variable. No trailing slash.
 */
export const parseSiteUrl = (value: string | undefined): string => {
  if (value === undefined || value.trim() === '') return defaultSiteUrl;
  const fail = (why: string): never => {
    throw new Error(
      `VITE_SITE_URL ${why} (got "${value}"). Set it to the site's public address, e.g. VITE_SITE_URL=https://www.example.ch`,
    );
  };
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    fail('is not a URL');
  }
  if (!url) return fail('is not a URL');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') fail('must start with https:// or http://');
  if (url.search || url.hash || url.username || url.password)
    fail('must be a plain address without query, hash or credentials');
  return url.href.replace(/\/+$/, '');
};
