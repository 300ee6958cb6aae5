/**
 * What a staff page needs from its first render, fetched with the page's chunk (routes.ts `preparePage`):
 * the sign-in adapter and supabase-js, which the adapter would otherwise import only on its first call (a
 * second round trip). Both are asked for at once; a failure is left to that first call.
 */
export const preloadSession = (): Promise<void> =>
  Promise.all([import('./supabaseAuth'), import('@supabase/supabase-js')]).then(
    () => undefined,
    () => undefined,
  );
