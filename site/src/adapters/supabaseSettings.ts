import type { SupabaseConfig } from '../config';
import type { SiteSettings } from '../ports/settings';
import { supabaseClient } from './supabase';

const heroVideoKey = 'hero_video_url';

/** Longest wait for the public read: past it, the hero simply shows no video. */
const readTimeout = 10_000;

/**
 * Site settings in Supabase's `site_settings` table.
 *
 * Reading is public (SPEC §6, §7 call 1) and always anonymous: a plain request to the REST endpoint with
 * the project's public key — `select=setting_value`, `setting_key=eq.hero_video_url`, at most one row —
 * never a signed-in staff member's token, and without supabase-js (≈ 55 KB gzip), which a public page
 * would otherwise download for one value.
 *
 * Writing needs the admin role, which row level security checks; it goes through supabase-js with the
 * signed-in session (only /admin writes). For anyone else the database refuses and the promise rejects.
 */
export const supabaseSettings = (config: SupabaseConfig): SiteSettings => ({
  heroVideoUrl: async () => {
    const query = new URLSearchParams({
      select: 'setting_value',
      setting_key: `eq.${heroVideoKey}`,
      limit: '1',
    });
    const response = await fetch(`${config.url}/rest/v1/site_settings?${query}`, {
      headers: {
        apikey: config.anonKey,
        Authorization: `Bearer ${config.anonKey}`,
        Accept: 'application/json',
      },
      credentials: 'omit',
      signal: AbortSignal.timeout(readTimeout),
    });
    if (!response.ok) throw new Error(`site_settings answered ${response.status}`);
    const rows: unknown = await response.json();
    const value = Array.isArray(rows)
      ? (rows[0] as { setting_value?: unknown } | undefined)?.setting_value
      : null;
    return typeof value === 'string' ? value : null;
  },

  saveHeroVideoUrl: async (url) => {
    const client = await supabaseClient(config);
    const { error } = await client
      .from('site_settings')
      .upsert({ setting_key: heroVideoKey, setting_value: url }, { onConflict: 'setting_key' });
    if (error) throw error;
  },
});
