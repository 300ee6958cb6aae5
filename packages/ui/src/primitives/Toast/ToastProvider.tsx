import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { createToastStore, ToastStoreContext } from './useToast';

const loadRegion = () => import('./ToastRegion');
const ToastRegion = lazy(() => loadRegion().then((module) => ({ default: module.ToastRegion })));

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
 * Toast) and its code load with the first toast (fetched ahead on a page with a form, or when a form gets
 * focus) and stay from then on: a page that shows none loads none.
 */
export function ToastProvider({ children, duration = 5000, className }: ToastProviderProps) {
  const [store] = useState(createToastStore);
  useEffect(() => () => store.destroy(), [store]);
  // A form's outcome is told by a toast, even when the connection is gone by then: fetch the region's code
  // when the page starts with a form, or as soon as a visitor starts filling one in.
  useEffect(() => {
    if (document.querySelector('form')) {
      loadRegion().catch(() => undefined);
      return;
    }
    const preload = (event: FocusEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('form')) return;
      document.removeEventListener('focusin', preload);
      loadRegion().catch(() => undefined);
    };
    document.addEventListener('focusin', preload);
    return () => document.removeEventListener('focusin', preload);
  }, []);
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
