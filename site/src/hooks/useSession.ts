import { useEffect, useSyncExternalStore } from 'react';
import type { Auth, AuthEvent, Session } from '../ports/auth';
import { useServices } from '../services';

/** The session as the pages see it: loading until the auth service has answered once. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'ready'; session: Session | null; event: AuthEvent };

const loading: SessionState = { status: 'loading' };

type SessionStore = {
  get: () => SessionState;
  listen: (onChange: () => void) => () => void;
  start: () => void;
};

/**
 * One store per auth port, started by the first page that asks for the session (/login, /admin): public
 * pages never ask, so they never load the auth service.
 */
const stores = new WeakMap<Auth, SessionStore>();

const storeOf = (auth: Auth): SessionStore => {
  const known = stores.get(auth);
  if (known) return known;
  let state: SessionState = loading;
  let started = false;
  const listeners = new Set<() => void>();
  const store: SessionStore = {
    get: () => state,
    listen: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    start: () => {
      if (started) return;
      started = true;
      auth.subscribe((session, event) => {
        state = { status: 'ready', session, event };
        for (const listener of listeners) listener();
      });
    },
  };
  stores.set(auth, store);
  return store;
};

/**
 * The signed-in session (SPEC §4), following every change (sign-in, refresh, sign-out, also in another
 * tab); `loading` on the server and until the service answers. The first page that asks starts the auth
 * service.
 */
export const useSession = (): SessionState => {
  const store = storeOf(useServices().auth);
  useEffect(() => store.start(), [store]);
  return useSyncExternalStore(store.listen, store.get, () => loading);
};
