import type { ImageContent } from '../types';
/** One titled part of a long legal text (a privacy notice's "Your rights", a legal notice's "Liability"). */
export type PolicyPart = {
  /** Stable id, also the part's anchor (`#your-rights`): lowercase letters, digits and hyphens. */
  id: string;
  /** The part's heading. */
  heading: string;
  /** Its paragraphs, in order. */
  paragraphs: readonly string[];
  /** A bulleted list after the paragraphs (e.g. what the browser stores). */
  items?: readonly string[];
  /** A closing paragraph after the list. */
  after?: string;
};

/** The copy of a long legal text page: a privacy notice, terms of use. */
export type PolicySectionContent = {
  /** Page title ("Privacy notice"). */
  title: string;
  /** One or two sentences under the title, shown with the `subtitle` flag. */
  lead?: string;
  /** The version line under the title, already worded and dated ("Last updated: 24 November 2026"). */
  updated?: string;
  /** Label of the table of contents ("Contents"); without it, no table of contents is shown. */
  contentsLabel?: string;
  /** The parts, in reading order. */
  parts: readonly PolicyPart[];
  /** A picture beside the page's header (its own page): an illustration that sets the mood takes `alt: ''`. */
  picture?: ImageContent;
};
