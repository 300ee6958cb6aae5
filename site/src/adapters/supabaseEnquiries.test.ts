import type { ContactValues } from '@brand/ui/sections/Contact/contactSchema.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnquiryRefused } from '../ports/enquiries';
import { heldNote, storable, supabaseEnquiries } from './supabaseEnquiries';

const values: ContactValues = {
  name: 'Zoë Müller',
  email: 'zoe@example.ch',
  company: 'Bürsten AG',
  message: 'Twenty thousand brushes, please.',
};

const api = () => ({ url: 'https://project.supabase.co', anonKey: 'sb_publishable_test' });

/** The store answers `response`; `notify` records what would be e-mailed. */
const setup = (response: Response) => {
  const fetch = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetch);
  const notify = vi.fn(async (_: ContactValues) => {});
  return { fetch, notify, enquiries: supabaseEnquiries(api, notify) };
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('supabaseEnquiries', () => {
  it("sends a buyer's quote as submit_enquiry's parameters, numbers read as typed (issue 37 §3)", async () => {
    const { fetch, enquiries } = setup(json(200, 'new'));
    await enquiries.send(
      {
        ...values,
        quantity: "20'000",
        quantityUnit: 'pallets',
        deliveryDate: '2027-03-15',
        destination: 'Deutsch\u200eland',
        packaging: 'EAN-13\non each piece',
        targetPrice: '1,20',
        priceCurrency: 'CHF',
      },
      { language: 'de' },
    );
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({
      quantity: 20000,
      quantity_unit: 'pallets',
      delivery_date: '2027-03-15',
      destination: 'Deutschland',
      packaging: 'EAN-13\non each piece',
      target_price: 1.2,
      price_currency: 'CHF',
    });
  });

  it('an enquiry without a quote sends every quote parameter null (unit and currency too)', async () => {
    const { fetch, enquiries } = setup(json(200, 'new'));
    await enquiries.send({ ...values, quantityUnit: 'pieces', priceCurrency: 'EUR' }, { language: 'de' });
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({
      quantity: null,
      quantity_unit: null,
      target_price: null,
      price_currency: null,
    });
  });

  it('e-mails the sales mailbox for an enquiry stored as new', async () => {
    const { notify, enquiries } = setup(json(200, 'new'));
    await enquiries.send(values, { language: 'de' });
    expect(notify).toHaveBeenCalledWith(values);
  });

  it('a held enquiry is a success for the visitor and is e-mailed marked held in its first line', async () => {
    // Held ones were not e-mailed: a flood (which calls the database, never the e-mail) then cost every
    // genuine buyer after it their notification.
    const { notify, enquiries } = setup(json(200, 'held'));
    await expect(enquiries.send(values, { language: 'de' })).resolves.toBeUndefined();
    expect(notify).toHaveBeenCalledOnce();
    const [sent] = notify.mock.calls[0] ?? [];
    expect(sent?.message.split('\n')[0]).toMatch(/^\[HELD: sent among an unusual number of enquiries/);
    expect(sent).toEqual({ ...values, message: `${heldNote}\n\n${values.message}` });
  });

  it('an enquiry stored as new is e-mailed without the held mark', async () => {
    const { notify, enquiries } = setup(json(200, 'new'));
    await enquiries.send(values, { language: 'de' });
    expect(notify.mock.calls[0]?.[0].message).not.toContain('HELD');
  });

  it('a database before the held state answered 204: new, e-mailed', async () => {
    const { notify, enquiries } = setup(new Response(null, { status: 204 }));
    await enquiries.send(values, { language: 'de' });
    expect(notify).toHaveBeenCalledOnce();
  });

  it("tells the database's limit per sender (PT429) from a limit per client in front of it", async () => {
    const sender = setup(json(429, { code: 'PT429', details: null, hint: null, message: 'Too many' }));
    await expect(sender.enquiries.send(values, { language: 'en' })).rejects.toMatchObject({
      kind: 'sender-limited',
    });
    const client = setup(json(429, { code: 'over_request_rate_limit', message: 'Too many' }));
    await expect(client.enquiries.send(values, { language: 'en' })).rejects.toMatchObject({
      kind: 'client-limited',
    });
    const bare = setup(new Response('Too Many Requests', { status: 429 }));
    await expect(bare.enquiries.send(values, { language: 'en' })).rejects.toMatchObject({
      kind: 'client-limited',
    });
    expect(sender.notify).not.toHaveBeenCalled();
  });

  it('any other refusal is a failure, named for the port (which adds the values)', async () => {
    const { enquiries } = setup(json(400, { code: '23514' }));
    const error = await enquiries.send(values, { language: 'en' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EnquiryRefused);
    expect(error).toMatchObject({ kind: 'failed' });
    expect(error).not.toHaveProperty('values');
  });

  it('sends and e-mails the text without the control and direction characters the database refuses', async () => {
    const typed = {
      ...values,
      name: 'Zoë\u0000 \u202eMüller\u202c\u0007\u200e\u2028',
      company: 'Bürsten\u0085 AG\u009b\u2066\u200f\u061c\u2029',
      message: 'Line 1\twith a tab\r\nLine 2\u001b[31m \u200e\u0000\u007f\u2069\u2028',
    };
    const { fetch, notify, enquiries } = setup(json(200, 'new'));
    await enquiries.send(typed, { language: 'en' });
    const clean = {
      ...values,
      name: 'Zoë Müller',
      company: 'Bürsten AG',
      message: 'Line 1\twith a tab\r\nLine 2[31m \u200e\u2028',
    };
    expect(storable(typed)).toEqual(clean);
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ name: clean.name, company: clean.company, message: clean.message });
    expect(notify).toHaveBeenCalledWith(clean);
  });
});
