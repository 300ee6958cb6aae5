import type { ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from './Text.css';

export const textElements = ['p', 'span', 'div', 'strong', 'small'] as const;
export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export const textTones = ['default', 'muted', 'accent', 'danger', 'inverse'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export const textAligns = ['start', 'center', 'end'] as const;

export type TextElement = (typeof textElements)[number];
export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];
export type TextAlign = (typeof textAligns)[number];

const blockElements: readonly TextElement[] = ['p', 'div'];

export type TextProps = {
  /** The text. */
  children: ReactNode;
  /** Element to render: `p` (default) for paragraphs, `span`/`strong`/`small` inside other text. */
  as?: TextElement;
  /** Font size; `md` for `p` and `div`, inline elements inherit their parent's size unless given. */
  size?: TextSize;
  /** `default` takes the surrounding colour; `muted` for secondary text; `inverse` on dark surfaces. */
  tone?: TextTone;
  /** Font weight; the element's own by default (bold for `strong`). */
  weight?: TextWeight;
  /** Text alignment; logical, so `start` is right in right-to-left languages. */
  align?: TextAlign;
  /** Element id, e.g. for `aria-describedby`. */
  id?: string;
  /** Class for the root element. */
  className?: string;
};

/** Body text in the theme's sizes and tones; use it instead of styling `<p>` by hand. */
export function Text({
  children,
  as: Element = 'p',
  size,
  tone = 'default',
  weight,
  align,
  id,
  className,
}: TextProps) {
  const visualSize = size ?? (blockElements.includes(Element) ? 'md' : undefined);
  const classes = cx(
    styles.root,
    visualSize && styles.sizes[visualSize],
    styles.tones[tone],
    weight && styles.weights[weight],
    align && styles.aligns[align],
    className,
  );
  return (
    <Element id={id} className={classes} data-size={visualSize} data-tone={tone}>
      {children}
    </Element>
  );
}
