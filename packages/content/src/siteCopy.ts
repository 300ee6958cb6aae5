import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The one description of the company's sites (`company.sites`: what each of the four does), used by every
 * text that names them — About, Manufacturing, the FAQ — so that no page says otherwise. It is a noun
 * phrase each sentence places after a dash or a colon. A site added to `company.sites` needs this message
 * changed: `siteCopy.test.ts` checks that it names every site.
 */
const sites = msg({
  id: 'company.sites',
  message:
    'headquarters and production in Basel, production in France and Sri Lanka, and a distribution centre in Germany',
});

/** The sites as the active language describes them. */
export const sitesText = (i18n: I18n): string => i18n._(sites);
