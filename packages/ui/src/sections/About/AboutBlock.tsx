'use client';

import { type ReactNode, useId } from 'react';
import { cx } from '../../cx';
import { Heading } from '../../primitives/Heading/Heading';
import { Text } from '../../primitives/Text/Text';
import * as styles from './About.css';

export type AboutBlockProps = {
  /** The block's title. */
  title: string;
  /** A sentence under it. */
  lead?: string | undefined;
  /** Outline level of the title. */
  level: 2 | 3;
  /** The block's content. */
  children: ReactNode;
  /** Class for the root element. */
  className?: string | undefined;
};

/** A block of the About page (the journey, the values): a named region, its title beside it on desktops. */
export function AboutBlock({ title, lead, level, children, className }: AboutBlockProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cx(styles.block, className)}>
      <div className={styles.blockHeader}>
        <Heading level={level} size="xxl" id={titleId}>
          {title}
        </Heading>
        {lead && <Text tone="muted">{lead}</Text>}
      </div>
      {children}
    </section>
  );
}
