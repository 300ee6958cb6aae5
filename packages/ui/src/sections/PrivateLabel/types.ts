import type { CrossPromoContent, ImageContent, LinkContent, StatContent } from '../types';

/** One private-label service (product development, flexible manufacturing, quality control, distribution). */
export type PrivateLabelService = {
  /** Stable key, e.g. `development`. */
  id: string;
  /** Service title. */
  title: string;
  /** One or two sentences. */
  description: string;
};

/** One step of the partnership process (consultation, development, production, delivery). */
export type PrivateLabelStep = {
  /** Stable key, e.g. `consultation`. */
  id: string;
  /** Step title. */
  title: string;
  /** What happens in this step. */
  description: string;
};

/** Content of the private-label section (anchor `private-label`). */
export type PrivateLabelSectionContent = {
  /** Short kicker above the title. */
  eyebrow?: string;
  /** Section title. */
  title: string;
  /** The longer introduction under the title, shown with the `subtitle` flag. */
  lead: string;
  /** The section's description, always shown. */
  description: string;
  /** Key figures: partners, years of experience, products, countries. */
  stats: readonly StatContent[];
  /** The four services. */
  services: readonly PrivateLabelService[];
  /** The partnership process, four steps in order (extras). */
  process: {
    /** Block title. */
    title: string;
    /** One sentence under the title. */
    intro: string;
    /** The steps, in order. */
    steps: readonly PrivateLabelStep[];
  };
  /** Reasons to partner (extras). */
  reasons: {
    /** Block title. */
    title: string;
    /** The reasons, one sentence each. */
    items: readonly string[];
  };
  /** Link to the private-label page, shown when the cross-promotion banner is off. */
  learnMore: LinkContent;
  /**
   * Related pages the section links to beside `learnMore` when the banner is off (the home page): SPEC §2
   * names them (e.g. /contact and /about). On the section's own page the banner carries them.
   */
  related?: readonly LinkContent[];
  /** The cross-promotion banner (links to /contact and /sustainability). */
  crossPromo: CrossPromoContent;
  /** A picture beside the page's header (its own page): an illustration that sets the mood takes `alt: ''`. */
  picture?: ImageContent;
};
