import { useEffect, useState } from 'react';
import type { Session } from './auth';
import { useServices } from './Services';

/** Where the /admin guard stands (SPEC §4). */
export type AdminAccess =
  | { state: 'checking' }
  | { state: 'signed-out' }
  | { state: 'denied' }
  | { state: 'granted'; session: Session };

/**
 * The /admin guard's decision: checking while the session loads; signed out without a session; denied
 * for a session whose role is not `admin` (a failed role lookup counts as `user`); granted otherwise.
 */
export const useAdminAccess = (): AdminAccess => {
  const { auth } = useServices();
  const [access, setAccess] = useState<AdminAccess>({ state: 'checking' });
  useEffect(() => {
    let live = true;
    (async () => {
      const session = await auth.getSession().catch(() => null);
      if (!session) return { state: 'signed-out' } as const;
      const role = await auth.getRole(session.userId).catch(() => 'user' as const);
      return role === 'admin' ? ({ state: 'granted', session } as const) : ({ state: 'denied' } as const);
    })().then((next) => {
      if (live) setAccess(next);
    });
    return () => {
      live = false;
    };
  }, [auth]);
  return access;
};
