import type { SupabaseClient } from '@supabase/supabase-js';
import type { SupabaseConfig } from '../config';
import { oncePerKey } from '../once';

/**
 * The project's one supabase-js client, created on first use: the library (about 55 KB gzip) is fetched
 * then, never with a public page's first paint. The session lives in localStorage, persists across visits
 * and refreshes itself (SPEC §9). A failed load (offline) is forgotten, so the next call tries again.
 */
export const supabaseClient = oncePerKey(
  (config: SupabaseConfig): Promise<SupabaseClient> =>
    import('@supabase/supabase-js').then(({ createClient }) =>
      createClient(config.url, config.anonKey, {
        auth: {
          storage: window.localStorage,
          persistSession: true,
          autoRefreshToken: true,
          // Only password sign-in: the address's #hash is a page anchor, never a token.
          detectSessionInUrl: false,
        },
      }),
    ),
);
