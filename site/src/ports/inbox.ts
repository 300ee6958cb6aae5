/** The enquiry inbox of /admin: the stored enquiries, read and marked by admins (row level security). */

/** Where an enquiry stands: `new` until someone has answered it. */
export type EnquiryStatus = 'new' | 'answered';

/** An enquiry as it was stored (the `enquiries` table). */
export type StoredEnquiry = {
  id: string;
  name: string;
  email: string;
  company: string;
  message: string;
  /** The product family asked about (its anchor, e.g. `dustpans`), or null. */
  product: string | null;
  /** The language of the page it was sent from. */
  language: string;
  /** When it was stored (ISO 8601). */
  receivedAt: string;
  status: EnquiryStatus;
  /** Held: stored while an abnormal number arrived (over 30 in ten minutes); its e-mail was marked held. */
  held: boolean;
};

export type Inbox = {
  /** Every enquiry, newest first; rejects when they could not be read (or the reader is not an admin). */
  list: () => Promise<StoredEnquiry[]>;
  /** Marks an enquiry answered or new; rejects when the change was not saved. */
  setStatus: (id: string, status: EnquiryStatus) => Promise<void>;
};
