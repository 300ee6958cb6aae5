/**
 * A component's `class` attribute: its own classes, then the caller's `className`, in that order, with the
 * empty ones (a variant not chosen, no `className`) left out. `cx(styles.root, open && styles.open, className)`.
 */
export const cx = (...classes: readonly (string | false | null | undefined)[]): string =>
  classes.filter(Boolean).join(' ');
