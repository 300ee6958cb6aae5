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
 * Only https addresses are played (the database accepts nothing else, and the Content-Security-Policy
 * lets videos come from https only); anything else from the settings table is ignored.
 */
export const safeMediaUrl = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

/** Longest video address an admin may save. */
export const maxMediaUrlLength = 2048;

/**
 * What an admin typed as the hero video address: empty means "no video" (null); otherwise an absolute
 * https address of at most 2048 characters, trimmed — anything else is refused with the reason. The
 * database checks the same (site/supabase/migrations, `site_settings_hero_video_url_https`).
 */
export const parseHeroVideoInput = (
  input: string,
): { ok: true; url: string | null } | { ok: false; reason: 'invalid' | 'too-long' } => {
  const value = input.trim();
  if (!value) return { ok: true, url: null };
  if (value.length > maxMediaUrlLength) return { ok: false, reason: 'too-long' };
  const url = safeMediaUrl(value);
  return url ? { ok: true, url } : { ok: false, reason: 'invalid' };
};
