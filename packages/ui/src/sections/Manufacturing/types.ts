import type { CrossPromoContent, ImageContent, LinkContent } from '../types';

/** One of the capability cards (machinery, quality, sustainable production). */
export type ManufacturingCapability = {
  /** Stable key, e.g. `machinery`, `quality`, `sustainable`. */
  id: string;
  /** Card title. */
  title: string;
  /** One or two sentences. */
  description: string;
};

/** A heritage picture of the workshop and its caption. */
export type ManufacturingHeritageImage = {
  /** The picture, with its translated alt text. */
  image: ImageContent;
  /** Caption shown under the picture. */
  caption: string;
};

/** One step of a production track. */
export type ManufacturingStep = {
  /** Stable key, e.g. `drying`. */
  id: string;
  /** Step title. */
  title: string;
  /** What happens in this step. */
  description: string;
};

/** A production track (wooden handles, brushes): its steps in order. */
export type ManufacturingTrack = {
  /** Stable key, e.g. `wood`, `brush`. */
  id: string;
  /** Track title. */
  title: string;
  /** The steps, in order (three each). */
  steps: readonly ManufacturingStep[];
};

/** A production or distribution site. */
export type ManufacturingFacility = {
  /** Stable key, e.g. `switzerland`. */
  id: string;
  /** Country or site name. */
  name: string;
  /** Its role, e.g. "Headquarters". */
  role: string;
  /** What happens there. */
  description: string;
};

/** Content of the manufacturing section (anchor `manufacturing`). */
export type ManufacturingSectionContent = {
  /** Short kicker above the title. */
  eyebrow?: string;
  /** Section title. */
  title: string;
  /** The longer introduction under the title, shown with the `subtitle` flag. */
  lead: string;
  /** The section's description, always shown. */
  description: string;
  /** Capability cards: machinery, quality, sustainable production. */
  capabilities: readonly ManufacturingCapability[];
  /** Heritage pictures (extras). */
  heritage: {
    /** Block title. */
    title: string;
    /** Two pictures with captions. */
    images: readonly ManufacturingHeritageImage[];
  };
  /** How things are made (extras). */
  process: {
    /** Block title. */
    title: string;
    /** One sentence under the title. */
    intro: string;
    /** The wood track and the brush track. */
    tracks: readonly ManufacturingTrack[];
  };
  /** Quality testing (extras). */
  quality: {
    /** Block title. */
    title: string;
    /** One or two sentences. */
    description: string;
    /** The checks every batch passes. */
    checks: readonly string[];
  };
  /** Production and distribution sites (extras). */
  facilities: {
    /** Block title. */
    title: string;
    /** One sentence under the title. */
    intro: string;
    /** The four sites. */
    items: readonly ManufacturingFacility[];
  };
  /** Link to the manufacturing page, shown when the cross-promotion banner is off. */
  learnMore: LinkContent;
  /**
   * Related pages the section links to beside `learnMore` when the banner is off (the home page): SPEC §2
   * names them (e.g. /contact and /about). On the section's own page the banner carries them.
   */
  related?: readonly LinkContent[];
  /** The cross-promotion banner (links to /contact and /about). */
  crossPromo: CrossPromoContent;
  /** A picture beside the page's header (its own page): an illustration that sets the mood takes `alt: ''`. */
  picture?: ImageContent;
};
