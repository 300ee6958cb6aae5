/** The enquiry inbox of /admin: the stored enquiries, read and marked by admins (row level security). */
import type { EnquiryRow } from './enquiryRow';

/** Where an enquiry stands: `new` until someone has answered it. */
export type EnquiryStatus = EnquiryRow['status'];

/**
 * An enquiry as it was stored: the `enquiries` row (ports/enquiryRow.ts), with its arrival as
 * `receivedAt` (ISO 8601).
 */
export type StoredEnquiry = Omit<EnquiryRow, 'received_at'> & { receivedAt: string };

export type Inbox = {
  /** Every enquiry, newest first; rejects when they could not be read (or the reader is not an admin). */
  list: () => Promise<StoredEnquiry[]>;
  /** Marks an enquiry answered or new; rejects when the change was not saved. */
  setStatus: (id: string, status: EnquiryStatus) => Promise<void>;
};
