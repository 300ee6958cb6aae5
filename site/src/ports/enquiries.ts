import type { ContactValues } from '@brand/ui/sections/Contact/contactSchema.ts';

/** What goes with an enquiry besides the form's values: the language of the page it was sent from. */
export type EnquiryContext = { language: string };

/**
 * The enquiries port: stores a visitor's contact-form values (then notifies the sales mailbox, where that
 * is configured); rejects with an `EnquiryError` when they could not be stored.
 */
export type Enquiries = { send: (values: ContactValues, context: EnquiryContext) => Promise<void> };

/**
 * Why an enquiry did not go out: each gets its own words in the failure toast. `rate-limited`: this
 * browser's own limit, nothing was sent; `sender-limited`: the database refused a fourth enquiry from this
 * e-mail address within ten minutes; `client-limited`: a server in front of the database refused this
 * client's address (too many enquiries from one connection).
 */
export type EnquiryFailure =
  | 'failed'
  | 'timeout'
  | 'offline'
  | 'rate-limited'
  | 'sender-limited'
  | 'client-limited';

/** What a store may say when it did not take an enquiry; offline and this browser's limit are the port's. */
export type StoreRefusal = Extract<
  EnquiryFailure,
  'failed' | 'timeout' | 'sender-limited' | 'client-limited'
>;

/**
 * A store did not take the enquiry, and said why (an adapter's answer, without the values): the port's
 * `limitedEnquiries` makes the visitor's `EnquiryError` of it.
 */
export class EnquiryRefused extends Error {
  override name = 'EnquiryRefused';
  constructor(
    readonly kind: StoreRefusal,
    options?: ErrorOptions,
  ) {
    super(`The store did not take the enquiry: ${kind}`, options);
  }
}

/**
 * An enquiry that did not go out, as the contact form hands it to the site's words (a `FormFailure`: its
 * `kind`). Made in one place, `limitedEnquiries`, which every send of the site goes through.
 */
export class EnquiryError extends Error {
  override name = 'EnquiryError';
  constructor(
    readonly kind: EnquiryFailure,
    /** The enquiry that was not sent, for the "write an e-mail instead" link. */
    readonly values: ContactValues,
    options?: ErrorOptions,
  ) {
    super(`The enquiry was not sent: ${kind}`, options);
  }
}

/**
 * The buyer's quote as plain lines, in English as the sales mailbox reads the rest of the e-mail
 * ("Quantity: 20'000 pallets"); a field left empty has no line, and no quote is `''`. The quantity and
 * price as typed: the form checked them, the mailbox reads them as the buyer wrote them.
 */
export const quoteText = (values: ContactValues): string => {
  // A price is per unit of the quantity ("per pallet"), per piece when no quantity was given.
  const per = values.quantity && values.quantityUnit ? values.quantityUnit.replace(/s$/, '') : 'piece';
  return [
    values.quantity ? `Quantity: ${values.quantity} ${values.quantityUnit || 'pieces'}` : '',
    values.deliveryDate ? `Target delivery date: ${values.deliveryDate}` : '',
    values.destination ? `Destination: ${values.destination}` : '',
    values.packaging ? `Packaging and labelling: ${values.packaging}` : '',
    values.targetPrice
      ? `Target price: ${values.priceCurrency || 'EUR'} ${values.targetPrice} per ${per}`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
};

/** The enquiry as plain text: who wrote, from which company, the quote when one was stated, then the message. */
export const enquiryText = (values: ContactValues): string => {
  const quote = quoteText(values);
  return `${values.name} <${values.email}>\n${values.company}\n\n${quote ? `${quote}\n\n` : ''}${values.message}`;
};

/** A mailto: address that opens the visitor's mail program with the enquiry filled in. */
export const enquiryMailto = (address: string, subject: string, values: ContactValues): string =>
  `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(enquiryText(values))}`;

/** How many enquiries one browser may send in a window of time. */
export type SendLimit = { max: number; windowMs: number };

/** Three enquiries in ten minutes: more is a stuck button or a script, not a buyer. */
export const defaultSendLimit: SendLimit = { max: 3, windowMs: 10 * 60 * 1000 };

/** localStorage: the times of this browser's recent sends (described in the privacy notice). */
export const sentKey = 'enquiries-sent';

/**
 * The times of this browser's recent sends, from localStorage: those after `since` and not after `now`
 * (anything unreadable counts as none; a time in the future — a clock set back, a tampered record —
 * would otherwise lock the form until then).
 */
const readSent = (storage: Storage, since: number, now: number): number[] => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(sentKey) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((time): time is number => Number.isFinite(time) && time > since && time <= now)
      : [];
  } catch {
    return [];
  }
};

/**
 * Rate-limits an enquiries port per browser: once `max` enquiries went out within `windowMs`, the next
 * is refused (`rate-limited`) without a request. Only delivered enquiries count, so a failed send can
 * always be retried. Offline is decided here only: nothing is sent while the browser is offline, and a
 * failure once it has gone offline is told as `offline`; a store's `EnquiryRefused` keeps its kind, any
 * other failure becomes `failed`. This is where every `EnquiryError` is made, each with the values.
 */
export const limitedEnquiries = (
  enquiries: Enquiries,
  {
    storage = () => window.localStorage,
    now = Date.now,
    limit = defaultSendLimit,
    online = () => navigator.onLine,
  } = {},
): Enquiries => ({
  send: async (values, context) => {
    const since = now() - limit.windowMs;
    const notSent = (kind: EnquiryFailure, cause?: unknown) =>
      new EnquiryError(kind, values, cause === undefined ? undefined : { cause });
    // Offline, nothing is tried: the adapter's chunk could not arrive either.
    if (!online()) throw notSent('offline');
    if (readSent(storage(), since, now()).length >= limit.max) throw notSent('rate-limited');
    try {
      await enquiries.send(values, context);
    } catch (error) {
      throw notSent(error instanceof EnquiryRefused ? error.kind : online() ? 'failed' : 'offline', error);
    }
    try {
      const at = now();
      storage().setItem(sentKey, JSON.stringify([...readSent(storage(), since, at), at]));
    } catch {
      // Storage full or blocked: the send went out; the limit simply cannot count it.
    }
  },
});
