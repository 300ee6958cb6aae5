import type { SupabaseConfig } from '../config';
import type { SiteSettings } from '../services/settings';
import { supabaseClient } from './supabase';

const heroVideoKey = 'hero_video_url';

/**
 * Site settings in Supabase's `site_settings` table. Reading is anonymous (SPEC §7 call 1: `select
 * setting_value … where setting_key = 'hero_video_url'`, at most one row); writing needs the admin role,
 * which row level security checks — for anyone else the database refuses and the promise rejects.
 */
export const supabaseSettings = (config: SupabaseConfig): SiteSettings => ({
  heroVideoUrl: async () => {
    const client = await supabaseClient(config);
    const { data, error } = await client
      .from('site_settings')
      .select('setting_value')
      .eq('setting_key', heroVideoKey)
      .limit(1)
      .maybeSingle();
    if (error) throw error;
    return typeof data?.setting_value === 'string' ? data.setting_value : null;
  },

  saveHeroVideoUrl: async (url) => {
    const client = await supabaseClient(config);
    const { error } = await client
      .from('site_settings')
      .upsert({ setting_key: heroVideoKey, setting_value: url }, { onConflict: 'setting_key' });
    if (error) throw error;
  },
});
