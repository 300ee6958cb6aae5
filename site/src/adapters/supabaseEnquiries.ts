import type { ContactValues } from '@brand/ui';
import type { SupabaseConfig } from '../config';
import { type Enquiries, EnquiryError } from '../ports/enquiries';

/** How long the store may take before the visitor is told it failed (their values stay in the form). */
export const sendTimeoutMs = 15_000;

/** The text as stored: Postgres text cannot hold the NUL character, so it is dropped; nothing else changes. */
const storable = (value: string) => value.replaceAll('\u0000', '');

/** Sends the e-mail that tells the sales mailbox of a stored enquiry (emailJsNotify.ts). */
export type Notify = (values: ContactValues) => Promise<void>;

/**
 * Enquiries stored in Supabase (hosted, or the local backend): one plain `fetch` to
 * `POST /rest/v1/rpc/submit_enquiry` with the project's public key — no supabase-js on /contact — then,
 * when `notify` is given, the e-mail to the sales mailbox. Once stored, the enquiry is a success for the
 * visitor even if the e-mail fails (that is logged as a warning: staff find it in the /admin inbox).
 * No answer within `timeoutMs` or a refusal (429 → too many, else failed) reject with an `EnquiryError`
 * carrying the values; a request that cannot go out rejects with its own error, which the port's limit
 * names offline or failed (ports/enquiries.ts).
 */
export const supabaseEnquiries = (
  api: () => SupabaseConfig,
  notify: Notify | null,
  { timeoutMs = sendTimeoutMs } = {},
): Enquiries => ({
  send: async (values, { language }) => {
    const { url, anonKey } = api();
    const controller = new AbortController();
    // A timer of the page (not AbortSignal.timeout), so a test's clock can run it out.
    const timer = setTimeout(
      () => controller.abort(new DOMException('No answer', 'TimeoutError')),
      timeoutMs,
    );
    let response: Response;
    try {
      response = await fetch(`${url}/rest/v1/rpc/submit_enquiry`, {
        method: 'POST',
        headers: {
          apikey: anonKey,
          Authorization: `Bearer ${anonKey}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({
          name: storable(values.name),
          email: storable(values.email),
          company: storable(values.company),
          message: storable(values.message),
          product: values.product || null,
          language,
        }),
        credentials: 'omit',
        signal: controller.signal,
      });
    } catch (error) {
      // Offline or refused: the port's limit tells which (ports/enquiries.ts `limitedEnquiries`).
      if (!controller.signal.aborted) throw error;
      throw new EnquiryError('timeout', values, { cause: error });
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) {
      const cause = new Error(
        `submit_enquiry answered ${response.status} ${await response.text().catch(() => '')}`,
      );
      throw new EnquiryError(response.status === 429 ? 'rate-limited' : 'failed', values, { cause });
    }
    if (!notify) return;
    try {
      await notify(values);
    } catch (error) {
      console.warn(
        'The enquiry is stored; the e-mail to the sales mailbox failed (it is in the /admin inbox).',
        error,
      );
    }
  },
});
