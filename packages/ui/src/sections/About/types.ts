import type { CrossPromoContent, ImageContent, LinkContent, StatContent } from '../types';

/** One of the three columns under the introduction: heritage, craftsmanship, responsibility … */
export type AboutColumn = {
  /** Column title. */
  title: string;
  /** One short paragraph. */
  text: string;
};

/** A milestone of the company's journey. */
export type TimelineEntry = {
  /** The year it happened (the list is shown in year order). */
  year: number;
  /** What happened, in a few words. */
  title: string;
  /** One or two sentences. */
  description: string;
};

/** The journey timeline, shown with the `extras` flag. */
export type AboutTimelineContent = {
  /** Block title, e.g. "Our journey". */
  title: string;
  /** Optional sentence under the block title. */
  lead?: string;
  /** The milestones; shown sorted by year whatever their order here. */
  entries: readonly TimelineEntry[];
};

/** A company value. */
export type AboutValue = {
  /** The value, in one to three words. */
  title: string;
  /** What it means in practice. */
  text: string;
};

/** The company's values (three or four), shown with the `extras` flag. */
export type AboutValuesContent = {
  /** Block title, e.g. "What we stand for". */
  title: string;
  /** Optional sentence under the block title. */
  lead?: string;
  /** The values. */
  items: readonly AboutValue[];
};

/** The numbers block. */
export type AboutStatsContent = {
  /** Block title for screen readers and the outline, e.g. "In figures" (visually hidden). */
  title: string;
  /** The figures, usually four. */
  items: readonly StatContent[];
};

/** Everything the About section shows; all text is translated content. */
export type AboutSectionContent = {
  /** Short kicker above the title, e.g. "About us". */
  eyebrow?: string;
  /** Section title. */
  title: string;
  /** Longer introduction under the title, shown with the `subtitle` flag (the About page). */
  lead: string;
  /** The description paragraph, always shown. */
  description: string;
  /** Optional picture beside the introduction. */
  image?: ImageContent;
  /** The three columns. */
  columns: readonly AboutColumn[];
  /** The numbers block (30+ years, 27M+ units …). */
  stats: AboutStatsContent;
  /** The journey timeline, shown with `extras`. */
  timeline?: AboutTimelineContent;
  /** The company values, shown with `extras`. */
  values?: AboutValuesContent;
  /** The single link to the About page, shown when `crossPromotion` is off (href `/about`). */
  learnMore: LinkContent;
  /** The cross-promotion banner, shown with `crossPromotion` (links to `/products` and `/manufacturing`). */
  crossPromo: CrossPromoContent;
};
