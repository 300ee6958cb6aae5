'use client';

import { msg } from '@lingui/core/macro';
import { useUiLingui } from '../../i18n/useUiLingui';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Loading.css';

export type LoadingProps = {
  /** What is loading; "Loading" (translated) by default. */
  label?: string;
  /** Show a spinner before the text. The text alone is the default, as the spec asks. */
  withSpinner?: boolean;
  /** Class for the root element. */
  className?: string;
};

/** The placeholder shown while a page or a part of it loads: a polite status with a centred "Loading" text. */
export function Loading({ label, withSpinner = false, className }: LoadingProps) {
  const { t } = useUiLingui();
  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      role="status"
      aria-live="polite"
      data-spinner={withSpinner || undefined}
    >
      {withSpinner ? <Spinner size="md" decorative className={styles.spinner} /> : null}
      <span>{label ?? t(msg({ id: 'ui.loading.label', message: 'Loading' }))}</span>
    </div>
  );
}
