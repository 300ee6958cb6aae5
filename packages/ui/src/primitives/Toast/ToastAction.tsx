import type { ComponentType, MouseEventHandler, ReactNode } from 'react';

export type ToastActionProps = {
  /** What the action does, in words, for screen readers that announce the toast without its buttons. */
  altText: string;
  /** The visible label. */
  children: ReactNode;
  /** Called on click; the toast closes afterwards. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Render the child element (e.g. an `<a href>`) instead of a `<button>`, merging props onto it. */
  asChild?: boolean;
  /** Class for the root element. */
  className?: string;
};

let Action: ComponentType<ToastActionProps> | undefined;

/** Called by the toast module once Radix is loaded. */
export const provideToastAction = (component: ComponentType<ToastActionProps>): void => {
  Action = component;
};

/**
 * The one action a toast may carry (Retry, Undo, Open…); pressing it also closes the toast. Give it as a
 * toast's `action`: it renders inside the toast, whose code (Radix) has loaded by then, so a page can
 * prepare its toasts without loading Radix up front.
 */
export function ToastAction(props: ToastActionProps) {
  if (!Action)
    throw new Error('ToastAction renders only inside a toast: pass it as useToast().toast({ action })');
  return <Action {...props} />;
}
