'use client';

import { msg } from '@lingui/core/macro';
import * as RadixToast from '@radix-ui/react-toast';
import { useContext, useSyncExternalStore } from 'react';
import { cx } from '../../cx';
import { useUiLingui } from '../../i18n/useUiLingui';
import { Toast } from './Toast';
import * as styles from './Toast.css';
import { ToastStoreContext } from './useToast';

/** The key that moves focus to the notifications region (Radix's default). */
const hotkey = 'F8';

export type ToastRegionProps = {
  /** Milliseconds before a toast closes by itself, unless it says otherwise; 5000 by default. */
  duration?: number;
  /** Class for the viewport (the fixed list the toasts render in). */
  className?: string | undefined;
};

/**
 * Shows the toasts of the nearest `ToastProvider`: the current toast in a fixed, labelled notifications
 * region (bottom-right on wide screens, full width at the bottom on small ones; F8 moves focus to it),
 * built on Radix Toast. Place it once inside the provider. It is a plain component: an app that wants
 * its code off the first load wraps it in `React.lazy` and renders it once there is a toast.
 */
export function ToastRegion({ duration = 5000, className }: ToastRegionProps) {
  const { t } = useUiLingui();
  const store = useContext(ToastStoreContext);
  if (!store) throw new Error('<ToastRegion> needs a <ToastProvider> above it.');
  const { toasts } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return (
    <RadixToast.Provider
      duration={duration}
      swipeDirection="right"
      label={t(msg({ id: 'ui.toast.label', message: 'Notification' }))}
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
        className={cx(styles.viewport, className)}
        hotkey={[hotkey]}
        label={t(msg({ id: 'ui.toast.region', message: `Notifications (${hotkey})` }))}
      />
    </RadixToast.Provider>
  );
}
