import type { ImageContent, LinkContent } from '../types';

/** One line of a proof item: what it is and its value ("Licence code" — "FSC-C000000"). */
export type ProofFact = {
  /** What the value is, translated ("Valid until"). */
  label: string;
  /** The value as the reader sees it (a date already formatted for the page's language). */
  value: string;
  /** Makes the value a link: `tel:` for a direct line, `mailto:` for an address. */
  href?: string;
};

/** One item a buyer can check: a certificate, an audit, a statement, a contact, a reference, a fair. */
export type ProofEntry = {
  /** Its anchor on the page (`fsc-coc`): where a claim's proof link leads. */
  id: string;
  /** What it is ("FSC chain of custody", "Anna Muster"). */
  title: string;
  /** Its details, in order, as a description list. */
  facts: readonly ProofFact[];
  /** Links under the details: the document (PDF), the claims it proves. */
  links?: readonly LinkContent[];
  /**
   * A line that stands out above the details: "Sample — not yet confirmed by the company" while the item
   * is a placeholder. Empty when the item is confirmed.
   */
  note?: string;
};

/** A kind of proof under its own heading (certificates, social audits…). */
export type ProofGroup = {
  /** Its anchor (`certificates`). */
  id: string;
  /** The group's heading. */
  title: string;
  /** One sentence under the heading. */
  intro?: string;
  /** The items, in order. */
  entries: readonly ProofEntry[];
};

/** The proof page's copy: what a buyer checks before a first call, grouped by kind. */
export type ProofSectionContent = {
  /** Short kicker above the title. */
  eyebrow?: string;
  /** Page title ("Certificates, audits and references"). */
  title: string;
  /** One or two sentences under the title. */
  lead: string;
  /** The groups, in order; a group without entries is not shown. */
  groups: readonly ProofGroup[];
  /** A picture beside the page's header: an illustration that sets the mood takes `alt: ''`. */
  picture?: ImageContent;
};
