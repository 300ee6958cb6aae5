/**
 * The site-settings port: where the site reads values an admin can change without a release. The
 * Supabase adapter lives in src/backend; without it, settings are unavailable and every reader falls back
 * (SPEC §8: "Settings read fails → Hero shows no video").
 */
export type SiteSettings = {
  /** The hero's background video address, or null when none is set. Rejects when the read fails. */
  heroVideoUrl: () => Promise<string | null>;
};

/** No settings service configured: nothing is set. */
export const unavailableSettings: SiteSettings = {
  heroVideoUrl: async () => null,
};

/** Only http(s) addresses are played; anything else from the settings table is ignored. */
export const safeMediaUrl = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};
