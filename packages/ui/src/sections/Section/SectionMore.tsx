import { ArrowRightIcon } from '../../icons/icons';
import { Button } from '../../primitives/Button/Button';
import { CrossPromo } from '../CrossPromo/CrossPromo';
import type { CrossPromoContent, LinkContent } from '../types';
import * as styles from './Section.css';

export type SectionMoreProps = {
  /** On the section's own page: the banner with links to related pages. */
  crossPromotion: boolean;
  /** The banner's content; without it, no banner. */
  crossPromo?: CrossPromoContent | undefined;
  /** Elsewhere (home): the link to the section's own page ("Learn more", "View the range"). */
  link?: LinkContent | undefined;
  /** Elsewhere (home): further pages the section links to, after `link` (e.g. /contact). */
  related?: readonly LinkContent[] | undefined;
};

/**
 * How a section ends: the cross-promotion banner on its own page; elsewhere the link that leads to it,
 * followed by the related pages' links. What is not given is left out (nothing at all when neither is).
 */
export function SectionMore({ crossPromotion, crossPromo, link, related = [] }: SectionMoreProps) {
  if (crossPromotion) return crossPromo ? <CrossPromo {...crossPromo} /> : null;
  if (!link && !related.length) return null;
  return (
    <p className={styles.more}>
      {link ? (
        <Button href={link.href} variant="outline" aria-label={link.ariaLabel}>
          {link.label}
          <ArrowRightIcon className={styles.arrow} />
        </Button>
      ) : null}
      {related.map((item) => (
        <Button key={item.href} href={item.href} variant="ghost" aria-label={item.ariaLabel}>
          {item.label}
        </Button>
      ))}
    </p>
  );
}
