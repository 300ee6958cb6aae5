import type {
  AuthChangeEvent,
  AuthError,
  SupabaseClient,
  Session as SupabaseSession,
} from '@supabase/supabase-js';
import {
  type Auth,
  type AuthEvent,
  type Role,
  type Session,
  SignInError,
  type SignInFailure,
} from '../ports/auth';

const toSession = (session: SupabaseSession | null): Session | null =>
  session ? { userId: session.user.id, email: session.user.email } : null;

const events: Record<AuthChangeEvent, AuthEvent> = {
  INITIAL_SESSION: 'recovered',
  SIGNED_IN: 'signed-in',
  TOKEN_REFRESHED: 'refreshed',
  USER_UPDATED: 'updated',
  PASSWORD_RECOVERY: 'updated',
  MFA_CHALLENGE_VERIFIED: 'updated',
  SIGNED_OUT: 'signed-out',
};

/** What a failed sign-in means for the visitor: wrong credentials, too many tries, or the service. */
const failureOf = (error: AuthError): SignInFailure => {
  if (error.status === 429 || error.code === 'over_request_rate_limit') return 'rate-limited';
  if (error.status === 400 || error.code === 'invalid_credentials' || error.code === 'email_not_confirmed')
    return 'credentials';
  return 'unavailable';
};

/**
 * Sign-in, session and role through Supabase (SPEC §7 calls 3 and 4), on the project's client (services.tsx
 * makes it on first use: a client that cannot load is the port's `unavailable`, and a subscriber hears
 * nobody is signed in). The session follows `onAuthStateChange` (recovered from localStorage, refreshed,
 * signed in, signed out — also from another tab); the role is `select role from user_roles where user_id =
 * <user>`, one row or none, `user` by default.
 */
export const supabaseAuth = (client: SupabaseClient): Auth => ({
  subscribe: (listener) => {
    const { data } = client.auth.onAuthStateChange((event, session) =>
      listener(toSession(session), events[event] ?? 'updated'),
    );
    return () => data.subscription.unsubscribe();
  },

  getRole: async (userId): Promise<Role> => {
    try {
      const { data, error } = await client
        .from('user_roles')
        .select('role')
        .eq('user_id', userId)
        .maybeSingle();
      if (error) throw error;
      return data?.role === 'admin' ? 'admin' : 'user';
    } catch (error) {
      console.error('The role lookup failed; the user counts as "user".', error);
      return 'user';
    }
  },

  signIn: async (email, password) => {
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    if (error) throw new SignInError(failureOf(error), { cause: error });
    const session = toSession(data.session);
    if (!session) throw new SignInError('unavailable');
    return session;
  },

  signOut: async () => {
    const { error } = await client.auth.signOut();
    if (error) throw error;
  },
});
