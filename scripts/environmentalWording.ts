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
  company: 'says where the company is or comes from, not where goods are made',
} as const;

export type Reason = keyof typeof reasons;

/** A reviewed message: why it claims nothing, and the fingerprint of the English text that was read. */
export type Reviewed = Record<string, [reason: Reason, fingerprint: string]>;

/**
 * The words that make a message a possible claim, matched on the normalised text: environmental ones, and the
 * origin words (a Swiss indication tied to goods made abroad: MSchG Art. 47, the lawyer's H1).
 */
export const environmentalWords =
  /recycl|certif|energ|emission|sustainab|forest|resource|offset|landfill|biodegrad|renewab|\beco|green|climate|carbon|co2|environment|waste|efficien|responsib|\beudr\b|\bfsc\b|\bpefc\b|planet|nature\b|swiss|switzerland/;

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

/**
 * What a translation may not add to its English message (the lawyer, 29 November, H3: a Spanish summary said
 * "cómo compensamos las emisiones", "how we offset the emissions", where the English says "what we do about
 * the emissions"). Each concept with the stems that say it in each language, matched on the normalised text.
 */
export const concepts: Record<string, Record<'en' | 'de' | 'fr' | 'it' | 'es', RegExp>> = {
  offsetting: {
    en: /offset|credits/,
    de: /kompens|zertifikate und legen/,
    fr: /compens|crédits/,
    it: /compens|crediti/,
    es: /compens|créditos/,
  },
  neutrality: { en: /neutral/, de: /neutral/, fr: /neutr/, it: /neutr/, es: /neutr/ },
  climate: {
    en: /climat|carbon|co2/,
    de: /klima|co2/,
    fr: /climat|carbone|co2/,
    it: /clima|carbonio|co2/,
    es: /clima|carbono|co2/,
  },
  recycling: {
    en: /recycl/,
    de: /recycl|rezykl/,
    fr: /recycl/,
    it: /ricicl/,
    es: /recicl/,
  },
  sustainability: {
    en: /sustainab/,
    de: /nachhalt/,
    fr: /durabilit|développement durable/,
    it: /sostenib/,
    es: /sostenib/,
  },
  environment: {
    en: /environment|eco-?friendly|\bgreen\b/,
    de: /umwelt/,
    fr: /environnement|écolog/,
    it: /ambient|ecolog/,
    es: /medio ?ambient|ambiental|ecológ/,
  },
};

/** The languages a page catalog is translated into. */
export const translations = ['de', 'fr', 'it', 'es'] as const;

/**
 * A translation that says what its English message does not: one line per message and concept. A story
 * or a colour word ("green broom") is no concept of these, and the English decides: a translation may say
 * "recycled" where the English says "recycled".
 */
export const translationFindings = (
  english: ReadonlyMap<string, string>,
  translated: ReadonlyMap<string, string>,
  locale: (typeof translations)[number],
): string[] => {
  const found: string[] = [];
  for (const [id, text] of translated) {
    const source = normaliseClaimText(english.get(id) ?? '');
    const subject = normaliseClaimText(text);
    for (const [concept, stems] of Object.entries(concepts))
      if (stems[locale].test(subject) && !stems.en.test(source))
        found.push(`${locale} ${id}: says "${concept}" where the English does not`);
  }
  return found;
};

/** A language's page messages, by id (the English ones: `pageMessages()`). */
export const pageMessagesIn = (locale: string): Map<string, string> =>
  pageMessages(pageCatalogs.map((file) => file.replace(/en\.po$/, `${locale}.po`)));
