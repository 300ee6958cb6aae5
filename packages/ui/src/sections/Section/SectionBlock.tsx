import { Heading } from '../../primitives/Heading/Heading';
import { Text } from '../../primitives/Text/Text';
import * as styles from './Section.css';

export type BlockHeaderProps = {
  /** The block's title. */
  title: string;
  /** One sentence under it. */
  intro?: string | undefined;
  /** Outline level: one below the section title. */
  level: 2 | 3;
  /** Id of the title, for the block's `aria-labelledby`. */
  titleId?: string | undefined;
};

/** The title and the sentence under it that open a block of a section's own page. */
export function BlockHeader({ title, intro, level, titleId }: BlockHeaderProps) {
  return (
    <div className={styles.blockHeader}>
      <Heading level={level} size="xl" id={titleId}>
        {title}
      </Heading>
      {intro ? <Text tone="muted">{intro}</Text> : null}
    </div>
  );
}

/** A step of a numbered sequence: its title and a sentence. */
export type NumberedStep = { id: string; title: string; description: string };

export type NumberedStepsProps = {
  steps: readonly NumberedStep[];
  /** Id of the element that names the sequence. */
  'aria-labelledby'?: string | undefined;
  /** The looks of the list, a step, its number, its text and its title: each sequence draws its own. */
  classes: { list: string; step: string; number: string; body: string; title: string };
};

/** An ordered list of steps, each with its number in a disc (hidden from screen readers, who hear the list's order). */
export function NumberedSteps({ steps, 'aria-labelledby': labelledBy, classes }: NumberedStepsProps) {
  return (
    <ol className={classes.list} aria-labelledby={labelledBy}>
      {steps.map((step, index) => (
        <li key={step.id} className={classes.step}>
          <span className={classes.number} aria-hidden="true">
            {index + 1}
          </span>
          <div className={classes.body}>
            <Text as="strong" className={classes.title}>
              {step.title}
            </Text>
            <Text size="sm" tone="muted">
              {step.description}
            </Text>
          </div>
        </li>
      ))}
    </ol>
  );
}
