import type { ImageSource } from '../primitives/Image/Image';

/**
 * A link in section content. `href` is the canonical path (`/about`, `/products#dustpans`) or an absolute
 * URL; the app's `LinkRouterProvider` (`useHref`) localises paths, e.g. `/about` → `/de/about`.
 */
export type LinkContent = {
  /** Visible text. */
  label: string;
  /** Canonical path or URL. */
  href: string;
  /** Accessible name when the visible text needs context ("Learn more" → "Learn more about us"). */
  ariaLabel?: string;
};

/** A picture in section content, rendered by the Image primitive. */
export type ImageContent = {
  /** Fallback URL (PNG/JPEG/SVG). */
  src: string;
  /** Text alternative, translated; empty for a decorative picture. */
  alt: string;
  /** Intrinsic width in pixels. */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
  /** Modern formats offered first (AVIF, WebP). */
  sources?: readonly ImageSource[];
};

/**
 * A claim (an environmental, origin or performance statement) with the qualifier that must stand beside it
 * wherever it is shown: what it covers, what proves it, what it does not mean. A section prints both, one
 * after the other, or neither; there is no short form. The library knows no claim of its own.
 */
export type ClaimContent = {
  /**
   * The claim's anchor where it is shown in full (`claim-certified-wood`): figures and other mentions of
   * the claim link to it.
   */
  id?: string;
  /** What is claimed, with its scope: "Of the wood in our handles, 100% is FSC or PEFC certified." */
  statement: string;
  /** What must stand beside it: the certificates, the audit, the limits. */
  qualifier: string;
  /**
   * Where its evidence can be checked, each named by what it is ("FSC chain of custody" → the certificate
   * on the proof page). Shown under the claim where it stands in full.
   */
  evidence?: readonly LinkContent[];
};

/** A figure and what it counts, e.g. `27M+` / `units a year`. */
export type StatContent = {
  /** The figure, identical in every language. */
  value: string;
  /** What it counts, translated. */
  label: string;
  /**
   * Where the figure is proven, for a figure that states a claim ("100%" of the wood certified): a link to
   * the claim in full, with its scope and evidence. Shown under the label.
   */
  proof?: LinkContent;
};

/** The spec's optional flags, and the section's anchor, shared by every page section. */
export type SectionFlags = {
  /**
   * The section's anchor, the target of in-page links (`/#sortiment`): each section has its own by
   * default (`products`, `about`, `faq` …), in English; a site in another language gives its own.
   */
  id?: string;
  /** Show the cross-promotion banner (links to related pages) instead of the single "learn more" link. */
  crossPromotion?: boolean;
  /** Show the section's subtitle (its longer introduction); pages show it, the home page does not. */
  subtitle?: boolean;
  /** Show the section's extra blocks (timeline, process, value chain …), as on the section's own page. */
  extras?: boolean;
  /** Outline level of the section title: 1 when the section is the page, 2 (default) on the home page. */
  headingLevel?: 1 | 2;
};

/**
 * Where a section that is not one of the spec's content sections stands on a page (the compact
 * sections, proof, the not-found page): its anchor, its title's outline level and a class for its root.
 */
export type SectionPlacement = Pick<SectionFlags, 'id' | 'headingLevel'> & {
  /** Class for the root element. */
  className?: string;
};

/** The cross-promotion banner: a short invitation and the links to related pages. */
export type CrossPromoContent = {
  /** Banner title. */
  title: string;
  /** One or two sentences. */
  text: string;
  /** One to three links; the first is the primary action. */
  links: readonly LinkContent[];
};

/** A short note beside a form's button that leads to the privacy notice ("How we handle your data: …"). */
export type PrivacyNoteContent = {
  /** The sentence before the link, e.g. "How we handle your data:". */
  text: string;
  /** The link to the privacy notice (`/privacy`). */
  link: LinkContent;
};
