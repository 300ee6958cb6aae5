import { useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { Link as AriaLink, type PressEvent } from 'react-aria-components';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Link.css';

export const linkVariants = ['inline', 'standalone', 'subtle'] as const;

export type LinkVariant = (typeof linkVariants)[number];

export type LinkProps = {
  /** Where the link goes; internal paths navigate through the app's RouterProvider without a reload. */
  href: string;
  /** The link text (or content). */
  children: ReactNode;
  /** `inline` inside running text, `standalone` on its own line, `subtle` in lists and footers. */
  variant?: LinkVariant;
  /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and says so to screen readers. */
  external?: boolean;
  /** Marks the link to the current page or step, e.g. `page` in navigation. */
  'aria-current'?: 'page' | 'step' | 'location' | 'true';
  /** Called on press by mouse, touch, keyboard or assistive technology (e.g. to close a drawer). */
  onPress?: (event: PressEvent) => void;
  /** Class for the root element. */
  className?: string;
  /** Forwarded to the rendered `<a>`. */
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A text link, router-agnostic: react-aria's `RouterProvider` (the app's `navigate` and `useHref`) turns
 * internal clicks into client-side navigation. State is on `data-variant`, `data-external`,
 * `data-hovered`, `data-focus-visible` and `data-current`.
 */
export function Link({
  href,
  children,
  variant = 'inline',
  external = false,
  className,
  ref,
  ...rest
}: LinkProps) {
  const { t } = useLingui();
  return (
    <AriaLink
      {...rest}
      ref={ref}
      href={href}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      className={[styles.link({ variant }), className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-external={external || undefined}
    >
      {children}
      {external ? (
        <>
          <svg
            className={styles.externalIcon}
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M6.5 3.5h-3v9h9v-3M9.5 2.5h4v4M13.5 2.5 7.5 8.5" />
          </svg>
          <VisuallyHidden> {t({ id: 'ui.link.newTab', message: '(opens in a new tab)' })}</VisuallyHidden>
        </>
      ) : null}
    </AriaLink>
  );
}
