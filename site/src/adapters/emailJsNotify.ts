import type { EmailJsConfig } from '../config';
import { emailJsOrigin } from '../configShape';
import { quoteText } from '../ports/enquiries';
import type { Notify } from './supabaseEnquiries';

/** How long the e-mail may take; past it the enquiry (already stored) is a success all the same. */
export const notifyTimeoutMs = 15_000;

/**
 * The e-mail that tells the sales mailbox of a stored enquiry, through `@emailjs/browser` (SPEC §7 call 2:
 * POST api.emailjs.com/api/v1.0/email/send with the template's from_name, from_email, company, message,
 * to_email, and the product family asked about: `product`, its anchor or empty; and `quote`, the
 * buyer's quantity, delivery date, destination, packaging and target price as lines, or empty — the
 * template shows `{{quote}}` above the message, docs/adr/0069). The library (1.5 KB) is
 * fetched on the first send. Rejects when EmailJS refuses (status and text in the error), or gives no
 * answer within `timeoutMs`.
 */
export const emailJsNotify =
  (account: EmailJsConfig, recipient: string, { timeoutMs = notifyTimeoutMs } = {}): Notify =>
  async (values) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('EmailJS gave no answer in time')), timeoutMs);
    });
    const sending = (async () => {
      const emailjs = await import('@emailjs/browser');
      emailjs.init({ publicKey: account.publicKey, origin: emailJsOrigin });
      try {
        await emailjs.send(account.serviceId, account.templateId, {
          from_name: values.name,
          from_email: values.email,
          company: values.company,
          message: values.message,
          product: values.product ?? '',
          quote: quoteText(values),
          to_email: recipient,
        });
      } catch (error) {
        // EmailJS rejects with { status, text }; a network failure has status 0.
        const detail =
          error instanceof emailjs.EmailJSResponseStatus ? ` (${error.status} ${error.text})` : '';
        throw new Error(`EmailJS refused the notification${detail}`, { cause: error });
      }
    })();
    try {
      await Promise.race([sending, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
