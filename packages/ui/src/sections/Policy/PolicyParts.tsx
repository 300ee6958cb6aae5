import { cx } from '../../cx';
import * as styles from './Policy.css';
import type { PolicyPart } from './types';

export type PolicyPartsProps = {
  /** The parts, in reading order. */
  parts: readonly PolicyPart[];
  /** Outline level of the parts' headings: 2 under a page's `h1`, 3 under a section's `h2`. */
  headingLevel?: 2 | 3;
  /** Class for the root element. */
  className?: string;
};

/**
 * Titled parts of a legal text, each with its paragraphs and an optional list, at a readable measure. Each
 * part is anchored by its id (`#your-rights`) and, reached by anchor, stops clear of the fixed header.
 */
export function PolicyParts({ parts, headingLevel = 2, className }: PolicyPartsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.parts, className)}>
      {parts.map((part) => (
        <section key={part.id} id={part.id} aria-labelledby={`${part.id}-heading`} className={styles.part}>
          <Heading id={`${part.id}-heading`} className={styles.partHeading}>
            {part.heading}
          </Heading>
          {part.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {part.items?.length ? (
            <ul className={styles.items}>
              {part.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {part.after ? <p className={styles.paragraph}>{part.after}</p> : null}
        </section>
      ))}
    </div>
  );
}
