import type { EmailJsConfig } from '../config';
import { emailJsOrigin } from '../configShape';
import { type Enquiries, EnquiryError } from '../ports/enquiries';

/** The account the local outbox accepts: any ids will do, these say where the enquiry went. */
const outboxAccount: EmailJsConfig = {
  publicKey: 'local-outbox',
  serviceId: 'outbox',
  templateId: 'enquiry',
};

/** How long a send may take before the visitor is told it failed (their values stay in the form). */
export const sendTimeoutMs = 15_000;

/**
 * Enquiries through `@emailjs/browser` (SPEC §7 call 2: POST /api/v1.0/email/send with the template's
 * from_name, from_email, company, message and to_email). Without an account (`account` null) it posts to
 * the local outbox that `pnpm dev` and `pnpm start` serve on the site's own origin. The library (1.5 KB)
 * is fetched on the first send. Offline, a refused request (status and text are logged with the error)
 * and no answer within `timeoutMs` reject with an `EnquiryError`.
 */
export const emailJsEnquiries = (
  account: EmailJsConfig | null,
  recipient: string,
  { timeoutMs = sendTimeoutMs } = {},
): Enquiries => ({
  send: async (values) => {
    if (!navigator.onLine) throw new EnquiryError('offline', values);
    const { publicKey, serviceId, templateId } = account ?? outboxAccount;
    const origin = account ? emailJsOrigin : window.location.origin;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new EnquiryError('timeout', values)), timeoutMs);
    });
    const sending = (async () => {
      const emailjs = await import('@emailjs/browser').catch((error: unknown) => {
        throw new EnquiryError(navigator.onLine ? 'failed' : 'offline', values, { cause: error });
      });
      emailjs.init({ publicKey, origin });
      try {
        await emailjs.send(serviceId, templateId, {
          from_name: values.name,
          from_email: values.email,
          company: values.company,
          message: values.message,
          to_email: recipient,
        });
      } catch (error) {
        // EmailJS rejects with { status, text }; a network failure has status 0.
        const detail =
          error instanceof emailjs.EmailJSResponseStatus ? ` (${error.status} ${error.text})` : '';
        throw new EnquiryError(navigator.onLine ? 'failed' : 'offline', values, {
          cause: new Error(`EmailJS refused the enquiry${detail}`, { cause: error }),
        });
      }
    })();
    try {
      await Promise.race([sending, timeout]);
    } finally {
      clearTimeout(timer);
    }
  },
});
