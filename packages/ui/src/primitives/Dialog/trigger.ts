'use client';

import { createContext, useContext } from 'react';

/**
 * What a `Dialog` tells the `Button` in its `trigger`: whether it is open, how to open it, and where to say
 * "I am here". A context, not a copy of the trigger element (`cloneElement`): an element a Next.js server
 * component sent is not a plain element under `next dev` (it arrives as a lazy reference), and a copy of
 * it has no type, which crashed the page (issue 35, ADR 0079). A context reaches the button however the
 * element arrived, wrapped in a `<div>` or not.
 */
export type DialogTrigger = {
  /** Whether the dialog is open: the button's `aria-expanded`. */
  open: boolean;
  /** Opens the dialog; the button calls it after its own `onPress`. */
  press: () => void;
  /** Called by each button that takes the press (from an effect); returns its unregistration. */
  register: () => () => void;
};

/** Set by `Dialog` around its `trigger` only (not around its content, which has buttons of its own). */
export const DialogTriggerContext = createContext<DialogTrigger | null>(null);

/** The dialog a button opens, when it sits in a `Dialog`'s `trigger`. */
export const useDialogTrigger = () => useContext(DialogTriggerContext);
