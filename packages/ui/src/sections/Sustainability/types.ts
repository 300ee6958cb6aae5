import type { ClaimContent, CrossPromoContent, ImageContent, LinkContent, StatContent } from '../types';

/** One pillar of the sustainability strategy (sourcing, manufacturing, distribution). */
export type SustainabilityPillar = {
  /** Stable key, e.g. `sourcing`. */
  id: string;
  /** Pillar title. */
  title: string;
  /** One or two sentences, shown on the pillar card. */
  summary: string;
  /** The full description, shown in the pillar's accordion entry (extras). */
  description: string;
  /**
   * The claims the pillar makes, each shown in full (statement, then qualifier) after the description in
   * its accordion entry (extras). A claim is never a badge.
   */
  claims?: readonly ClaimContent[];
  /**
   * Short labels that make no claim. A claim ("FSC", "65% less energy") is no badge: it goes into the
   * description with the qualifier that must stand beside it. Empty: the pillar shows no badges.
   */
  badges: readonly string[];
  /** The pillar's picture. */
  image: ImageContent;
};

/** One link of the value chain, from forest to customer. */
export type SustainabilityChainStep = {
  /** Stable key, e.g. `forest`. */
  id: string;
  /** Step title. */
  title: string;
  /** A short line on what happens there. */
  description: string;
};

/** Content of the sustainability section (anchor `sustainability`). */
export type SustainabilitySectionContent = {
  /** Short kicker above the title. */
  eyebrow?: string;
  /** Section title. */
  title: string;
  /** The longer introduction under the title, shown with the `subtitle` flag. */
  lead: string;
  /** The section's description, always shown. */
  description: string;
  /** The three pillars: sourcing, manufacturing, distribution. */
  pillars: readonly SustainabilityPillar[];
  /** Key figures: replanting, certified wood, energy reduction, waste to landfill. */
  metrics: {
    /** Title of the figures block. */
    title: string;
    /** The figures. */
    items: readonly StatContent[];
  };
  /** The pillars' full descriptions as accordion entries (extras). */
  details: {
    /** Block title. */
    title: string;
  };
  /**
   * On its own page (extras), every claim of the pillars in full, in sight rather than in the accordion:
   * each at its anchor (`ClaimContent.id`), where the figures' "How we prove it" links lead. Without it,
   * the claims stand in the accordion after each pillar's description.
   */
  evidence?: {
    /** Block title: "Our claims and their evidence". */
    title: string;
    /** One sentence under the title. */
    intro?: string;
  };
  /** The value chain, in order: forest → sawmill → factory → Rhine warehouse → customer (extras). */
  valueChain: {
    /** Block title. */
    title: string;
    /** One sentence under the title. */
    intro: string;
    /** The links of the chain, in order. */
    steps: readonly SustainabilityChainStep[];
  };
  /** Link to the sustainability page, shown when the cross-promotion banner is off. */
  learnMore: LinkContent;
  /**
   * Related pages the section links to beside `learnMore` when the banner is off (the home page): SPEC §2
   * names them (e.g. /contact and /about). On the section's own page the banner carries them.
   */
  related?: readonly LinkContent[];
  /** The cross-promotion banner (links to /contact and /products). */
  crossPromo: CrossPromoContent;
  /** A picture beside the page's header (its own page): an illustration that sets the mood takes `alt: ''`. */
  picture?: ImageContent;
};
