import { type ReactNode, useState } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
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
 * Expandable sections (the sustainability section's full descriptions), built on react-aria's
 * DisclosureGroup: each header is a heading holding a button (`aria-expanded`, `aria-controls`) and each
 * panel a labelled region. Entries, headers and panels carry `data-state="open" | "closed"`.
 */
export function Accordion({
  items,
  allowsMultiple = false,
  defaultExpanded,
  expanded,
  onExpandedChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultExpanded ?? []);
  const open = new Set<Key>(expanded ?? uncontrolled);

  const handleExpandedChange = (keys: Set<Key>) => {
    const ids = items.filter((item) => keys.has(item.id)).map((item) => item.id);
    if (expanded === undefined) setUncontrolled(ids);
    onExpandedChange?.(ids);
  };

  return (
    <DisclosureGroup
      className={[styles.root, className].filter(Boolean).join(' ')}
      expandedKeys={open}
      onExpandedChange={handleExpandedChange}
      allowsMultipleExpanded={allowsMultiple}
      data-multiple={allowsMultiple || undefined}
    >
      {items.map((item) => {
        const state = open.has(item.id) ? 'open' : 'closed';
        return (
          <Disclosure
            key={item.id}
            id={item.id}
            className={styles.item}
            isDisabled={item.disabled}
            data-state={state}
          >
            <Heading level={headingLevel} className={styles.heading}>
              <Button slot="trigger" className={styles.trigger} data-state={state}>
                <span>{item.title}</span>
                <ChevronDownIcon className={styles.chevron} />
              </Button>
            </Heading>
            <DisclosurePanel role="region" className={styles.panel} data-state={state}>
              <div className={styles.content}>{item.content}</div>
            </DisclosurePanel>
          </Disclosure>
        );
      })}
    </DisclosureGroup>
  );
}
