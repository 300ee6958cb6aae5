import type { ImageContent, LinkContent, StatContent } from '../types';

/** How much of the video the browser may fetch before it plays: nothing, or its size and first frame. */
export const heroVideoPreloads = ['none', 'metadata'] as const;

/** A `preload` value for the hero video. */
export type HeroVideoPreload = (typeof heroVideoPreloads)[number];

/** The hero's copy and media. */
export type HeroSectionContent = {
  /** Short kicker above the title ("Swiss manufacturer since 1993"). */
  eyebrow?: string;
  /** The page title over the picture. */
  title: string;
  /** One or two sentences under the title. */
  subtitle: string;
  /** Still picture behind the video, painted first (and the only picture when there is no video). */
  poster: ImageContent;
  /** Address of the looping background video (from the site settings); none shows the poster alone. */
  videoUrl?: string | null;
  /** Calls to action under the subtitle; the first is the primary one. */
  actions?: readonly LinkContent[];
  /**
   * Key figures under the calls to action, two a row: what a buyer checks first, above the fold. A figure
   * that states a claim ("100%" of the wood certified) carries its `proof` link, shown under its label.
   */
  figures?: readonly StatContent[];
};
