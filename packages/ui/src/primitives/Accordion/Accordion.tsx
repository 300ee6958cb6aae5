'use client';

import { type ReactNode, useId, useState } from 'react';
import { cx } from '../../cx';
import { ChevronDownIcon } from '../../icons/icons';
import * as styles from './Accordion.css';

export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;

export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

/** One expandable entry. */
export type AccordionItem = {
  /** Stable id, used in `expanded` / `defaultExpanded` and `onExpandedChange`. */
  id: string;
  /** The always-visible header text. */
  title: ReactNode;
  /** What opens below the header. */
  content: ReactNode;
  /** Shown but cannot be toggled. */
  disabled?: boolean;
};

export type AccordionProps = {
  /** The entries, in order. */
  items: readonly AccordionItem[];
  /** Lets several entries be open at once; by default opening one closes the others. */
  multiple?: boolean;
  /**
   * Lets several entries be open at once.
   * @deprecated Use `multiple` (README §13, "Prop names"); `allowsMultiple` goes in the next major version.
   */
  allowsMultiple?: boolean;
  /** Ids open on first render (uncontrolled). */
  defaultExpanded?: readonly string[];
  /** Ids open now (controlled); pair with `onExpandedChange`. */
  expanded?: readonly string[];
  /** Called with the ids open after a toggle, in item order. */
  onExpandedChange?: (expanded: string[]) => void;
  /** Level of each header's heading, to fit the page outline; 3 by default. */
  headingLevel?: AccordionHeadingLevel;
  /** Class for the root element. */
  className?: string;
};

/**
 * Expandable sections (the sustainability section's full descriptions, the FAQ), the WAI-ARIA disclosure
 * pattern on native elements: each header is a heading holding a `<button>` (`aria-expanded`,
 * `aria-controls`) and each panel a labelled region, hidden (and out of the tab order) while closed.
 * Entries, headers and panels carry `data-state="open" | "closed"`.
 */
export function Accordion({
  items,
  multiple: multipleProp,
  allowsMultiple,
  defaultExpanded,
  expanded,
  onExpandedChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const multiple = multipleProp ?? allowsMultiple ?? false;
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultExpanded ?? []);
  const open = new Set(expanded ?? uncontrolled);
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const next = open.has(id) ? [...open].filter((other) => other !== id) : [...(multiple ? open : []), id];
    const ids = items.filter((item) => next.includes(item.id)).map((item) => item.id);
    if (expanded === undefined) setUncontrolled(ids);
    onExpandedChange?.(ids);
  };

  return (
    <div className={cx(styles.root, className)} data-multiple={multiple || undefined}>
      {items.map((item, index) => {
        const state = open.has(item.id) ? 'open' : 'closed';
        const triggerId = `${baseId}-${index}-trigger`;
        const panelId = `${baseId}-${index}-panel`;
        return (
          <div key={item.id} className={styles.item} data-state={state}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={triggerId}
                className={styles.trigger}
                data-state={state}
                aria-expanded={state === 'open'}
                aria-controls={panelId}
                disabled={item.disabled}
                data-disabled={item.disabled || undefined}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon className={styles.chevron} />
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={triggerId} className={styles.panel} data-state={state}>
              <div className={styles.content}>
                <div className={styles.body}>{item.content}</div>
              </div>
            </section>
          </div>
        );
      })}
    </div>
  );
}
