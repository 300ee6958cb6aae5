import type { ContactValues } from '@brand/ui';

/** The enquiries port: delivers a visitor's contact-form values; rejects when they could not be sent. */
export type Enquiries = { send: (values: ContactValues) => Promise<void> };

/** The enquiry as plain text: who wrote, from which company, then the message. */
export const enquiryText = (values: ContactValues): string =>
  `${values.name} <${values.email}>\n${values.company}\n\n${values.message}`;

/**
 * Without an e-mail service, an enquiry opens the visitor's own mail program with everything filled in
 * (to the company's address), so it still reaches the company.
 */
export const mailtoEnquiries = (address: string): Enquiries => ({
  send: async (values) => {
    const subject = encodeURIComponent(values.company);
    const body = encodeURIComponent(enquiryText(values));
    window.location.assign(`mailto:${address}?subject=${subject}&body=${body}`);
  },
});
