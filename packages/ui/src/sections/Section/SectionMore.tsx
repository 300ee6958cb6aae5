import { Button } from '../../primitives/Button';
import { CrossPromo } from '../CrossPromo';
import type { CrossPromoContent, LinkContent } from '../types';
import * as styles from './Section.css';

export type SectionMoreProps = {
  /** On the section's own page: the banner with links to related pages. */
  crossPromotion: boolean;
  /** The banner's content. */
  crossPromo: CrossPromoContent;
  /** Elsewhere (home): the one link to the section's own page ("Learn more", "View the range"). */
  link: LinkContent;
};

/** How a section ends: the cross-promotion banner on its own page, else one link that leads to it. */
export function SectionMore({ crossPromotion, crossPromo, link }: SectionMoreProps) {
  if (crossPromotion) return <CrossPromo {...crossPromo} />;
  return (
    <p className={styles.more}>
      <Button href={link.href} variant="outline" aria-label={link.ariaLabel}>
        {link.label}
        <svg
          className={styles.arrow}
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M3 8h10M9 4l4 4-4 4" />
        </svg>
      </Button>
    </p>
  );
}
