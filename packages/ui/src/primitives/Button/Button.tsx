import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, Link as AriaLink, type PressEvent } from 'react-aria-components';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
export const buttonSizes = ['default', 'sm', 'lg', 'icon'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export type ButtonProps = {
  /** Visual weight: `default` for the main action, `destructive` for irreversible ones, the rest for less. */
  variant?: ButtonVariant;
  /** `default` and `sm` keep a 44px touch height; `icon` is a 44px square and needs an `aria-label`. */
  size?: ButtonSize;
  /** The label (or icon). */
  children: ReactNode;
  /** Renders a link styled as a button; navigation goes through the app's RouterProvider. */
  href?: string;
  /** Link target, with `href`. */
  target?: string;
  /** Link relationship, with `href`. */
  rel?: string;
  /** Native button type; `button` by default. */
  type?: 'button' | 'submit' | 'reset';
  /** Not interactive and dimmed. */
  disabled?: boolean;
  /** Work is under way: shows a spinner, stays focusable, ignores presses (so nothing is sent twice). */
  pending?: boolean;
  /** Label shown while pending, e.g. "Sending..."; the normal label stays when omitted. */
  pendingLabel?: ReactNode;
  /** Called on press by mouse, touch, keyboard or assistive technology. */
  onPress?: (event: PressEvent) => void;
  /** Accessible name when the visible content is not enough (icon buttons). */
  'aria-label'?: string;
  /** The id of the form a submit button belongs to, when outside it. */
  form?: string;
  /** Class for the root element. */
  className?: string;
  /** Forwarded to the rendered `<button>` or `<a>`. */
  ref?: Ref<HTMLButtonElement & HTMLAnchorElement>;
};

/**
 * The action primitive. A `<button>`, or an `<a>` when given `href`, in six variants and four sizes.
 * State is exposed as `data-variant`, `data-size`, `data-pending`, `data-disabled`.
 */
export function Button({
  variant = 'default',
  size = 'default',
  children,
  href,
  disabled = false,
  pending = false,
  pendingLabel,
  className,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  const classes = [styles.button({ variant, size }), className].filter(Boolean).join(' ');
  const data = { 'data-variant': variant, 'data-size': size };

  if (href !== undefined) {
    return (
      <AriaLink
        {...rest}
        {...data}
        ref={ref}
        href={href}
        isDisabled={disabled}
        className={classes}
        onPress={rest.onPress}
      >
        {children}
      </AriaLink>
    );
  }

  return (
    <AriaButton
      {...rest}
      {...data}
      ref={ref}
      type={type}
      isDisabled={disabled}
      isPending={pending}
      className={classes}
    >
      {pending ? (
        <span className={styles.label}>
          <Spinner size="sm" decorative />
          {pendingLabel ?? children}
        </span>
      ) : (
        children
      )}
    </AriaButton>
  );
}
