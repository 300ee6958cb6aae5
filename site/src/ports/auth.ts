import { splitLocale } from '../i18n/paths';
import { ownSitePath } from '../sitePath';

/** A signed-in staff member, as far as the site needs one. */
export type Session = { userId: string; email?: string };

/** SPEC §6: `user` by default (also without a session or when the lookup fails); `admin` opens /admin. */
export type Role = 'user' | 'admin';

/** What happened to the session (SPEC §4 "Session lifecycle"). */
export type AuthEvent = 'recovered' | 'signed-in' | 'refreshed' | 'updated' | 'signed-out';

/** Why a sign-in failed: what the visitor is told. */
export type SignInFailure = 'credentials' | 'rate-limited' | 'unavailable';

/** A refused sign-in, as the sign-in form hands it to the site's words (a `FormFailure`: its `kind`). */
export class SignInError extends Error {
  override name = 'SignInError';
  constructor(
    readonly kind: SignInFailure,
    options?: ErrorOptions,
  ) {
    super(`Sign-in failed: ${kind}`, options);
  }
}

/**
 * The authentication port, served by Supabase Auth (src/adapters/supabaseAuth.ts): the hosted project, or
 * the local backend of `pnpm dev` / `pnpm start`, whose accounts come from `pnpm staff:add`.
 */
export type Auth = {
  /**
   * Follows the session: the listener hears the one recovered from storage first (or null), then every
   * change (sign-in, refresh, sign-out, in this tab or another). Returns the unsubscribe function.
   */
  subscribe: (listener: (session: Session | null, event: AuthEvent) => void) => () => void;
  /** The role of a signed-in user; `user` when there is none or the lookup fails (which is logged). */
  getRole: (userId: string) => Promise<Role>;
  /** Signs in with e-mail and password; rejects with a `SignInError`. */
  signIn: (email: string, password: string) => Promise<Session>;
  /** Ends the session (here and, where the service supports it, everywhere). */
  signOut: () => Promise<void>;
};

/**
 * Where /login goes once signed in: the `?next=` path the /admin guard left (`ownSitePath`: only as the
 * guard writes it), without its language prefix, else /admin.
 */
export const afterSignIn = (search: string, origin: string): string => {
  const next = ownSitePath(new URLSearchParams(search).get('next'), origin);
  if (!next) return '/admin';
  const { path } = splitLocale(new URL(next, origin).pathname);
  return path === '/login' ? '/admin' : path;
};

/** The /login address the /admin guard sends a visitor without a session to, remembering where they were. */
export const signInPath = (from: string): string => `/login?next=${encodeURIComponent(from)}`;
