/** Where an enquiry stands: `new` until someone has answered it. */
export const inboxStatuses = ['new', 'answered'] as const;

/** One of `inboxStatuses`. */
export type InboxStatus = (typeof inboxStatuses)[number];

/** One enquiry as the inbox shows it; the texts are the sender's, shown as written (never as HTML). */
export type InboxEnquiry = {
  /** Stable id: the key of the row and what `onStatusChange` receives. */
  id: string;
  /** The sender's name. */
  name: string;
  /** The sender's e-mail address; replies go there. */
  email: string;
  /** The sender's company. */
  company: string;
  /** The enquiry itself; its line breaks are kept. */
  message: string;
  /** The product family asked about, as its name in the reader's language ("Dustpans"); none when empty. */
  product?: string;
  /** The language the visitor wrote from, as a BCP 47 code (`de`); shown by its name in the reader's language. */
  language?: string;
  /** When it arrived (a `Date` or an ISO 8601 string). */
  receivedAt: Date | string;
  /** `new` (shown as unread) or `answered`. */
  status: InboxStatus;
  /**
   * Held: it arrived among an unusual number of enquiries (it may be part of a flood); marked "Held"
   * beside its status, for staff to look at it themselves.
   */
  held?: boolean;
  /** The quote the buyer asked for (docs/adr/0069): the quantity, in `quantityUnit`; none when absent. */
  quantity?: number | null;
  /** `pieces`, `cartons` or `pallets`; shown by its name in the reader's language. */
  quantityUnit?: string | null;
  /** The target delivery date, `YYYY-MM-DD`; shown as the reader writes dates. */
  deliveryDate?: string | null;
  /** The destination country as the buyer wrote it. */
  destination?: string | null;
  /** Packaging and labelling wishes; their line breaks are kept. */
  packaging?: string | null;
  /** The target price per unit of `quantityUnit`, in `priceCurrency` (`CHF`, `EUR`, `USD`). */
  targetPrice?: number | null;
  priceCurrency?: string | null;
  /** The reply link, e.g. `mailto:zoe@example.ch?subject=…`; `mailto:<email>` when not given. */
  replyHref?: string;
};

/** What the inbox shows: the list, that it is on its way, or that it could not be read. */
export const inboxStates = ['ready', 'loading', 'error'] as const;

/** One of `inboxStates`. */
export type InboxState = (typeof inboxStates)[number];
