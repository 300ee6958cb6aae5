import type { ContactValues } from '@brand/ui/sections/Contact/contactSchema.ts';
import { parsePrice, parseQuantity } from '@brand/ui/sections/Contact/quoteSchema.ts';
import type { SupabaseConfig } from '../config';
import { type Enquiries, EnquiryRefused } from '../ports/enquiries';

/** How long the store may take before the visitor is told it failed (their values stay in the form). */
export const sendTimeoutMs = 15_000;

/**
 * Control and direction characters that submit_enquiry refuses (docs/adr/0056): C0 controls, DEL, C1
 * controls, and the bidi embeddings, overrides and isolates; in name and company also the direction
 * marks (U+061C, U+200E, U+200F) and the line and paragraph separators (U+2028, U+2029). None is
 * something a reader sees; typed or pasted into the form they would only get the enquiry refused, so
 * they are dropped before it is sent. Postgres text cannot hold NUL at all. In the message, tab, line
 * feed and carriage return are text, and so are the marks and separators.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const controls = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const messageControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The values as stored (and e-mailed): the characters the database refuses dropped from name, company
 * and message, nothing else changed (the form refuses an address with any of them).
 */
export const storable = (values: ContactValues): ContactValues => ({
  ...values,
  name: values.name.replace(controls, ''),
  company: values.company.replace(controls, ''),
  message: values.message.replace(messageControls, ''),
  ...(values.destination === undefined ? {} : { destination: values.destination.replace(controls, '') }),
  ...(values.packaging === undefined ? {} : { packaging: values.packaging.replace(messageControls, '') }),
});

/** A number the form checked, or null when the field was left empty. */
const numberOrNull = (value: string | undefined, parse: (text: string) => number) => {
  const parsed = value ? parse(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : null;
};

/**
 * The quote's fields as submit_enquiry's parameters (docs/adr/0069): numbers read as the form did, empty
 * fields null. The unit and currency go only with a quantity and a price (the database would drop them).
 */
export const quoteParameters = (values: ContactValues) => {
  const quantity = numberOrNull(values.quantity, parseQuantity);
  const targetPrice = numberOrNull(values.targetPrice, parsePrice);
  return {
    quantity,
    quantity_unit: quantity === null ? null : values.quantityUnit || null,
    delivery_date: values.deliveryDate || null,
    destination: values.destination || null,
    packaging: values.packaging || null,
    target_price: targetPrice,
    price_currency: targetPrice === null ? null : values.priceCurrency || null,
  };
};

/**
 * What a refusal of 429 means: PT429 is the database's limit per sender (submit_enquiry); any other 429
 * comes from in front of it, counting this client's address (the local backend, a gateway).
 */
const limitedBy = async (response: Response) => {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return body && typeof body === 'object' && 'code' in body && body.code === 'PT429'
    ? 'sender-limited'
    : 'client-limited';
};

/**
 * The first line of a held enquiry's e-mail, before its message (SPEC's payload has no field of its own
 * for it): staff reading the sales mailbox see it arrived among a flood and may be one of it. In English,
 * as the rest of the template the sales mailbox reads.
 */
export const heldNote =
  '[HELD: sent among an unusual number of enquiries (over 30 in ten minutes); it may be part of a flood, check the sender before answering.]';

/** Sends the e-mail that tells the sales mailbox of a stored enquiry (emailJsNotify.ts). */
export type Notify = (values: ContactValues) => Promise<void>;

/**
 * Enquiries stored in Supabase (hosted, or the local backend): one plain `fetch` to
 * `POST /rest/v1/rpc/submit_enquiry` with the project's public key — no supabase-js on /contact — then,
 * when `notify` is given, the e-mail to the sales mailbox. Once stored, the enquiry is a success for the
 * visitor, held or not, even if the e-mail fails (that is logged as a warning: staff find it in the
 * /admin inbox). A held enquiry arrived among an abnormal number (docs/adr/0056): it is marked held in
 * the inbox and its e-mail begins with `heldNote`. It is e-mailed all the same: a flood calls the
 * database directly and never asks for an e-mail, so leaving held ones unmailed spared the mailbox
 * nothing and cost the genuine buyers among the held their notification. No answer within `timeoutMs`
 * or a refusal (429: per sender or per client; any other error answer) reject with an `EnquiryRefused`
 * naming it; a request that cannot go out rejects with its own error. The port's limit makes the
 * visitor's `EnquiryError` of either, with the values (ports/enquiries.ts).
 */
export const supabaseEnquiries = (
  api: () => SupabaseConfig,
  notify: Notify | null,
  { timeoutMs = sendTimeoutMs } = {},
): Enquiries => ({
  send: async (values, { language }) => {
    const sent = storable(values);
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
          name: sent.name,
          email: sent.email,
          company: sent.company,
          message: sent.message,
          product: values.product || null,
          language,
          ...quoteParameters(sent),
        }),
        credentials: 'omit',
        signal: controller.signal,
      });
    } catch (error) {
      // Offline or refused: the port's limit tells which (ports/enquiries.ts `limitedEnquiries`).
      if (!controller.signal.aborted) throw error;
      throw new EnquiryRefused('timeout', { cause: error });
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) {
      const reason = response.status === 429 ? await limitedBy(response) : 'failed';
      const cause = new Error(
        `submit_enquiry answered ${response.status} ${await response.text().catch(() => '')}`,
      );
      throw new EnquiryRefused(reason, { cause });
    }
    // 200 "new" or "held"; anything else (an empty body) reads as new.
    const held = (await response.text().catch(() => '')).trim() === '"held"';
    if (!notify) return;
    try {
      await notify(held ? { ...sent, message: `${heldNote}\n\n${sent.message}` } : sent);
    } catch (error) {
      console.warn(
        'The enquiry is stored; the e-mail to the sales mailbox failed (it is in the /admin inbox).',
        error,
      );
    }
  },
});
