import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type FactPath, isUnconfirmed } from './facts';

/** What follows a fact that the company has not confirmed yet ("[sample value]"). */
const sampleNote = msg({ id: 'facts.sample', message: '[sample value]' });

/**
 * Marks a printed fact as a sample while it is unconfirmed (`facts.ts`): the legal notice, the privacy
 * notice, the contact page and the footer show "+41 61 000 00 00 [sample value]" in a local build. A build
 * for deployment never gets here with a sample: it fails first (docs/adr/0036).
 */
export const factMarker =
  (i18n: I18n) =>
  (path: FactPath, text: string): string =>
    isUnconfirmed(path) ? `${text} ${i18n._(sampleNote)}` : text;
