import type { CrossPromoContent, ImageContent, LinkContent, PrivacyNoteContent } from '../types';

/** The contact-details panel: where the company is and how to reach it. */
export type ContactInfoContent = {
  /** Panel title, e.g. "Contact details". */
  title: string;
  /** Label of the postal address, e.g. "Address". */
  addressLabel: string;
  /** The postal address, one entry per line: company, street, postcode and town, country. */
  address: readonly string[];
  /** Label of the e-mail address, e.g. "E-mail". */
  emailLabel: string;
  /** The e-mail address enquiries go to; rendered as a `mailto:` link. */
  email: string;
  /** Label of the phone number, e.g. "Phone". */
  phoneLabel: string;
  /** The phone number as shown, international format; rendered as a `tel:` link. */
  phone: string;
};

/** The two cards of compact mode (home page): write an e-mail, or go to the contact page. */
export type ContactCardsContent = {
  /** The direct e-mail card. */
  email: {
    /** Card title, e.g. "Write to us directly". */
    title: string;
    /** One or two sentences. */
    text: string;
    /** Visible text of the e-mail link, e.g. "Send an e-mail". */
    linkLabel: string;
    /** Subject line of the e-mail, translated ("Manufacturing Inquiry"); the card URL-encodes it. */
    subject: string;
  };
  /** The card that leads to the contact page. */
  form: {
    /** Card title, e.g. "Use our contact form". */
    title: string;
    /** One or two sentences. */
    text: string;
    /** The link to the contact page (`/contact`). */
    link: LinkContent;
  };
};

/** A product family the enquiry form offers (a family's anchor and its name). */
export type ContactProductOption = {
  /** What the enquiry carries, e.g. the family's anchor `dustpans`. */
  value: string;
  /** The family's name in the visitor's language, e.g. "Dustpans". */
  label: string;
};

/** Content of the contact section, in the visitor's language. */
export type ContactSectionContent = {
  /** Short kicker above the title. */
  eyebrow?: string;
  /** Section title; the page's h1 on /contact. */
  title: string;
  /** The longer introduction under the title, shown with the `subtitle` flag. */
  description: string;
  /** The picture beside the introduction (full mode). */
  image: ImageContent;
  /** The form block (full mode). */
  form: {
    /** Title of the form block, e.g. "Send us your enquiry". */
    title: string;
    /** A sentence above the fields. */
    intro?: string;
    /** The note beside the send button that leads to the privacy notice. */
    privacyNote?: PrivacyNoteContent;
    /** The product families the visitor may name (an optional field); none: no such field. */
    products?: readonly ContactProductOption[];
    /**
     * The success toast's description after a send, e.g. when the company answers ("We will answer within
     * two working days"); the form's generic words when absent.
     */
    successDescription?: string;
  };
  /** The contact-details panel (full mode); its e-mail address is also the compact card's. */
  info: ContactInfoContent;
  /** The two cards shown instead of the form in compact mode. */
  cards: ContactCardsContent;
  /** A line under the compact cards that points to the answers buyers look for first (e.g. `/faq`). */
  faq?: {
    /** The question the line asks, e.g. "Questions about order quantities or lead times?". */
    text: string;
    /** The link to the answers. */
    link: LinkContent;
  };
  /** The cross-promotion banner, shown with the `crossPromotion` flag. */
  crossPromo?: CrossPromoContent;
};
