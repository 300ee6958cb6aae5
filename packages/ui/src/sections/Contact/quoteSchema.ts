import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { textUpTo } from '../../forms/fields';

/**
 * What a private-label buyer states with a quote request (docs/adr/0069), in the order the form shows
 * them. Each may stay empty; a filled one must make sense. The form holds them as text; the site turns
 * them into the stored columns.
 */
export const quoteFields = [
  'quantity',
  'quantityUnit',
  'deliveryDate',
  'destination',
  'packaging',
  'targetPrice',
  'priceCurrency',
] as const;

/** One of `quoteFields`. */
export type QuoteField = (typeof quoteFields)[number];

/** The quote's values as the form holds them; `''` for a field left empty. */
export type QuoteValues = Record<QuoteField, string>;

/** What a quantity counts: single pieces, cartons of them, or pallets. */
export const quantityUnits = ['pieces', 'cartons', 'pallets'] as const;

/** The currencies a target price may be in: the company's own and its buyers' most common. */
export const priceCurrencies = ['EUR', 'CHF', 'USD'] as const;

/**
 * The bounds (the table's checks allow the same or more): a quantity of 1 to 100 million, a delivery
 * date from today to five years ahead, a destination of 100 and packaging wishes of 2,000 characters,
 * a price above 0 and at most 1,000,000 with at most two decimals.
 */
export const quoteLimits = {
  quantityMax: 100_000_000,
  deliveryYearsAhead: 5,
  destinationMax: 100,
  packagingMax: 2000,
  priceMax: 1_000_000,
} as const;

const { quantityMax, destinationMax, packagingMax, priceMax } = quoteLimits;

/** The quote's validation messages; translated in the library catalog. */
export const quoteMessages = {
  quantityInvalid: msg({
    id: 'contact.form.validation.quantityInvalid',
    message: 'Please enter a whole number from 1 to 100,000,000',
  }),
  quantityUnitInvalid: msg({
    id: 'contact.form.validation.quantityUnitInvalid',
    message: 'Please choose pieces, cartons or pallets',
  }),
  deliveryDateInvalid: msg({
    id: 'contact.form.validation.deliveryDateInvalid',
    message: 'Please enter a date from today up to five years ahead',
  }),
  destinationMax: msg({
    id: 'contact.form.validation.destinationMax',
    message: `Destination must be at most ${destinationMax} characters`,
  }),
  packagingMax: msg({
    id: 'contact.form.validation.packagingMax',
    message: 'Packaging and labelling must be at most {packagingMax} characters',
  }),
  targetPriceInvalid: msg({
    id: 'contact.form.validation.targetPriceInvalid',
    message: 'Please enter a price above 0 and up to 1,000,000, with no more than two decimal places',
  }),
  priceCurrencyInvalid: msg({
    id: 'contact.form.validation.priceCurrencyInvalid',
    message: 'Please choose CHF, EUR or USD',
  }),
} satisfies Record<string, MessageDescriptor>;

type QuoteMessageKey = keyof typeof quoteMessages;

/** Digit-group separators a buyer may type in a number: spaces, the Swiss apostrophe, thin spaces. */
const groupSeparators = /[\s'’\u202f]/g;

/** A quantity as typed ("20'000", "20 000") as a whole number, or NaN. */
export const parseQuantity = (value: string): number => {
  const digits = value.replace(groupSeparators, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
};

/** A price as typed ("1.20", "1,20", "1'200.50") as a number, or NaN: a decimal point or comma, two decimals. */
export const parsePrice = (value: string): number => {
  const plain = value.replace(groupSeparators, '');
  return /^\d{1,7}([.,]\d{1,2})?$/.test(plain) ? Number(plain.replace(',', '.')) : Number.NaN;
};

/** Today's date as `YYYY-MM-DD` in the visitor's time zone. */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Whether `value` is a real calendar day `YYYY-MM-DD` (not 2027-02-30). */
const isCalendarDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};

/** Empty, or passes `check`. */
const emptyOr = (check: (value: string) => boolean, message: QuoteMessageKey) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || check(value), message),
  );

/**
 * The quote's rules, one valibot schema per field; `today` decides which delivery dates are ahead
 * (a test passes its own). Each issue's message is the key of its descriptor in `quoteMessages`. The
 * unit and currency are checked only when given (the form always has one chosen).
 */
export const makeQuoteRules = (today: () => Date = () => new Date()) => ({
  quantity: emptyOr((value) => {
    const quantity = parseQuantity(value);
    return quantity >= 1 && quantity <= quantityMax;
  }, 'quantityInvalid'),
  quantityUnit: emptyOr(
    (value) => (quantityUnits as readonly string[]).includes(value),
    'quantityUnitInvalid',
  ),
  deliveryDate: emptyOr((value) => {
    if (!isCalendarDay(value)) return false;
    const now = today();
    const last = new Date(now);
    last.setFullYear(now.getFullYear() + quoteLimits.deliveryYearsAhead);
    // ISO days compare as text.
    return value >= isoDay(now) && value <= isoDay(last);
  }, 'deliveryDateInvalid'),
  destination: textUpTo(destinationMax, 'destinationMax' satisfies QuoteMessageKey),
  packaging: textUpTo(packagingMax, 'packagingMax' satisfies QuoteMessageKey),
  targetPrice: emptyOr((value) => {
    const price = parsePrice(value);
    return price > 0 && price <= priceMax;
  }, 'targetPriceInvalid'),
  priceCurrency: emptyOr(
    (value) => (priceCurrencies as readonly string[]).includes(value),
    'priceCurrencyInvalid',
  ),
});

/** The message of each quote field when an issue carries none of ours (a value that is not a string). */
export const quoteFieldMessages: Record<QuoteField, MessageDescriptor> = {
  quantity: quoteMessages.quantityInvalid,
  quantityUnit: quoteMessages.quantityUnitInvalid,
  deliveryDate: quoteMessages.deliveryDateInvalid,
  destination: quoteMessages.destinationMax,
  packaging: quoteMessages.packagingMax,
  targetPrice: quoteMessages.targetPriceInvalid,
  priceCurrency: quoteMessages.priceCurrencyInvalid,
};

/** The quote as the form starts: nothing stated, pieces and euros chosen. */
export const emptyQuoteValues: QuoteValues = {
  quantity: '',
  quantityUnit: 'pieces',
  deliveryDate: '',
  destination: '',
  packaging: '',
  targetPrice: '',
  priceCurrency: 'EUR',
};
