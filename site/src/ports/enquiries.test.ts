import type { ContactValues } from '@brand/ui/sections/Contact/contactSchema.ts';
import { describe, expect, it, vi } from 'vitest';
import {
  EnquiryError,
  EnquiryRefused,
  enquiryMailto,
  enquiryText,
  limitedEnquiries,
  quoteText,
} from './enquiries';
import { buyersQuote } from './quote.fixture';

const context = { language: 'de' };

const values: ContactValues = {
  name: 'Zoë',
  email: 'zoe@example.ch',
  company: 'Bürsten & Co',
  message: 'Hello? 50% off & more',
};

/** A storage and a clock the test controls. */
const setup = (send = vi.fn(async () => {}), online = () => true) => {
  const storage = new Map<string, string>();
  const fake = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  } as Storage;
  let time = Date.UTC(2026, 10, 21, 9, 0);
  const clock = {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
  const limited = limitedEnquiries({ send }, { storage: () => fake, now: clock.now, online });
  return { limited, send, clock, storage };
};

describe('limitedEnquiries', () => {
  it('lets three enquiries through in ten minutes and refuses the fourth without sending', async () => {
    const { limited, send, clock } = setup();
    for (let i = 0; i < 3; i += 1) {
      await limited.send(values, context);
      clock.advance(60_000);
    }
    await expect(limited.send(values, context)).rejects.toMatchObject({ kind: 'rate-limited', values });
    expect(send).toHaveBeenCalledTimes(3);
    // Ten minutes after the first, one more may go.
    clock.advance(7 * 60_000 + 1);
    await limited.send(values, context);
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('counts only delivered enquiries, so a failure can always be retried', async () => {
    const send = vi.fn(async () => {
      throw new Error('network');
    });
    const { limited } = setup(send);
    for (let i = 0; i < 5; i += 1)
      await expect(limited.send(values, context)).rejects.toBeInstanceOf(EnquiryError);
    expect(send).toHaveBeenCalledTimes(5);
  });

  it('makes every failure an EnquiryError carrying the values, keeping the kind a store refused with', async () => {
    for (const kind of ['timeout', 'sender-limited', 'client-limited', 'failed'] as const) {
      const refusal = new EnquiryRefused(kind);
      const { limited } = setup(
        vi.fn(async () => {
          throw refusal;
        }),
      );
      const error = await limited.send(values, context).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(EnquiryError);
      expect(error).toMatchObject({ kind, values, cause: refusal });
    }
    const other = setup(vi.fn(async () => Promise.reject(new TypeError('boom'))));
    await expect(other.limited.send(values, context)).rejects.toMatchObject({ kind: 'failed', values });
  });

  it('sends nothing while the browser is offline, and tells a failure once it has gone offline as offline', async () => {
    let online = false;
    const { limited, send } = setup(
      vi.fn(async () => {
        online = false;
        throw new TypeError('Failed to fetch');
      }),
      () => online,
    );
    await expect(limited.send(values, context)).rejects.toMatchObject({ kind: 'offline', values });
    expect(send).not.toHaveBeenCalled();
    online = true;
    await expect(limited.send(values, context)).rejects.toMatchObject({ kind: 'offline', values });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('ignores sends recorded in the future (a clock set back, a tampered record): they never lock the form', async () => {
    const { limited, storage, send, clock } = setup();
    const later = clock.now() + 60 * 60_000;
    storage.set('enquiries-sent', JSON.stringify([later, later + 1, later + 2]));
    await limited.send(values, context);
    expect(send).toHaveBeenCalledTimes(1);
    // The future times are dropped from the record; the real send is kept.
    expect(JSON.parse(storage.get('enquiries-sent') ?? '[]')).toEqual([clock.now()]);
  });

  it('reads a tampered record as no sends', async () => {
    const { limited, storage, send } = setup();
    storage.set('enquiries-sent', '{"not":"a list"');
    await limited.send(values, context);
    storage.set('enquiries-sent', JSON.stringify(['x', null, 1e20, -1]));
    await limited.send(values, context);
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('enquiryMailto', () => {
  it('fills subject and body, encoded', () => {
    const href = enquiryMailto('info@example.ch', 'Enquiry from Bürsten & Co', values);
    expect(
      href.startsWith('mailto:info@example.ch?subject=Enquiry%20from%20B%C3%BCrsten%20%26%20Co&body='),
    ).toBe(true);
    expect(decodeURIComponent(href.split('&body=')[1] ?? '')).toBe(
      'Zoë <zoe@example.ch>\nBürsten & Co\n\nHello? 50% off & more',
    );
  });
});

describe('the quote as text (the e-mail and the mailto fallback)', () => {
  const quote: ContactValues = { ...values, ...buyersQuote };

  it('names each field the buyer stated, the price per unit of the quantity', () => {
    expect(quoteText(quote)).toBe(
      [
        "Quantity: 20'000 pallets",
        'Target delivery date: 2027-03-15',
        'Destination: Deutschland',
        'Packaging and labelling: EAN-13 on each piece',
        'Target price: CHF 1.20 per pallet',
      ].join('\n'),
    );
  });

  it('leaves out what was left empty; a price without a quantity is per piece', () => {
    expect(quoteText({ ...values, quantityUnit: 'cartons', targetPrice: '3', priceCurrency: 'EUR' })).toBe(
      'Target price: EUR 3 per piece',
    );
    expect(quoteText({ ...values, quantityUnit: 'pieces', priceCurrency: 'EUR' })).toBe('');
  });

  it('goes between the company and the message in the enquiry text', () => {
    expect(enquiryText(quote)).toContain(`Bürsten & Co\n\nQuantity: 20'000 pallets`);
    expect(enquiryText(quote).endsWith(`per pallet\n\n${values.message}`)).toBe(true);
    expect(enquiryText(values)).toBe(`Zoë <zoe@example.ch>\nBürsten & Co\n\n${values.message}`);
  });
});
