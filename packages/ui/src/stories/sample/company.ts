import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The fictional company of the stories: Lindenmatt AG, a family maker of brushes, brooms and turned wooden
 * parts in Biel/Bienne and the Emmental. Names, numbers and addresses are the same in every language.
 */
export const company = {
  name: 'Lindenmatt AG',
  brand: 'Lindenmatt',
  street: 'Mattenstrasse 12',
  town: '2503 Biel/Bienne',
  email: 'hello@lindenmatt.example',
  phone: '+41 32 555 01 68',
  register: 'CHE-000.000.000',
  vat: 'CHE-000.000.000 MWST',
} as const;

const country = msg({ id: 'stories.company.country', message: 'Switzerland' });

/** The postal address, one line per entry. */
export const addressLines = (i18n: I18n) => [company.name, company.street, company.town, i18n._(country)];

/** `tel:` wants the digits and the plus only. */
export const telHref = `tel:${company.phone.replace(/[^\d+]/g, '')}`;
