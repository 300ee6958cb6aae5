'use client';

import { msg } from '@lingui/core/macro';
import type { ReactNode, Ref } from 'react';
import { cx } from '../../cx';
import { useUiLingui } from '../../i18n/useUiLingui';
import { ExternalIcon } from '../../icons/icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Link.css';
import { useRoutedLink } from './router';

export const linkVariants = ['inline', 'standalone', 'subtle'] as const;

export type LinkVariant = (typeof linkVariants)[number];

export type LinkProps = {
  /** Where the link goes; internal paths navigate through the app's LinkRouterProvider without a reload. */
  href: string;
  /** The link text (or content). */
  children: ReactNode;
  /** `inline` inside running text, `standalone` on its own line, `subtle` in lists and footers. */
  variant?: LinkVariant;
  /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and says so to screen readers. */
  external?: boolean;
  /** Marks the link to the current page or step, e.g. `page` in navigation. */
  'aria-current'?: 'page' | 'step' | 'location' | 'true';
  /** Called when the link is followed by mouse, touch, keyboard or assistive technology (e.g. to close a drawer). */
  onPress?: () => void;
  /** Class for the root element. */
  className?: string;
  /** Forwarded to the rendered `<a>`. */
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A text link, router-agnostic: the library's `LinkRouterProvider` (the app's `navigate` and `useHref`) turns
 * internal clicks into client-side navigation. A plain `<a>`: it works before any script has run. State is
 * on `data-variant`, `data-external` and `aria-current`.
 */
export function Link({
  href,
  children,
  variant = 'inline',
  external = false,
  className,
  ref,
  onPress,
  ...rest
}: LinkProps) {
  const { t } = useUiLingui();
  const target = external ? '_blank' : undefined;
  const routed = useRoutedLink(href, { target, onPress });
  return (
    <a
      {...rest}
      ref={ref}
      href={routed.href}
      onClick={routed.onClick}
      target={target}
      rel={external ? 'noopener noreferrer' : undefined}
      className={cx(styles.base, styles.variant[variant], className)}
      data-variant={variant}
      data-external={external || undefined}
    >
      {children}
      {external ? (
        <>
          <ExternalIcon className={styles.externalIcon} />
          <VisuallyHidden>
            {' '}
            {t(msg({ id: 'ui.link.newTab', message: '(opens in a new tab)' }))}
          </VisuallyHidden>
        </>
      ) : null}
    </a>
  );
}
