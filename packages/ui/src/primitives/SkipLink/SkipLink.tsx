'use client';

import { msg } from '@lingui/core/macro';
import type { MouseEvent } from 'react';
import { useUiLingui } from '../../i18n/useUiLingui';
import * as styles from './SkipLink.css';

export type SkipLinkProps = {
  /** Fragment of the main content's element; `#main` by default. */
  href?: `#${string}`;
  /** Class for the root element. */
  className?: string;
};

/**
 * Moves focus (and so the view) to the link's target, making it focusable first when it is not (a
 * `<main>`). The browser's own jump is skipped: with a `<base href>` it would load another page.
 */
const focusTarget = (event: MouseEvent<HTMLAnchorElement>) => {
  const id = decodeURIComponent(event.currentTarget.getAttribute('href')?.slice(1) ?? '');
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
};

/**
 * "Skip to main content": the first focusable element of a page, hidden until a keyboard user tabs to it.
 * A plain fragment link (no client routing), so it works before and without JavaScript; with JavaScript
 * it moves focus into the target.
 */
export function SkipLink({ href = '#main', className }: SkipLinkProps) {
  const { t } = useUiLingui();
  return (
    <a href={href} className={className ? `${styles.root} ${className}` : styles.root} onClick={focusTarget}>
      {t(msg({ id: 'ui.skipLink.label', message: 'Skip to main content' }))}
    </a>
  );
}
