'use client';

import { msg } from '@lingui/core/macro';
import { cx } from '../../cx';
import { useUiLingui } from '../../i18n/useUiLingui';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

export type SpinnerProps = {
  /** Visual size: `sm` (1rem, inside buttons), `md` (1.5rem), `lg` (2.5rem, a page that waits). */
  size?: (typeof spinnerSizes)[number];
  /** What is loading, for screen readers; "Loading" by default. Ignored when `decorative`. */
  label?: string;
  /** Hide from assistive technology when the surrounding element already announces the wait. */
  decorative?: boolean;
  /** Class for the root element. */
  className?: string;
};

/** An indeterminate progress indicator. It stops spinning when the visitor prefers reduced motion. */
export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useUiLingui();
  const classes = cx(styles.root, styles.sizes[size], decorative ? '' : styles.standalone, className);
  const ring = (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" width="100%" height="100%">
      <circle className={styles.track} cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
      <path className={styles.arc} d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" />
    </svg>
  );
  if (decorative) {
    return (
      <span className={classes} data-size={size} aria-hidden="true">
        {ring}
      </span>
    );
  }
  return (
    <span
      className={classes}
      data-size={size}
      role="img"
      aria-label={label ?? t(msg({ id: 'ui.spinner.label', message: 'Loading' }))}
    >
      {ring}
    </span>
  );
}
