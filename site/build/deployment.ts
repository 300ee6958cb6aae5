/**
 * A build meant for deployment must not publish the company's sample facts. Such a build is one whose
 * `VITE_SITE_URL` is a real address: anything but localhost, a loopback address and the reserved example
 * and test domains. It fails while any fact in `unconfirmedFacts` (packages/content/src/facts.ts) is still
 * a sample, naming each with the value the pages would show; a local build (the default address, the
 * tests, `scripts/serve.sh`) only warns, and its pages mark each sample (docs/adr/0036). It must also name
 * the hosted Supabase project: a static host has no local backend (docs/adr/0034).
 */
import { type Claim, claims, describeUnconfirmedClaims } from '../../packages/content/src/claims.ts';
import { describeUnconfirmedFacts, unconfirmedFacts } from '../../packages/content/src/facts.ts';
import { describeUnconfirmedProof, type ProofItem, proof } from '../../packages/content/src/proof.ts';

/**
 * Hosts that never serve the public: loopback, and the domains reserved for examples and tests
 * (RFC 2606, RFC 6761) — with `example.ch`, the example domain of this repository's docs.
 */
const isLocalOrExample = (hostname: string): boolean => {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host)) return true;
  if (/\.(?:example|test|invalid)$/.test(host)) return true;
  return /(?:^|\.)example\.(?:com|net|org|ch)$/.test(host);
};

/** Whether a site address is a real, public one: the build is then meant for deployment. */
export const isDeploymentUrl = (siteUrl: string): boolean => !isLocalOrExample(new URL(siteUrl).hostname);

const where = 'packages/content/src/company.ts';
const list = 'unconfirmedFacts in packages/content/src/facts.ts';

/** The error that stops a deployment build while company facts are samples. */
export class UnconfirmedFactsError extends Error {
  override name = 'UnconfirmedFactsError';
}

/**
 * Checks the company's facts for a build of `siteUrl`: throws for a deployment build while any is a
 * sample, naming each; for a local build returns the warning to print (undefined once all are confirmed).
 */
export const checkCompanyFacts = (
  siteUrl: string,
  facts: readonly string[] = unconfirmedFacts,
): string | undefined => {
  if (!facts.length) return undefined;
  const named = describeUnconfirmedFacts(facts)
    .map((fact) => `\n- ${fact}`)
    .join('');
  const count = facts.length === 1 ? '1 company fact is' : `${facts.length} company facts are`;
  if (isDeploymentUrl(siteUrl))
    throw new UnconfirmedFactsError(
      `This build is for ${siteUrl}, a public address, but ${count} still a sample value that the site would publish:${named}\nPut the registered values in ${where} and take each off ${list}.`,
    );
  return `${count} still a sample value, shown marked as a sample on the pages that print it (a build for a public VITE_SITE_URL fails until each is confirmed):${named}`;
};

/** The error that stops a deployment build while a claim shown on a page lacks confirmed evidence. */
export class UnconfirmedClaimsError extends Error {
  override name = 'UnconfirmedClaimsError';
}

/**
 * Checks the register of claims (packages/content/src/claims.ts) for a build of `siteUrl`, as
 * `checkCompanyFacts` does the facts: throws for a deployment build while any claim the pages show is
 * unconfirmed, naming each with the pages that show it; for a local build returns the warning to print
 * (the pages mark each such claim as unconfirmed), undefined once all are confirmed (docs/adr/0059).
 */
export const checkClaims = (
  siteUrl: string,
  register: Record<string, Claim> = claims,
): string | undefined => {
  const open = describeUnconfirmedClaims(register);
  if (!open.length) return undefined;
  const named = open.map((claim) => `\n- ${claim}`).join('');
  const count =
    open.length === 1 ? '1 claim shown on the pages lacks' : `${open.length} claims shown on the pages lack`;
  if (isDeploymentUrl(siteUrl))
    throw new UnconfirmedClaimsError(
      `This build is for ${siteUrl}, a public address, but ${count} confirmed evidence:${named}\nPut the evidence (standard, certificate or licence code, audit, date, holder) in packages/content/src/claims.ts and set the claim's \`confirmed\`, or take the claim off the pages.`,
    );
  return `${count} confirmed evidence, shown marked as unconfirmed (a build for a public VITE_SITE_URL fails until each is confirmed):${named}`;
};

/** The error that stops a deployment build while an item of proof is a sample. */
export class UnconfirmedProofError extends Error {
  override name = 'UnconfirmedProofError';
}

/**
 * Checks the register of proof (packages/content/src/proof.ts) for a build of `siteUrl`, as
 * `checkClaims` does the claims: throws for a deployment build while any certificate, audit, contact,
 * reference or fair is a sample, naming each; for a local build returns the warning to print (the proof
 * page marks each such item as a sample), undefined once all are confirmed (docs/adr/0070).
 */
export const checkProof = (
  siteUrl: string,
  register: Record<string, ProofItem> = proof,
): string | undefined => {
  const open = describeUnconfirmedProof(register);
  if (!open.length) return undefined;
  const named = open.map((item) => `\n- ${item}`).join('');
  const count = open.length === 1 ? '1 item of proof is' : `${open.length} items of proof are`;
  if (isDeploymentUrl(siteUrl))
    throw new UnconfirmedProofError(
      `This build is for ${siteUrl}, a public address, but ${count} still a sample that the proof page would publish:${named}\nPut the company's certificate, audit, contact, reference or fair in packages/content/src/proof.ts and set its \`confirmed\`, or take the item out.`,
    );
  return `${count} still a sample, shown marked as a sample on the proof page (a build for a public VITE_SITE_URL fails until each is confirmed):${named}`;
};

/** The build-stopping problem of a deployment without Supabase, or null. */
export const missingHostedBackend = (siteUrl: string, supabase: object | null): string | null =>
  supabase || !isDeploymentUrl(siteUrl)
    ? null
    : 'VITE_SITE_URL is a public address, so this build is for deployment, but VITE_SUPABASE_URL and ' +
      'VITE_SUPABASE_ANON_KEY are not set: enquiries and staff sign-in need the hosted Supabase project (a ' +
      'static host has no local backend, and enquiries sent from it would be lost). Set them like: ' +
      'VITE_SUPABASE_URL=https://abcdefghijklmnop.supabase.co VITE_SUPABASE_ANON_KEY=sb_publishable_… ' +
      '(Project Settings → API Keys), or leave VITE_SITE_URL unset for a local build.';
