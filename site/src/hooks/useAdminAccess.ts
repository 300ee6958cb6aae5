import { useEffect, useState } from 'react';
import type { Session } from '../ports/auth';
import { useServices } from '../services';
import { useSession } from './useSession';

/** Where the /admin guard stands (SPEC §4). */
export type AdminAccess =
  | { state: 'checking' }
  | { state: 'signed-out' }
  | { state: 'denied' }
  | { state: 'granted'; session: Session };

/**
 * The /admin guard's decision: checking while the session loads and its role is looked up; signed out
 * without a session (also after a sign-out, here or in another tab); denied for a session whose role is
 * not `admin` (a failed lookup counts as `user`); granted otherwise.
 */
export const useAdminAccess = (): AdminAccess => {
  const { auth } = useServices();
  const current = useSession();
  const session = current.status === 'ready' ? current.session : undefined;
  const userId = session?.userId;
  const [role, setRole] = useState<{ userId: string; admin: boolean } | null>(null);

  // Looked up once per user, not again when the token is refreshed.
  useEffect(() => {
    if (!userId) return;
    let live = true;
    auth.getRole(userId).then(
      (found) => live && setRole({ userId, admin: found === 'admin' }),
      () => live && setRole({ userId, admin: false }),
    );
    return () => {
      live = false;
    };
  }, [auth, userId]);

  if (session === undefined) return { state: 'checking' };
  if (session === null) return { state: 'signed-out' };
  if (role?.userId !== session.userId) return { state: 'checking' };
  return role.admin ? { state: 'granted', session } : { state: 'denied' };
};
