import { useLingui } from '@lingui/react/macro';
import * as RadixToast from '@radix-ui/react-toast';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { Toast } from './Toast';
import * as styles from './Toast.css';
import { createToastStore, ToastStoreContext } from './useToast';

/** The key that moves focus to the notifications region (Radix's default). */
const hotkey = 'F8';

export type ToastProviderProps = {
  /** The app (or the part of it) that may call `useToast()`. */
  children: ReactNode;
  /** Default milliseconds before a toast closes by itself; 5000 by default. */
  duration?: number;
  /** Class for the viewport (the fixed list the toasts render in). */
  className?: string;
};

/**
 * Wraps the app once: owns the toast store, renders the current toast and the fixed, labelled
 * notifications region (bottom-right on wide screens, full width at the bottom on small ones).
 */
export function ToastProvider({ children, duration = 5000, className }: ToastProviderProps) {
  const { t } = useLingui();
  const [store] = useState(createToastStore);
  useEffect(() => () => store.destroy(), [store]);
  const { toasts } = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  return (
    <ToastStoreContext value={store}>
      <RadixToast.Provider
        duration={duration}
        swipeDirection="right"
        label={t({ id: 'ui.toast.label', message: 'Notification' })}
      >
        {children}
        {toasts.map(({ id, open, ...options }) => (
          <Toast
            key={id}
            {...options}
            open={open}
            onOpenChange={(next) => {
              if (!next) store.dismiss(id);
            }}
          />
        ))}
        <RadixToast.Viewport
          className={[styles.viewport, className].filter(Boolean).join(' ')}
          hotkey={[hotkey]}
          label={t({ id: 'ui.toast.region', message: `Notifications (${hotkey})` })}
        />
      </RadixToast.Provider>
    </ToastStoreContext>
  );
}
