'use client';

import { type FocusEventHandler, type PointerEventHandler, type ReactNode, type Ref, useEffect } from 'react';
import { cx } from '../../cx';
import { useDialogTrigger } from '../Dialog/trigger';
import { useRoutedLink } from '../Link/router';
import { Spinner } from '../Spinner/Spinner';
import { useTooltipTrigger, withTooltip } from '../Tooltip/trigger';
import * as styles from './Button.css';
import { mergeRefs } from './refs';

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
  /** Renders a link styled as a button; navigation goes through the app's LinkRouterProvider. */
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
  /** Called on press by mouse, touch, keyboard or assistive technology (not while disabled or pending). */
  onPress?: () => void;
  /** Called when the button receives focus (e.g. to fetch what it opens ahead of the press). */
  onFocus?: FocusEventHandler<HTMLElement>;
  /** Called when a pointer enters the button (e.g. to fetch what it opens ahead of the press). */
  onPointerEnter?: PointerEventHandler<HTMLElement>;
  /** Whether what the button controls (a drawer, a menu) is open. */
  'aria-expanded'?: boolean;
  /** What the button opens: `dialog`, `menu` … */
  'aria-haspopup'?: 'dialog' | 'menu' | 'listbox' | 'true';
  /** The id of the element the button controls. */
  'aria-controls'?: string;
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
 * The action primitive. A native `<button>`, or an `<a>` when given `href` (routed like `Link`), in six
 * variants and four sizes. In a `Dialog`'s or `Popover`'s `trigger` it opens it (after its own `onPress`)
 * and says so (`aria-haspopup="dialog"`, `aria-expanded`); inside a `Tooltip` it shows the tooltip on hover
 * and keyboard focus and is described by it. State is exposed as `data-variant`, `data-size`, `data-pending`, `data-disabled`;
 * `data-hovered`, `data-pressed` and `data-focus-visible`, when given, force those looks without a pointer
 * (states views, screenshots).
 */
export function Button({
  variant = 'default',
  size = 'default',
  children,
  href,
  target,
  rel,
  disabled = false,
  pending = false,
  pendingLabel,
  onPress,
  className,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  const classes = cx(styles.base, styles.variant[variant], styles.size[size], className);
  const data = { 'data-variant': variant, 'data-size': size };
  // In a Dialog's trigger, a button (not a link) opens it and tells the Dialog it is there.
  const context = useDialogTrigger();
  const dialog = href === undefined ? context : null;
  const register = dialog?.register;
  useEffect(() => register?.(), [register]);
  // A Popover is placed against the button, a Tooltip too: each gets its element beside the caller's ref.
  const tooltipContext = useTooltipTrigger();
  const tooltip = href === undefined ? tooltipContext : null;
  const anchor = dialog?.anchor;
  const refs = anchor || tooltip ? mergeRefs(ref, anchor, tooltip?.ref) : ref;

  if (href !== undefined)
    return (
      <LinkButton
        {...{ ...rest, ...data, href, target, rel, disabled, onPress, ref, children }}
        className={classes}
      />
    );

  const inert = disabled || pending;
  return (
    <button
      {...withTooltip(tooltip, {
        ...(dialog && { 'aria-haspopup': 'dialog' as const, 'aria-expanded': dialog.open }),
        ...rest,
      })}
      {...data}
      ref={refs}
      type={type}
      disabled={disabled}
      aria-disabled={pending || undefined}
      data-disabled={disabled || undefined}
      data-pending={pending || undefined}
      className={classes}
      onClick={(event) => {
        // A pending button keeps its focus (so the spinner is announced in place) but does nothing.
        if (inert) return event.preventDefault();
        onPress?.();
        dialog?.press();
      }}
    >
      {pending ? (
        <span className={styles.label}>
          <Spinner size="sm" decorative />
          {pendingLabel ?? children}
        </span>
      ) : (
        children
      )}
    </button>
  );
}

type LinkButtonProps = Omit<
  ButtonProps,
  'variant' | 'size' | 'type' | 'pending' | 'pendingLabel' | 'form'
> & {
  href: string;
};

/** `Button href`: an `<a>` routed through the app's LinkRouterProvider; disabled, it is no link at all. */
function LinkButton({ href, target, rel, disabled, onPress, ref, children, ...rest }: LinkButtonProps) {
  const routed = useRoutedLink(href, { target, onPress });
  if (disabled)
    return (
      <a {...rest} ref={ref} role="link" aria-disabled="true" data-disabled="true">
        {children}
      </a>
    );
  return (
    <a {...rest} ref={ref} href={routed.href} target={target} rel={rel} onClick={routed.onClick}>
      {children}
    </a>
  );
}
