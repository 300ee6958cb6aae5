import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export type VisuallyHiddenProps<T extends ElementType = 'span'> = {
  /** Element to render; a `span` by default. */
  as?: T;
} & ComponentPropsWithoutRef<T>;

/** Text for screen readers only: labels for icon buttons, status messages, extra context for links. */
export function VisuallyHidden<T extends ElementType = 'span'>({
  as,
  className,
  ...rest
}: VisuallyHiddenProps<T>) {
  const Component: ElementType = as ?? 'span';
  return <Component className={className ? `${visuallyHidden} ${className}` : visuallyHidden} {...rest} />;
}
