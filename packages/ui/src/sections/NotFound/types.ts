/** What the not-found page may add to its own (library) messages. */
export type NotFoundSectionContent = {
  /** Short label above the title, e.g. the status code `404`. */
  label?: string;
  /** Where "Return to Home" leads; `/` by default. */
  homeHref?: string;
};
