'use client';

import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ToastAction, ToastVariant } from './Toast';

/** At most this many toasts exist at once: a new toast replaces the current one (spec §9). */
export const TOAST_LIMIT = 1;

/** Milliseconds a dismissed toast stays in the store (closed) before it is removed (spec §9). */
export const TOAST_REMOVE_DELAY = 1_000_000;

/** What `toast()` accepts. */
export type ToastOptions = {
  /** Short headline, e.g. "Message sent successfully!". */
  title?: ReactNode;
  /** Supporting text under the title. */
  description?: ReactNode;
  /** `destructive` for failures: red and announced assertively; `default` otherwise. */
  variant?: ToastVariant;
  /** One optional action: `{ label, altText, onClick }`, or with `href` a link (e.g. `mailto:`). */
  action?: ToastAction;
  /** Milliseconds before it closes by itself; the provider's duration when omitted, `Infinity` to stay. */
  duration?: number;
};

/** A toast in the store: its options plus an id and whether it is (still) open. */
export type ToastItem = ToastOptions & {
  /** Unique within its provider. */
  id: string;
  /** False once dismissed; the item is removed after `TOAST_REMOVE_DELAY`. */
  open: boolean;
};

/** The store's state: newest toast first. */
export type ToastState = {
  /** The toasts, newest first, never more than `TOAST_LIMIT`. */
  toasts: readonly ToastItem[];
};

/** The reducer's actions. */
export type ToastStoreAction =
  | { type: 'add'; toast: ToastItem }
  | { type: 'update'; toast: Partial<ToastItem> & Pick<ToastItem, 'id'> }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

/** Pure state transitions of the toast store; without an `id`, `dismiss` and `remove` act on every toast. */
export function toastReducer(state: ToastState, action: ToastStoreAction): ToastState {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return {
        toasts: state.toasts.map((item) =>
          item.id === action.toast.id ? { ...item, ...action.toast } : item,
        ),
      };
    case 'dismiss':
      return {
        toasts: state.toasts.map((item) =>
          action.id === undefined || item.id === action.id ? { ...item, open: false } : item,
        ),
      };
    case 'remove':
      return {
        toasts: action.id === undefined ? [] : state.toasts.filter((item) => item.id !== action.id),
      };
  }
}

/** What `toast()` returns: the new toast's id and ways to change or close it. */
export type ToastHandle = {
  /** The toast's id. */
  id: string;
  /** Closes this toast. */
  dismiss: () => void;
  /** Changes this toast's content while it shows. */
  update: (options: ToastOptions) => void;
};

/** A toast store: state, subscription, and the side effects (ids, removal timers) around the reducer. */
export type ToastStore = {
  /** The current state. */
  getState: () => ToastState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Shows a toast, replacing the current one. */
  toast: (options: ToastOptions) => ToastHandle;
  /** Closes one toast, or all of them without an id; each is removed after `TOAST_REMOVE_DELAY`. */
  dismiss: (id?: string) => void;
  /** Clears pending removal timers (when the provider unmounts). */
  destroy: () => void;
};

/** Creates a store; each `ToastProvider` owns one, so nothing is shared between requests or apps. */
export function createToastStore(): ToastStore {
  let state: ToastState = { toasts: [] };
  let count = 0;
  const listeners = new Set<() => void>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const dispatch = (action: ToastStoreAction) => {
    state = toastReducer(state, action);
    // A toast pushed out by the limit (or removed) needs no removal timer any more.
    for (const [id, timer] of timers) {
      if (!state.toasts.some((item) => item.id === id)) {
        clearTimeout(timer);
        timers.delete(id);
      }
    }
    for (const listener of listeners) listener();
  };

  const scheduleRemoval = (id: string) => {
    if (timers.has(id)) return;
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        dispatch({ type: 'remove', id });
      }, TOAST_REMOVE_DELAY),
    );
  };

  const dismiss = (id?: string) => {
    for (const item of state.toasts) {
      if (id === undefined || item.id === id) scheduleRemoval(item.id);
    }
    dispatch(id === undefined ? { type: 'dismiss' } : { type: 'dismiss', id });
  };

  const toast = (options: ToastOptions): ToastHandle => {
    count += 1;
    const id = `toast-${count}`;
    dispatch({ type: 'add', toast: { ...options, id, open: true } });
    return {
      id,
      dismiss: () => dismiss(id),
      update: (next) => dispatch({ type: 'update', toast: { ...next, id } }),
    };
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toast,
    dismiss,
    destroy: () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

/** The store of the nearest `ToastProvider`. */
export const ToastStoreContext = createContext<ToastStore | null>(null);

/** What `useToast()` returns. */
export type UseToastResult = {
  /** Shows a toast (replacing the current one) and returns its handle. */
  toast: (options: ToastOptions) => ToastHandle;
  /** Closes one toast by id, or every toast without an id. */
  dismiss: (id?: string) => void;
  /** The toasts in the store, newest first. */
  toasts: readonly ToastItem[];
};

/** Shows and dismisses toasts; needs a `ToastProvider` above it. */
export function useToast(): UseToastResult {
  const store = useContext(ToastStoreContext);
  if (!store)
    throw new Error(
      'useToast() needs a <ToastProvider> above it, with one <ToastRegion> inside where the toasts show: ' +
        'wrap your app in <ToastProvider> (@brand/ui README, §3 Providers).',
    );
  const { toasts } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return useMemo(() => ({ toast: store.toast, dismiss: store.dismiss, toasts }), [store, toasts]);
}
