import { useEffect, useSyncExternalStore } from 'react';
import type { Auth, AuthEvent, Session } from './auth';

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

/** The current session, following every change; `loading` on the server and until the service answers. */
export const useSession = (auth: Auth): SessionState => {
  const store = storeOf(auth);
  useEffect(() => store.start(), [store]);
  return useSyncExternalStore(store.listen, store.get, () => loading);
};
