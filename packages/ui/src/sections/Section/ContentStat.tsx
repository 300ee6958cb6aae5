import { Link } from '../../primitives/Link/Link';
import { Stat, type StatTone } from '../../primitives/Stat/Stat';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import type { StatContent } from '../types';

/**
 * A figure of a section's content: its label, and under it the link to its proof when the figure states
 * a claim ("100%" of the wood certified → the claim in full, with its scope and evidence). The link's
 * name ends with the figure and its label after a dash (a label may hold brackets of its own; a colon would
 * read "it : 100 %", the hidden text being a block of its own), so a list
 * of "How we prove it" links still says which is which.
 */
export function ContentStat({ stat, tone }: { stat: StatContent; tone?: StatTone }) {
  const { proof } = stat;
  return (
    <Stat
      value={stat.value}
      label={stat.label}
      tone={tone}
      note={
        proof ? (
          <Link href={proof.href} variant="standalone">
            {proof.label}
            {/* Read, never wrapped: a label's soft hyphens (a site may add them for narrow columns) go. */}
            <VisuallyHidden>{` – ${stat.value} ${stat.label}`.replaceAll('\u00ad', '')}</VisuallyHidden>
          </Link>
        ) : undefined
      }
    />
  );
}
