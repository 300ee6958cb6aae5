import type { LinkContent } from '@brand/ui';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClaimId } from '../claims';
import { type CertificateProof, type ProofItem, proof, proofOf } from '../proof';

// What the sustainability page and the proof page share of the proof (kept small: a module two pages share
// loads with the app, build/chunks.ts): the names of what proves a claim, and the links to them.

/** A certificate's scheme as the page names it. */
export const schemes: Record<CertificateProof['scheme'], MessageDescriptor> = {
  fscCoc: msg({ id: 'proof.scheme.fscCoc.title', message: 'FSC chain of custody' }),
  pefcCoc: msg({ id: 'proof.scheme.pefcCoc.title', message: 'PEFC chain of custody' }),
  iso9001: msg({ id: 'proof.scheme.iso9001.title', message: 'ISO 9001 quality management' }),
  iso14001: msg({ id: 'proof.scheme.iso14001.title', message: 'ISO 14001 environmental management' }),
};

/** A due-diligence statement's name. */
export const dueDiligenceTitle = msg({
  id: 'proof.dueDiligence.title',
  message: 'Due-diligence statement {year}',
});

/**
 * The links from a claim to the items that prove it on the proof page (`/proof#fsc-coc`), each named by
 * what it is ("FSC chain of custody", "Due-diligence statement 2025"): where the claim stands in full.
 * Only certificates and statements prove claims; written without Intl (the sustainability page's start).
 */
export const claimEvidenceLinks =
  (i18n: I18n, register: Record<string, ProofItem> = proof) =>
  (claim: ClaimId): LinkContent[] =>
    proofOf(claim, register).flatMap((id) => {
      const item = register[id];
      if (item?.kind === 'certificate')
        return [{ label: i18n._(schemes[item.scheme]), href: `/proof#${id}` }];
      if (item?.kind === 'dueDiligence')
        return [
          {
            label: i18n._({ ...dueDiligenceTitle, values: { year: String(item.year) } }),
            href: `/proof#${id}`,
          },
        ];
      return [];
    });
