import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { createToastStore, ToastStoreContext } from './useToast';

const ToastRegion = lazy(() => import('./ToastRegion').then((module) => ({ default: module.ToastRegion })));

export type ToastProviderProps = {
  /** The app (or the part of it) that may call `useToast()`. */
  children: ReactNode;
  /** Default milliseconds before a toast closes by itself; 5000 by default. */
  duration?: number;
  /** Class for the viewport (the fixed list the toasts render in). */
  className?: string;
};

/**
 * Wraps the app once: owns the toast store that `useToast()` writes to. The notifications region (Radix
 * Toast) and its code load with the first toast and stay from then on: a page that shows none loads none.
 */
export function ToastProvider({ children, duration = 5000, className }: ToastProviderProps) {
  const [store] = useState(createToastStore);
  useEffect(() => () => store.destroy(), [store]);
  const { toasts } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);

  return (
    <ToastStoreContext value={store}>
      {children}
      {needed ? (
        <Suspense fallback={null}>
          <ToastRegion store={store} duration={duration} className={className} />
        </Suspense>
      ) : null}
    </ToastStoreContext>
  );
}
