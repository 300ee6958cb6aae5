/** A build for a public address fails while a fact, claim or item of proof is a sample (docs/adr/0036, 0059, 0070). */
import { type Claim, claims, describeUnconfirmedClaims } from '../../packages/content/src/claims.ts';
import { describeUnconfirmedFacts, unconfirmedFacts } from '../../packages/content/src/facts.ts';
import { describeUnconfirmedProof, type ProofItem, proof } from '../../packages/content/src/proof.ts';

/** Loopback and the domains reserved for examples and tests (RFC 2606, 6761), and example.ch. */
const localOrExample =
  /(^|\.)localhost$|^\[::1\]$|^127(\.\d{1,3}){3}$|\.(example|test|invalid)$|(^|\.)example\.(com|net|org|ch)$/;

/** Whether a site address is a real, public one: the build is then meant for deployment. */
export const isDeploymentUrl = (siteUrl: string): boolean =>
  !localOrExample.test(new URL(siteUrl).hostname.toLowerCase().replace(/\.$/, ''));

/** A register's error, and a check that throws it for a deployment build, or returns a local build's warning. */
const gate = (
  name: string,
  [one, many]: [string, string],
  published: string,
  fix: string,
  marked: string,
) => ({
  error: class extends Error {
    override name = name;
  },
  check(siteUrl: string, open: string[]): string | undefined {
    if (!open.length) return undefined;
    const count = open.length === 1 ? one : `${open.length} ${many}`;
    const named = open.map((item) => `\n- ${item}`).join('');
    if (isDeploymentUrl(siteUrl))
      throw new this.error(
        `This build is for ${siteUrl}, a public address, but ${count} ${published}:${named}\n${fix}`,
      );
    return `${count} ${marked} (a build for a public VITE_SITE_URL fails until each is confirmed):${named}`;
  },
});

const facts = gate(
  'UnconfirmedFactsError',
  ['1 company fact is', 'company facts are'],
  'still a sample value that the site would publish',
  'Put the registered values in packages/content/src/company.ts and take each off unconfirmedFacts in packages/content/src/facts.ts.',
  'still a sample value, shown marked as a sample on the pages that print it',
);
const shownClaims = gate(
  'UnconfirmedClaimsError',
  ['1 claim shown on the pages lacks', 'claims shown on the pages lack'],
  'confirmed evidence',
  "Put the evidence (standard, certificate or licence code, audit, date, holder) in packages/content/src/claims.ts and set the claim's `confirmed`, or take the claim off the pages.",
  'confirmed evidence, shown marked as unconfirmed',
);
const proofPage = gate(
  'UnconfirmedProofError',
  ['1 item of proof is', 'items of proof are'],
  'still a sample that the proof page would publish',
  "Put the company's certificate, audit, contact, reference or fair in packages/content/src/proof.ts and set its `confirmed`, or take the item out.",
  'still a sample, shown marked as a sample on the proof page',
);

export const UnconfirmedFactsError = facts.error;
export const UnconfirmedClaimsError = shownClaims.error;
export const UnconfirmedProofError = proofPage.error;

export const checkCompanyFacts = (siteUrl: string, open: readonly string[] = unconfirmedFacts) =>
  facts.check(siteUrl, describeUnconfirmedFacts(open));
export const checkClaims = (siteUrl: string, register: Record<string, Claim> = claims) =>
  shownClaims.check(siteUrl, describeUnconfirmedClaims(register));
export const checkProof = (siteUrl: string, register: Record<string, ProofItem> = proof) =>
  proofPage.check(siteUrl, describeUnconfirmedProof(register));
