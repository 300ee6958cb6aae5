import { describe, expect, it } from 'vitest';
import { emptyContactValues, normalizeContact, validateContact } from './contactSchema';
import { emptyQuoteValues, parsePrice, parseQuantity, quoteMessages } from './quoteSchema';

/** A fixed day: 28 November 2026, midday local time. */
const today = () => new Date(2026, 10, 28, 12);

const valid = {
  ...emptyContactValues,
  name: 'Zoë Müller',
  email: 'zoe@example.ch',
  company: 'Bürstenhandel AG',
  message: 'We would like a quote for brooms.',
  ...emptyQuoteValues,
};

const errorsOf = (change: Partial<typeof valid>) =>
  validateContact({ ...valid, ...change }, undefined, undefined, { today });

describe('the quote fields (docs/adr/0069)', () => {
  it('every one may stay empty', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('accepts what a buyer writes: 20 000 pallets, a date ahead, a destination, packaging, 1.20 CHF', () => {
    expect(
      errorsOf({
        quantity: "20'000",
        quantityUnit: 'pallets',
        deliveryDate: '2027-03-15',
        destination: 'Deutschland',
        packaging: 'Retail-ready, EAN-13 on each piece',
        targetPrice: '1,20',
        priceCurrency: 'CHF',
      }),
    ).toEqual({});
  });

  it.each([
    ['0', 'no pieces'],
    ['-5', 'a negative number'],
    ['2.5', 'a fraction'],
    ['100000001', 'more than 100 million'],
    ['many', 'a word'],
  ])('refuses a quantity of %s (%s)', (quantity) => {
    expect(errorsOf({ quantity })).toEqual({ quantity: quoteMessages.quantityInvalid });
  });

  it('accepts the quantity bounds, 1 and 100 000 000', () => {
    expect(errorsOf({ quantity: '1' })).toEqual({});
    expect(errorsOf({ quantity: '100 000 000' })).toEqual({});
  });

  it('refuses a unit or currency not offered', () => {
    expect(errorsOf({ quantityUnit: 'litres' })).toEqual({ quantityUnit: quoteMessages.quantityUnitInvalid });
    expect(errorsOf({ priceCurrency: 'GBP' })).toEqual({ priceCurrency: quoteMessages.priceCurrencyInvalid });
  });

  it.each([
    ['2026-11-27', 'yesterday'],
    ['2031-11-29', 'more than five years ahead'],
    ['2027-02-30', 'no such day'],
    ['15.03.2027', 'not a date the field sends'],
  ])('refuses a delivery date of %s (%s)', (deliveryDate) => {
    expect(errorsOf({ deliveryDate })).toEqual({ deliveryDate: quoteMessages.deliveryDateInvalid });
  });

  it('accepts today and five years ahead to the day', () => {
    expect(errorsOf({ deliveryDate: '2026-11-28' })).toEqual({});
    expect(errorsOf({ deliveryDate: '2031-11-28' })).toEqual({});
  });

  it('counts destination and packaging in characters a reader sees, after trimming', () => {
    expect(errorsOf({ destination: 'é'.repeat(100) })).toEqual({});
    expect(errorsOf({ destination: 'x'.repeat(101) })).toEqual({ destination: quoteMessages.destinationMax });
    expect(errorsOf({ packaging: ` ${'x'.repeat(2000)} ` })).toEqual({});
    expect(errorsOf({ packaging: 'x'.repeat(2001) })).toEqual({ packaging: quoteMessages.packagingMax });
  });

  it.each([
    ['0', 'nothing'],
    ['0.001', 'three decimals'],
    ['1000000.01', 'above a million'],
    ['€1', 'a currency sign'],
  ])('refuses a target price of %s (%s)', (targetPrice) => {
    expect(errorsOf({ targetPrice })).toEqual({ targetPrice: quoteMessages.targetPriceInvalid });
  });

  it('reads the numbers as a Swiss, German or English buyer types them', () => {
    expect(parseQuantity("20'000")).toBe(20000);
    expect(parseQuantity('20 000')).toBe(20000);
    expect(parsePrice('1,20')).toBe(1.2);
    expect(parsePrice("1'200.50")).toBe(1200.5);
    expect(parsePrice('1.2.3')).toBeNaN();
  });

  it('without the quote the form checks none of its fields', () => {
    expect(validateContact({ ...valid, quantity: 'many' })).toEqual({});
  });

  it('normalizeContact trims the quote fields it was given', () => {
    expect(normalizeContact({ ...valid, destination: ' Deutschland ' }).destination).toBe('Deutschland');
    expect(normalizeContact(emptyContactValues)).not.toHaveProperty('quantity');
  });
});
