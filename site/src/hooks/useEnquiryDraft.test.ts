import { beforeEach, describe, expect, it } from 'vitest';
import { buyersQuote } from '../ports/quote.fixture';
import { productFromSearch, readDraft, writeDraft } from './useEnquiryDraft';

const empty = {
  name: '',
  email: '',
  company: '',
  message: '',
  product: '',
  quantity: '',
  quantityUnit: '',
  deliveryDate: '',
  destination: '',
  packaging: '',
  targetPrice: '',
  priceCurrency: '',
};

describe('the contact draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps what was typed and forgets it once everything is empty', () => {
    writeDraft(sessionStorage, { ...empty, message: 'Half a <b>message</b> 🧹' });
    expect(readDraft(sessionStorage)).toEqual({ ...empty, message: 'Half a <b>message</b> 🧹' });
    writeDraft(sessionStorage, empty);
    expect(readDraft(sessionStorage)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('drops anything malformed', () => {
    for (const stored of ['{', '"text"', '42', 'null', '{"name":{"x":1},"message":[1]}']) {
      sessionStorage.setItem('contact-draft', stored);
      expect(readDraft(sessionStorage)).toBeNull();
    }
    sessionStorage.setItem('contact-draft', '{"name":"Ann","email":7,"extra":"x"}');
    expect(readDraft(sessionStorage)).toEqual({ ...empty, name: 'Ann' });
  });
});

describe('the product family of a quote link', () => {
  const families = ['recycled-brushes', 'dustpans'];

  it('is taken from ?product= when the form offers it', () => {
    expect(productFromSearch('?product=dustpans', families)).toBe('dustpans');
    expect(productFromSearch('?lng=de&product=recycled-brushes', families)).toBe('recycled-brushes');
  });

  it('is ignored when unknown, empty or missing', () => {
    for (const search of [
      '',
      '?product=',
      '?product=brooms',
      '?product=Dustpans',
      '?product=dustpans%00',
      '?other=dustpans',
    ])
      expect(productFromSearch(search, families), search).toBeUndefined();
  });

  it('is kept with the draft', () => {
    writeDraft(sessionStorage, { ...empty, product: 'dustpans' });
    expect(readDraft(sessionStorage)).toEqual({ ...empty, product: 'dustpans' });
  });

  it('keeps the quote fields a buyer typed (issue 37 §3), and the unit and currency chosen with them', () => {
    const quote = { ...empty, ...buyersQuote };
    writeDraft(sessionStorage, quote);
    expect(readDraft(sessionStorage)).toEqual(quote);
  });

  it('a unit and currency alone are the defaults of the form: no draft', () => {
    writeDraft(sessionStorage, { ...empty, quantityUnit: 'pieces', priceCurrency: 'EUR' });
    expect(readDraft(sessionStorage)).toBeNull();
  });
});
