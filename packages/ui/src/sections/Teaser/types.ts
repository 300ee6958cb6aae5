import type { ImageContent, LinkContent } from '../types';

/** A teaser of one page of the site: a picture, a few words and the link that leads there. */
export type TeaserSectionContent = {
  /** Short kicker above the title: the page's name ("Manufacturing"). */
  eyebrow?: string;
  /** The teaser's title: one short line. */
  title: string;
  /** One or two sentences that say what the page holds. */
  text: string;
  /** The picture beside the text (the page's own illustration). */
  picture: ImageContent;
  /** The link to the page ("Discover our manufacturing"). */
  link: LinkContent;
};
