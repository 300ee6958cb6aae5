import type { ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'accent', 'secondary', 'success', 'danger'] as const;

export type BadgeTone = (typeof badgeTones)[number];

export type BadgeProps = {
  /** A short label, one to three words: "FSC", "100% recycled". */
  children: ReactNode;
  /** Colour: `neutral` by default; `accent`/`secondary` for brand facts, `success`/`danger` for states. */
  tone?: BadgeTone;
  /** Class for the root element. */
  className?: string;
};

/** A small pill that labels something: a certification, a material, a status. Not interactive. */
export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  const classes = cx(styles.root, styles.tones[tone], className);
  return (
    <span className={classes} data-tone={tone}>
      {children}
    </span>
  );
}
