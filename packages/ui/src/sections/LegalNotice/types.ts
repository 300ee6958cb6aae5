import type { PolicyPart } from '../Policy/types';
import type { ImageContent } from '../types';

/** One entry of the legal notice: what it is and its value. */
export type LegalNoticeField = {
  /** Stable id (`companyName`, `address`, `email`, `commercialRegister`, `vatNumber`). */
  id: string;
  /** What the value is, translated ("Commercial register"). */
  label: string;
  /** The value; several entries are shown as lines (a postal address). */
  value: string | readonly string[];
  /** Makes the value a link, e.g. `mailto:` for the e-mail address. */
  href?: string;
};

/** The legal notice's copy. */
export type LegalNoticeSectionContent = {
  /** Page title ("Legal notice"). */
  title: string;
  /** One sentence under the title, shown with the `subtitle` flag. */
  lead?: string;
  /** The fields, in order: company name, registered address, e-mail, commercial register, VAT number. */
  fields: readonly LegalNoticeField[];
  /** Clauses after the fields, each a titled part (liability, copyright). */
  clauses?: readonly PolicyPart[];
  /** A picture beside the page's header (its own page): an illustration that sets the mood takes `alt: ''`. */
  picture?: ImageContent;
};
