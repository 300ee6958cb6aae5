/**
 * The site-settings port: where the site reads values an admin can change without a release, served by
 * Supabase's `site_settings` (src/adapters/supabaseSettings.ts). A failed read means every reader falls
 * back (SPEC §8: "Settings read fails → Hero shows no video").
 */
export type SiteSettings = {
  /** The hero's background video address, or null when none is set. Rejects when the read fails. */
  heroVideoUrl: () => Promise<string | null>;
  /** Sets (or, with null, clears) the hero video address. Rejects when it could not be saved. */
  saveHeroVideoUrl: (url: string | null) => Promise<void>;
};

/**
 * Only https addresses without credentials are played (the database accepts nothing else); anything else
 * from the settings table is ignored.
 */
export const safeMediaUrl = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * Whether a video address is on one of the allowed origins — the video hosts the build names
 * (`VITE_VIDEO_HOSTS`) and the site's own — compared as whole origins (scheme, host, port), so
 * `https://media.example.ch.evil.example` or `https://media.example.ch@evil.example` is not
 * `https://media.example.ch` (docs/adr/0060). The Content-Security-Policy's `media-src` lists the same.
 */
export const onVideoHost = (url: string, allowedOrigins: readonly string[]): boolean => {
  try {
    return allowedOrigins.includes(new URL(url).origin);
  } catch {
    return false;
  }
};

/** Longest video address an admin may save. */
export const maxMediaUrlLength = 2048;

/**
 * What an admin typed as the hero video address: empty means "no video" (null); otherwise an absolute
 * https address of at most 2048 characters, trimmed, on one of `allowedOrigins` — anything else is
 * refused with the reason. The database checks the form (site/supabase/migrations,
 * `site_settings_hero_video_url_https`); the hosts are the build's (docs/adr/0060).
 */
export const parseHeroVideoInput = (
  input: string,
  allowedOrigins: readonly string[],
): { ok: true; url: string | null } | { ok: false; reason: 'invalid' | 'too-long' | 'host' } => {
  const value = input.trim();
  if (!value) return { ok: true, url: null };
  if (value.length > maxMediaUrlLength) return { ok: false, reason: 'too-long' };
  const url = safeMediaUrl(value);
  if (!url) return { ok: false, reason: 'invalid' };
  return onVideoHost(url, allowedOrigins) ? { ok: true, url } : { ok: false, reason: 'host' };
};
