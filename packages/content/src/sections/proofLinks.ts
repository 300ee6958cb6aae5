import type { LinkContent } from '@brand/ui';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClaimId } from '../claims';
import type { CertificateProof } from '../proof';

// What the sustainability page and the proof page share of the proof, kept small: a module two pages share
// loads with the app on every page (build/chunks.ts), so the register itself (`proof.ts`) stays out of it.
// The names of what proves a claim, and the links to them.

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
  message: 'Due-diligence report {year}',
});

/** An item of the register that proves a claim, as the claim's link names it. */
export type EvidenceRef = { id: string; scheme: CertificateProof['scheme'] } | { id: string; year: number };

/**
 * The certificates and statements of the register (`proof.ts`, each item's `proves`) that prove each claim,
 * with what names them; `proof.test.ts` holds this list to the register, so the two cannot part.
 */
export const claimEvidence: Partial<Record<ClaimId, readonly EvidenceRef[]>> = {
  certifiedWood: [
    { id: 'fsc-coc', scheme: 'fscCoc' },
    { id: 'pefc-coc', scheme: 'pefcCoc' },
  ],
  eudrInformation: [{ id: 'due-diligence', year: 2025 }],
};

/**
 * The links from a claim to the items that prove it on the proof page (`/proof#fsc-coc`), each named by
 * what it is ("FSC chain of custody", "Due-diligence report 2025"): where the claim stands in full.
 */
export const claimEvidenceLinks =
  (i18n: I18n) =>
  (claim: ClaimId): LinkContent[] =>
    (claimEvidence[claim] ?? []).map((ref) => ({
      label:
        'scheme' in ref
          ? i18n._(schemes[ref.scheme])
          : i18n._({ ...dueDiligenceTitle, values: { year: String(ref.year) } }),
      href: `/proof#${ref.id}`,
    }));
