/**
 * The glossaries of the brand's copy: one per language in `packages/content/glossary/<locale>.json`, a list of
 * entries { term, use, avoid, except?, note, match?, caseSensitive? } (docs/adr/0025-glossary.md).
 * `scripts/catalogs.ts check` fails on any catalog message that contains one of an entry's `avoid` variants.
 *
 * How a variant is matched (`match`):
 * - `word` (default): as whole words, case-insensitive, any kind of space between its words, the typewriter
 *   apostrophe ' the same as ’. A trailing `*` also matches longer words ("klimaneutral*" finds
 *   "klimaneutraler"). A variant that starts or ends with a space or a punctuation mark has no word edge
 *   there, so " :" finds any ordinary space before a colon.
 * - `text`: anywhere, inside words too ("ß").
 * - `regex`: a regular expression (Unicode flag; case-insensitive unless `caseSensitive`).
 * A variant found inside one of the entry's `except` phrases ("Manufacturing Inquiry" for "inquiry") is allowed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type GlossaryEntry = {
  /** The concept, in English. */
  term: string;
  /** The wording this language uses for it. */
  use: string;
  /** Wordings that must not appear in this language's messages. */
  avoid: string[];
  /** Longer phrases in which a variant is right after all. */
  except?: string[];
  /** Why: shown to whoever meets the rule. */
  note: string;
  match?: 'word' | 'text' | 'regex';
  /** Compare letters' case too (a rule about capitals, or "E-mail" against "E-Mail"). */
  caseSensitive?: boolean;
};

/** One forbidden variant found in a message. */
export type Finding = { variant: string; found: string; index: number };

const wordChar = /[\p{L}\p{N}_]/u;
const notWordBefore = '(?<![\\p{L}\\p{N}_])';
const notWordAfter = '(?![\\p{L}\\p{N}_])';
const anySpace = '[\\s\\u00a0\\u202f]+';
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The typewriter apostrophe and ’ are one letter to the glossary (same length: indexes still hold). */
const normalise = (text: string) => text.replaceAll("'", '’');

/**
 * A placeholder's name (`{email}`, `{days, plural, …}`) is code, not wording: words and characters are
 * looked for with the names masked (same length). Regular expressions see them, since a rule may be about
 * placeholders (a sentence must not start with a figure's).
 */
const maskPlaceholders = (text: string) =>
  text.replace(
    /\{(\s*)([\p{L}_][\p{L}\p{N}_]*)(?=\s*[,}])/gu,
    (_, space: string, name: string) => `{${space}${'·'.repeat(name.length)}`,
  );

/** A variant (or an `except` phrase) as the source of a regular expression. */
export const variantPattern = (variant: string, match: GlossaryEntry['match'] = 'word'): string => {
  if (match === 'regex') return variant;
  const text = normalise(variant);
  if (match === 'text') return literal(text);
  const prefix = text.length > 1 && text.endsWith('*');
  const body = prefix ? text.slice(0, -1) : text;
  const source = body.split(/\s/).map(literal).join(anySpace);
  const start = wordChar.test(body.charAt(0)) ? notWordBefore : '';
  const end = prefix ? '[\\p{L}\\p{N}_]*' : wordChar.test(body.charAt(body.length - 1)) ? notWordAfter : '';
  return `${start}${source}${end}`;
};

const flags = (entry: Pick<GlossaryEntry, 'caseSensitive'>) => (entry.caseSensitive ? 'gu' : 'giu');

/** Every place where `text` holds one of the entry's forbidden variants, outside its `except` phrases. */
export const findVariants = (entry: GlossaryEntry, text: string): Finding[] => {
  const subject = entry.match === 'regex' ? normalise(text) : maskPlaceholders(normalise(text));
  const allowed: [number, number][] = [];
  for (const phrase of entry.except ?? []) {
    for (const m of subject.matchAll(new RegExp(variantPattern(phrase), 'giu')))
      allowed.push([m.index, m.index + m[0].length]);
  }
  const found: Finding[] = [];
  for (const variant of entry.avoid) {
    for (const m of subject.matchAll(new RegExp(variantPattern(variant, entry.match), flags(entry)))) {
      const start = m.index;
      const end = start + m[0].length;
      if (end === start) continue;
      if (allowed.some(([from, to]) => from <= start && end <= to)) continue;
      // "Lkw" found by "Lkw*" and "LKW*", "llenado" inside "máquinas de llenado": one finding per place.
      if (found.some((f) => f.index < end && start < f.index + f.found.length)) continue;
      found.push({ variant, found: text.slice(start, end), index: start });
    }
  }
  return found.sort((a, b) => a.index - b.index);
};

/** Mistakes in a glossary itself: missing fields, a pattern that does not compile, a `use` it forbids. */
export const glossaryErrors = (entries: unknown): string[] => {
  if (!Array.isArray(entries)) return ['a glossary is a JSON array of entries'];
  const errors: string[] = [];
  entries.forEach((entry: Partial<GlossaryEntry>, index) => {
    const name = `entry ${index + 1} (${entry.term ?? 'no term'})`;
    for (const field of ['term', 'use', 'note'] as const)
      if (typeof entry[field] !== 'string' || !entry[field]?.trim())
        errors.push(`${name}: "${field}" is missing`);
    if (
      !Array.isArray(entry.avoid) ||
      !entry.avoid.length ||
      entry.avoid.some((v) => typeof v !== 'string' || !v)
    )
      errors.push(`${name}: "avoid" must list at least one variant`);
    else
      for (const variant of entry.avoid) {
        try {
          new RegExp(variantPattern(variant, entry.match), 'u');
        } catch (error) {
          errors.push(`${name}: "${variant}" is not a valid pattern (${(error as Error).message})`);
        }
      }
    if (entry.match !== undefined && !['word', 'text', 'regex'].includes(entry.match))
      errors.push(`${name}: "match" is word, text or regex`);
    if (errors.length || entry.match === 'regex') return;
    const own = findVariants(entry as GlossaryEntry, entry.use as string);
    if (own.length) errors.push(`${name}: its "use" contains the forbidden "${own[0]?.found}"`);
  });
  return errors;
};

/** The glossary of one language, or undefined when it has none. */
export const readGlossary = (dir: string, locale: string): GlossaryEntry[] | undefined => {
  const path = join(dir, `${locale}.json`);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
};

/** What a message breaks: one line per forbidden variant found. */
export const glossaryProblems = (
  glossary: GlossaryEntry[],
  locale: string,
  catalog: string,
  messages: Iterable<[id: string, text: string]>,
): string[] => {
  const problems: string[] = [];
  for (const [id, text] of messages)
    for (const entry of glossary)
      for (const { variant, found } of findVariants(entry, text)) {
        const rule =
          entry.match === 'regex' ? `breaks "${entry.term}"` : `avoid "${variant}" (${entry.term})`;
        problems.push(
          `${locale}: "${id}" in ${catalog} has "${found}" (glossary: ${rule}); use ${entry.use}`,
        );
      }
  return problems;
};
