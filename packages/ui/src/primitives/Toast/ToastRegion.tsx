import { useLingui } from '@lingui/react/macro';
import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { Toast } from './Toast';
import * as styles from './Toast.css';
import type { ToastStore } from './useToast';

/** The key that moves focus to the notifications region (Radix's default). */
const hotkey = 'F8';

export type ToastRegionProps = {
  /** The provider's store: what to show. */
  store: ToastStore;
  /** Default milliseconds before a toast closes by itself. */
  duration: number;
  /** Class for the viewport. */
  className?: string | undefined;
};

/**
 * The current toast and the fixed, labelled notifications region (bottom-right on wide screens, full width
 * at the bottom on small ones), built on Radix Toast. `ToastProvider` loads it with the first toast, so
 * pages that never show one never load Radix.
 */
export function ToastRegion({ store, duration, className }: ToastRegionProps) {
  const { t } = useLingui();
  const { toasts } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return (
    <RadixToast.Provider
      duration={duration}
      swipeDirection="right"
      label={t({ id: 'ui.toast.label', message: 'Notification' })}
    >
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
  );
}
