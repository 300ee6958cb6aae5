import type { ContactValues } from '@brand/ui/sections/Contact/contactSchema.ts';

/**
 * A private-label buyer's quote as the contact form holds it (issue 37 §3): every quote field filled in,
 * the unit and currency chosen away from their defaults. The draft and the enquiry text tests both start
 * from it.
 */
export const buyersQuote = {
  quantity: "20'000",
  quantityUnit: 'pallets',
  deliveryDate: '2027-03-15',
  destination: 'Deutschland',
  packaging: 'EAN-13 on each piece',
  targetPrice: '1.20',
  priceCurrency: 'CHF',
} as const satisfies Partial<ContactValues>;
