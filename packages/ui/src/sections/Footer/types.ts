import type { LogoContent } from '../Header/types';
import type { LinkContent } from '../types';

/** A titled column of links (company pages, product categories). */
export type FooterLinkGroup = {
  /** Column heading; also names the column's navigation landmark. */
  title: string;
  /** The links, in order. */
  links: readonly LinkContent[];
};

/** How to reach the company. */
export type FooterContactContent = {
  /** Column heading. */
  title: string;
  /** Postal address, one line per entry (company, street, postcode and city, country). */
  addressLines: readonly string[];
  /** E-mail address as a `mailto:` link; `label` is the address as shown. */
  email: LinkContent;
  /** Telephone number as a `tel:` link; `label` is the number as shown. */
  phone?: LinkContent;
};

/** The footer's copy. */
export type FooterSectionContent = {
  /** The logo, linking home. */
  logo: LogoContent;
  /** One sentence under the logo: what the company does. */
  tagline: string;
  /** Links to the company pages (about, products, manufacturing, sustainability, private label). */
  companyLinks: FooterLinkGroup;
  /** Links to the product categories' anchors (`/products#dustpans` …). */
  productLinks: FooterLinkGroup;
  /** Address, e-mail and phone. */
  contact: FooterContactContent;
  /** Copyright line; `{year}` in it is replaced by the `year` prop ("© {year} Company AG. All rights reserved."). */
  copyright: string;
  /** Link to the legal notice (`/legal-notice`). */
  legalNotice: LinkContent;
  /** Link to the privacy notice (`/privacy`), beside the legal notice. */
  privacyNotice?: LinkContent;
};
