/**
 * A build meant for deployment — one whose `VITE_SITE_URL` is a real address — must not publish the
 * company's samples: it fails while a fact (packages/content/src/facts.ts, docs/adr/0036), a claim shown on
 * a page (claims.ts, 0059) or an item of proof (proof.ts, 0070) is unconfirmed, naming each. A local build
 * (the default address, the tests, `scripts/serve.sh`) only warns, and its pages mark each sample. It must
 * also name the hosted Supabase project (build/env.ts, docs/adr/0034).
 */
import { type Claim, claims, describeUnconfirmedClaims } from '../../packages/content/src/claims.ts';
import { describeUnconfirmedFacts, unconfirmedFacts } from '../../packages/content/src/facts.ts';
import { describeUnconfirmedProof, type ProofItem, proof } from '../../packages/content/src/proof.ts';

/**
 * Whether a site address is a real, public one: anything but loopback and the domains reserved for
 * examples and tests (RFC 2606, RFC 6761) — with `example.ch`, the example domain of this repository's docs.
 */
export const isDeploymentUrl = (siteUrl: string): boolean => {
  const host = new URL(siteUrl).hostname.toLowerCase().replace(/\.$/, '');
  return !/(^|\.)localhost$|^\[::1\]$|^127(\.\d{1,3}){3}$|\.(example|test|invalid)$|(^|\.)example\.(com|net|org|ch)$/.test(
    host,
  );
};

/** The errors that stop a deployment build while company facts, claims or proof are unconfirmed. */
export class UnconfirmedFactsError extends Error {
  override name = 'UnconfirmedFactsError';
}
export class UnconfirmedClaimsError extends Error {
  override name = 'UnconfirmedClaimsError';
}
export class UnconfirmedProofError extends Error {
  override name = 'UnconfirmedProofError';
}

/** What one register's check says: how to count what is open, what a public build would do, how to fix it. */
type Gate = {
  error: new (message: string) => Error;
  count: (n: number) => string;
  published: string;
  fix: string;
  marked: string;
};

/**
 * Checks one register for a build of `siteUrl`: throws for a deployment build while anything is open,
 * naming each; for a local build returns the warning to print (undefined once all are confirmed).
 */
const check = (siteUrl: string, open: string[], gate: Gate): string | undefined => {
  if (!open.length) return undefined;
  const named = open.map((item) => `\n- ${item}`).join('');
  if (isDeploymentUrl(siteUrl))
    throw new gate.error(
      `This build is for ${siteUrl}, a public address, but ${gate.count(open.length)} ${gate.published}:${named}\n${gate.fix}`,
    );
  return `${gate.count(open.length)} ${gate.marked} (a build for a public VITE_SITE_URL fails until each is confirmed):${named}`;
};

/** The company's facts, each named with the value the pages would show. */
export const checkCompanyFacts = (siteUrl: string, facts: readonly string[] = unconfirmedFacts) =>
  check(siteUrl, describeUnconfirmedFacts(facts), {
    error: UnconfirmedFactsError,
    count: (n) => (n === 1 ? '1 company fact is' : `${n} company facts are`),
    published: 'still a sample value that the site would publish',
    fix: 'Put the registered values in packages/content/src/company.ts and take each off unconfirmedFacts in packages/content/src/facts.ts.',
    marked: 'still a sample value, shown marked as a sample on the pages that print it',
  });

/** The claims the pages show without confirmed evidence, each named with the pages that show it. */
export const checkClaims = (siteUrl: string, register: Record<string, Claim> = claims) =>
  check(siteUrl, describeUnconfirmedClaims(register), {
    error: UnconfirmedClaimsError,
    count: (n) => (n === 1 ? '1 claim shown on the pages lacks' : `${n} claims shown on the pages lack`),
    published: 'confirmed evidence',
    fix: "Put the evidence (standard, certificate or licence code, audit, date, holder) in packages/content/src/claims.ts and set the claim's `confirmed`, or take the claim off the pages.",
    marked: 'confirmed evidence, shown marked as unconfirmed',
  });

/** The certificates, audits, contacts, references and fairs of the proof page still samples. */
export const checkProof = (siteUrl: string, register: Record<string, ProofItem> = proof) =>
  check(siteUrl, describeUnconfirmedProof(register), {
    error: UnconfirmedProofError,
    count: (n) => (n === 1 ? '1 item of proof is' : `${n} items of proof are`),
    published: 'still a sample that the proof page would publish',
    fix: "Put the company's certificate, audit, contact, reference or fair in packages/content/src/proof.ts and set its `confirmed`, or take the item out.",
    marked: 'still a sample, shown marked as a sample on the proof page',
  });
