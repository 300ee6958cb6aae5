import { useLingui } from '@lingui/react/macro';
import * as RadixToast from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { CloseIcon } from '../../icons/icons';
import * as styles from './Toast.css';
import { provideToastAction, type ToastActionProps } from './ToastAction';

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
  /** One optional action, usually a `<ToastAction altText="…">`. */
  action?: ReactNode;
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
 * A short, non-blocking message. Normally created through `useToast().toast()`; it can also be rendered
 * directly inside a `ToastProvider`. State is exposed as `data-state` (open, closed), `data-variant`,
 * `data-swipe`.
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
  const { t } = useLingui();
  return (
    <RadixToast.Root
      className={[styles.root, styles.variants[variant], className].filter(Boolean).join(' ')}
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
      {action}
      <RadixToast.Close className={styles.close} aria-label={t({ id: 'ui.toast.close', message: 'Close' })}>
        <CloseIcon size={20} />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

/** The Radix action behind `ToastAction`, registered when this module (and so Radix) has loaded. */
function RadixToastAction({ altText, children, onClick, asChild, className }: ToastActionProps) {
  return (
    <RadixToast.Action
      altText={altText}
      onClick={onClick}
      asChild={asChild}
      className={[styles.action, className].filter(Boolean).join(' ')}
    >
      {children}
    </RadixToast.Action>
  );
}

provideToastAction(RadixToastAction);
