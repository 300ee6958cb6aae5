import type { CrossPromoContent } from '../types';

/** One question buyers ask, and its answer. */
export type FaqItemContent = {
  /** Stable id (`moq`, `lead-times` …), used for the accordion state. */
  id: string;
  /** The question, as the header of an expandable entry. */
  question: string;
  /** The answer: one or more paragraphs. */
  answer: string | readonly string[];
};

/** The FAQ section's copy. */
export type FaqSectionContent = {
  /** Short kicker above the title. */
  eyebrow?: string;
  /** Section title. */
  title: string;
  /** Introduction under the title, shown with the `subtitle` flag. */
  lead?: string;
  /** The questions, in order. */
  items: readonly FaqItemContent[];
  /** Invitation to ask further questions, shown with the `crossPromotion` flag. */
  crossPromo?: CrossPromoContent;
};
