import type { ToastOptions } from '@brand/ui/primitives/Toast/useToast.ts';
import { useLingui } from '@lingui/react/macro';

/**
 * The failure toast of a setting the admin saved (the hero video), as its form's `failureToast`: any
 * failure, and what was typed stays.
 */
export function useSettingFailureWords() {
  const { t } = useLingui();
  return (): ToastOptions => ({
    title: t({ id: 'site.admin.video.failed.title', message: 'Not saved' }),
    description: t({
      id: 'site.admin.video.failed.description',
      message: 'The change could not be saved. Please try again; your entry is still here.',
    }),
  });
}
