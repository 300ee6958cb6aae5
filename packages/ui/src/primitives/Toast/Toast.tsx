'use client';

import { msg } from '@lingui/core/macro';
import * as RadixToast from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { useUiLingui } from '../../i18n/useUiLingui';
import { CloseIcon } from '../../icons/icons';
import * as styles from './Toast.css';

/** The one action a toast may carry: a button, or a link when it has an `href`. */
export type ToastAction = {
  /** The visible label. */
  label: ReactNode;
  /** What the action does, in words, for screen readers that announce the toast without its buttons. */
  altText: string;
  /** Where the action leads (e.g. a `mailto:`): rendered as a link. */
  href?: string | undefined;
  /** Called when pressed; the toast closes afterwards. */
  onClick?: (() => void) | undefined;
};

/** The toast's looks and urgency. */
export const toastVariants = ['default', 'destructive'] as const;

/** One of `toastVariants`. */
export type ToastVariant = (typeof toastVariants)[number];

export type ToastProps = {
  /** Short headline, e.g. "Message sent successfully!". */
  title?: ReactNode;
  /** Supporting text under the title. */
  description?: ReactNode;
  /** `destructive` for failures (red, announced assertively); `default` is announced politely. */
  variant?: ToastVariant;
  /** One optional action (Retry, Undo, Open…); pressing it also closes the toast. */
  action?: ToastAction | undefined;
  /** Milliseconds before it closes by itself; the provider's duration when omitted, `Infinity` to stay. */
  duration?: number;
  /** Whether it shows (controlled). */
  open?: boolean;
  /** Whether it shows at first (uncontrolled); true by default. */
  defaultOpen?: boolean;
  /** Called when it opens or closes (timer, close button, Escape, swipe, action). */
  onOpenChange?: (open: boolean) => void;
  /** Class for the root element. */
  className?: string;
};

/**
 * One toast, as `ToastRegion` renders each one `useToast().toast()` adds. State is exposed as
 * `data-state` (open, closed), `data-variant`, `data-swipe`.
 */
export function Toast({
  title,
  description,
  variant = 'default',
  action,
  duration,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: ToastProps) {
  const { t } = useUiLingui();
  return (
    <RadixToast.Root
      className={cx(styles.root, styles.variants[variant], className)}
      data-variant={variant}
      type={variant === 'destructive' ? 'foreground' : 'background'}
      duration={duration}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <div className={styles.content}>
        {title ? <RadixToast.Title className={styles.title}>{title}</RadixToast.Title> : null}
        {description ? (
          <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>
        ) : null}
      </div>
      {action ? (
        <RadixToast.Action
          altText={action.altText}
          onClick={action.onClick}
          asChild={Boolean(action.href)}
          className={styles.action}
        >
          {action.href ? <a href={action.href}>{action.label}</a> : action.label}
        </RadixToast.Action>
      ) : null}
      <RadixToast.Close
        className={styles.close}
        aria-label={t(msg({ id: 'ui.toast.close', message: 'Close' }))}
      >
        <CloseIcon size={20} />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
