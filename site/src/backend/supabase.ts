import type { SupabaseClient } from '@supabase/supabase-js';
import type { SupabaseConfig } from '../config';

const clients = new Map<string, Promise<SupabaseClient>>();

/**
 * The project's one supabase-js client, created on first use: the library (about 55 KB gzip) is fetched
 * then, never with a public page's first paint. The session lives in localStorage, persists across visits
 * and refreshes itself (SPEC §9). A failed load (offline) is forgotten, so the next call tries again.
 */
export const supabaseClient = (config: SupabaseConfig): Promise<SupabaseClient> => {
  const known = clients.get(config.url);
  if (known) return known;
  const client = import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(config.url, config.anonKey, {
      auth: {
        storage: window.localStorage,
        persistSession: true,
        autoRefreshToken: true,
        // Only password sign-in: the address's #hash is a page anchor, never a token.
        detectSessionInUrl: false,
      },
    }),
  );
  client.catch(() => clients.delete(config.url));
  clients.set(config.url, client);
  return client;
};
