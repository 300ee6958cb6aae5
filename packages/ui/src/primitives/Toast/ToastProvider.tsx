'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { createToastStore, ToastStoreContext } from './useToast';

export type ToastProviderProps = {
  /** The app (or the part of it) that may call `useToast()`, with a `ToastRegion` somewhere inside. */
  children: ReactNode;
};

/**
 * Wraps the app once and owns its toasts: `useToast()` below it adds and dismisses them, and a
 * `ToastRegion` placed once inside it shows them. It renders nothing of its own, so the region's code
 * (Radix Toast) can be loaded when the app wants it — `React.lazy` around `ToastRegion` is enough.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [store] = useState(createToastStore);
  useEffect(() => () => store.destroy(), [store]);
  return <ToastStoreContext value={store}>{children}</ToastStoreContext>;
}
