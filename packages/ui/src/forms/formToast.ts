'use client';

import { useContext, useEffect } from 'react';
import { type ToastHandle, type ToastOptions, ToastStoreContext } from '../primitives/Toast/useToast';

/**
 * A form's toasts, from the nearest `ToastProvider`. Without one the form must not take the page down (a
 * throw during render unmounts the whole React root: a blank page for one missing wrapper), so it degrades
 * as a missing Lingui provider does: the form renders, validates and sends, its toasts do not show (a sent
 * form is still emptied, a failed one keeps its values), and the console says once, in development and
 * production alike, which component misses which provider and where the guide says what to do.
 *
 * `component` names the form in that message; `undefined` when the form shows no toast (nothing to say).
 * The function returns the shown toast's handle (`undefined` without a provider), so the form can close it.
 */
export function useFormToast(
  component: string | undefined,
): (options: ToastOptions) => ToastHandle | undefined {
  const store = useContext(ToastStoreContext);
  const missing = Boolean(component) && !store;
  useEffect(() => {
    if (missing)
      console.error(
        `[@brand/ui] ${component}: no <ToastProvider> above it, so its toasts (sent, failed) do not show; ` +
          'the form still validates and sends. Wrap your app in <ToastProvider> with one <ToastRegion> ' +
          'inside (@brand/ui README, §3 Providers).',
      );
  }, [missing, component]);
  return (options) => store?.toast(options);
}
