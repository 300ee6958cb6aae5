/**
 * The public key of the local backend, which `pnpm dev` and `pnpm start` serve on the site's own origin when
 * no Supabase project is configured. Public like every publishable key: it only says "anon"; what anon may
 * do is decided by the grants and row level security. The backend owns it; the site's config reads it from
 * here (a constant, no Node), so the backend never imports from the site.
 */
export const localAnonKey = 'sb_publishable_local-backend';
