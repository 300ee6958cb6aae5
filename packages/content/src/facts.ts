/**
 * The company's facts that are still samples: placeholders until the company supplies the registered
 * values. Every page that prints one marks it as a sample (`factCopy.ts`); a build meant for deployment
 * fails while any remains, naming each (`site/build/deployment.ts`, docs/adr/0036). Plain data and
 * functions, no messages: the build reads this file.
 */
import { company } from './company.ts';

/**
 * The facts still to be confirmed, by path in `company`. A path covers everything under it
 * (`processors.supabase` covers its region). Take a fact off the list once the company has confirmed it.
 */
export const unconfirmedFacts = [
  'name',
  'shortName',
  'address',
  'email',
  'phone',
  'replyWorkingDays',
  'legal.registerOffice',
  'legal.uid',
  'legal.representatives',
  'claims.offsetting',
  'claims.energy',
  'processors.webHost',
  'processors.mailbox',
  'processors.videoHost',
  'processors.supabase',
  'processors.emailjs',
  'privacy.euEstablishments',
  'privacy.logRetentionDays',
  'privacy.supabaseLogRetentionDays',
  'privacy.videoHostLogRetentionDays',
  'privacy.emailjsHistoryDays',
  'orderTerms',
] as const;

/** A path into `company` (`legal.uid`, `processors.emailjs.serverCountryCode`). */
export type FactPath = string;

/** A fact's value, by its path in `company` (`legal.uid`). */
export const factValue = (path: FactPath): unknown =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], company);

/** Whether a fact, or a fact it belongs to, is still a sample. */
export const isUnconfirmed = (path: FactPath, facts: readonly string[] = unconfirmedFacts): boolean =>
  facts.some((fact) => path === fact || path.startsWith(`${fact}.`));

/** Each unconfirmed fact with the sample value the pages show: `legal.uid ("CHE-000.000.000")`. */
export const describeUnconfirmedFacts = (facts: readonly string[] = unconfirmedFacts): string[] =>
  facts.map((path) => `${path} (${JSON.stringify(factValue(path))})`);
