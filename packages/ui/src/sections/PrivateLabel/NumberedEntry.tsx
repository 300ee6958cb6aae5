import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../../primitives/Heading/Heading';
import { Text } from '../../primitives/Text/Text';

export type NumberedEntryProps = {
  /** The entry's number as shown (`1`, `01`); hidden from assistive technology, the list numbers it. */
  number: ReactNode;
  /** Class of the number's marker. */
  numberClassName: string;
  /** The title's outline level. */
  level: HeadingLevel;
  /** What the entry says: its title and a short description. */
  entry: { title: ReactNode; description: ReactNode };
};

/** A numbered entry of the private-label section: its number, title and muted description (a service, a step). */
export function NumberedEntry({ number, numberClassName, level, entry }: NumberedEntryProps) {
  return (
    <>
      <span className={numberClassName} aria-hidden="true">
        {number}
      </span>
      <Heading level={level} size="lg">
        {entry.title}
      </Heading>
      <Text size="sm" tone="muted">
        {entry.description}
      </Text>
    </>
  );
}
