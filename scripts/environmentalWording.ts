/**
 * Environmental wording outside the register (docs/adr/0059, the lawyer's read of 29 November): a page
 * message whose English words touch the environment (recycled, certified, energy, emissions, forest,
 * waste, efficient …) either is a register claim (`claims.*`, printed with its qualifier and evidence) or
 * has been read and found to claim nothing: a name, a register claim printed through a placeholder, a
 * product's material with its scope, a plain description. The reviewed messages are listed with the
 * reason and a fingerprint of the English text they were reviewed in (`packages/content/reviewed-wording.json`),
 * so a reviewed message rewritten into a claim is caught as well as a new one.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normaliseClaimText } from './claimsGuard.ts';
import { parsePo } from './po.ts';

const root = join(import.meta.dirname, '..');

/** The English catalogs of the pages (the library's own labels name no environmental benefit). */
export const pageCatalogs = [
  join(root, 'packages', 'content', 'src', 'locales', 'en.po'),
  join(root, 'packages', 'content', 'src', 'sections', 'locales', 'en.po'),
];

export const reviewedWordingFile = join(root, 'packages', 'content', 'reviewed-wording.json');

/** Why a message with environmental words makes no claim of its own. */
export const reasons = {
  names: 'names a page, section, product, document or picture',
  register: 'prints register claims through their placeholders, or links to one',
  spec: 'states a product’s material with its scope (share by weight, licence codes)',
  describes: 'describes a material, process or route without an environmental benefit',
} as const;

export type Reason = keyof typeof reasons;

/** A reviewed message: why it claims nothing, and the fingerprint of the English text that was read. */
export type Reviewed = Record<string, [reason: Reason, fingerprint: string]>;

/** The words that make a message environmental, matched on the normalised text. */
export const environmentalWords =
  /recycl|certif|energ|emission|sustainab|forest|resource|offset|landfill|biodegrad|renewab|\beco|green|climate|carbon|co2|environment|waste|efficien|responsib|\beudr\b|\bfsc\b|\bpefc\b|planet|nature\b/;

/** Whether a text touches the environment. */
export const isEnvironmental = (text: string): boolean => environmentalWords.test(normaliseClaimText(text));

/** The first eight hex digits of the text's SHA-256: enough to see that a reviewed text changed. */
export const fingerprint = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 8);

/**
 * What is wrong, one line per message: environmental wording neither in the register nor reviewed, a
 * reviewed message changed since its review, a reviewed message gone or no longer environmental.
 */
export const wordingFindings = (messages: ReadonlyMap<string, string>, reviewed: Reviewed): string[] => {
  const found: string[] = [];
  for (const [id, text] of messages) {
    if (id.startsWith('claims.') || !isEnvironmental(text)) continue;
    const review = reviewed[id];
    if (!review)
      found.push(`${id}: environmental wording outside the register, not reviewed ("${fingerprint(text)}")`);
    else if (!(review[0] in reasons))
      found.push(`${id}: "${review[0]}" is no reason (${Object.keys(reasons).join(', ')})`);
    else if (review[1] !== fingerprint(text))
      found.push(`${id}: changed since it was reviewed; read it again ("${fingerprint(text)}")`);
  }
  for (const id of Object.keys(reviewed))
    if (!messages.has(id) || !isEnvironmental(messages.get(id) ?? ''))
      found.push(`${id}: reviewed, but no page message says this any more; take it off the list`);
  return found;
};

/** The English page messages, by id. */
export const pageMessages = (files = pageCatalogs): Map<string, string> =>
  new Map(
    files.flatMap((file) =>
      parsePo(readFileSync(file, 'utf8')).entries.map(({ id, str }) => [id, str] as const),
    ),
  );

export const loadReviewed = (file = reviewedWordingFile): Reviewed => JSON.parse(readFileSync(file, 'utf8'));
