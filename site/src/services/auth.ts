/** A signed-in staff member, as far as the site needs one. */
export type Session = { userId: string; email?: string };

/** SPEC §6: `user` by default (also without a session or when the lookup fails); `admin` opens /admin. */
export type Role = 'user' | 'admin';

/**
 * The authentication port. The Supabase adapter lives in src/backend; without it sign-in is not
 * configured: there is never a session, and /admin sends visitors to /login, which says so.
 */
export type Auth = {
  /** Whether a sign-in service is configured at all. */
  configured: boolean;
  /** The current session (recovered from storage), or null. */
  getSession: () => Promise<Session | null>;
  /** The role of a signed-in user; `user` when the lookup fails. */
  getRole: (userId: string) => Promise<Role>;
};

export const unconfiguredAuth: Auth = {
  configured: false,
  getSession: async () => null,
  getRole: async () => 'user',
};
