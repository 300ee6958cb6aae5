import type { ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from './Container.css';

export const containerSizes = ['prose', 'default', 'wide'] as const;
export const containerElements = [
  'div',
  'section',
  'main',
  'header',
  'footer',
  'article',
  'nav',
  'aside',
] as const;

export type ContainerSize = (typeof containerSizes)[number];
export type ContainerElement = (typeof containerElements)[number];

export type ContainerProps = {
  /** The page content to centre. */
  children: ReactNode;
  /** Maximum width: `prose` for reading (about 70 characters), `default` for pages, `wide` for galleries. */
  size?: ContainerSize;
  /** Element to render; a `div` by default. */
  as?: ContainerElement;
  /** Element id, e.g. an anchor target. */
  id?: string;
  /** Accessible name of a landmark element. */
  'aria-label'?: string;
  /** Id of the heading that names this landmark. */
  'aria-labelledby'?: string;
  /** Class for the root element. */
  className?: string;
};

/** Centres content at a readable maximum width with responsive inline padding. */
export function Container({
  children,
  size = 'default',
  as: Element = 'div',
  className,
  ...rest
}: ContainerProps) {
  const classes = cx(styles.root, styles.sizes[size], className);
  return (
    <Element {...rest} className={classes} data-size={size}>
      {children}
    </Element>
  );
}
