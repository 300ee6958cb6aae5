'use client';

import { createContext, type RefObject, useCallback, useContext, useEffect, useRef } from 'react';

/**
 * What a `Dialog` or a `Popover` tells the `Button` in its `trigger`: whether it is open, how to open it,
 * and where to say "I am here". A context, not a copy of the trigger element (`cloneElement`): an element a
 * Next.js server component sent is not a plain element under `next dev` (it arrives as a lazy reference),
 * and a copy of it has no type, which crashed the page (issue 35, ADR 0079). A context reaches the button
 * however the element arrived, wrapped in a `<div>` or not.
 */
export type DialogTrigger = {
  /** Whether the dialog is open: the button's `aria-expanded`. */
  open: boolean;
  /** Opens the dialog; the button calls it after its own `onPress`. */
  press: () => void;
  /** Called by each button that takes the press (from an effect); returns its unregistration. */
  register: () => () => void;
  /** Set to the button's element: what a `Popover` is placed against (a `Dialog` has no use for it). */
  anchor?: RefObject<HTMLElement | null>;
};

/** Set by `Dialog` and `Popover` around their `trigger` only (not around their content). */
export const DialogTriggerContext = createContext<DialogTrigger | null>(null);

/** The dialog a button opens, when it sits in a `Dialog`'s or a `Popover`'s `trigger`. */
export const useDialogTrigger = () => useContext(DialogTriggerContext);

/**
 * The `register` of a `Dialog` or `Popover` named `component`: the trigger's Button registers itself; none
 * after the first commit means the trigger cannot open it (a native <button>, a Button href), said on the
 * console rather than left a dead button. Children's effects run before their parent's, so a Button has
 * registered by then.
 */
export function useTriggerRegistry(component: 'Dialog' | 'Popover', hasTrigger: boolean) {
  const triggers = useRef(0);
  const register = useCallback(() => {
    triggers.current += 1;
    return () => {
      triggers.current -= 1;
    };
  }, []);
  useEffect(() => {
    if (hasTrigger && triggers.current === 0)
      console.error(
        `[@brand/ui] ${component}: its \`trigger\` holds no @brand/ui Button, so nothing opens the ` +
          `${component.toLowerCase()}. A native <button> (or a Button with href) does not take the press: ` +
          'use <Button> from @brand/ui, or leave out `trigger` and pass `open` and `onOpenChange` (README §10).',
      );
  }, [component, hasTrigger]);
  return register;
}
