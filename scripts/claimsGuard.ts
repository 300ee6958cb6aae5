/**
 * The claims guard (docs/adr/0035, docs/adr/0059): no text the site publishes calls anything neutral, net
 * zero or zero-emission, nor gives a short form of a claim. It reads every language's catalogs, the content
 * sources, the structured data and the meta descriptions, each normalised first, so a variant typed with
 * other characters ("carbon‑neutral" with U+2011, a no-break space, a ligature, "CO₂") is the same text
 * to it. The wordings are each language's glossary entries `climate neutrality claims` and `claim short
 * forms`, and the English ones in every language (loanwords).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { loadGlossaries } from './catalogs.ts';
import { findVariants, type GlossaryEntry } from './glossary.ts';

/** The glossary entries the guard applies. */
export const claimTerms = ['climate neutrality claims', 'claim short forms'] as const;

/**
 * The text as the guard compares it: compatibility forms folded (NFKC: "ﬁ" → "fi", "₂" → "2", the no-break
 * hyphen U+2011 → U+2010, NBSP and U+202F → space), lower-case, every Unicode hyphen, dash and minus → "-",
 * every Unicode space → " ". Soft hyphens go: the build puts them inside words (docs/adr/0047), and a word
 * split by them is still the word.
 */
export const normaliseClaimText = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u00ad\u200b\u2060\ufeff]/g, '')
    .replace(/[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/g, '-')
    .replace(/[\p{Zs}\t\u180e]/gu, ' ');

const { glossaries } = loadGlossaries();

/**
 * The entries that hold `locale`'s texts: its own and the English ones, their wordings normalised like the
 * texts ("CO₂-neutral*" becomes "co2-neutral*").
 */
const entriesFor = (locale: string): GlossaryEntry[] =>
  [...new Set([locale, 'en'])].flatMap((language) =>
    (glossaries.get(language) ?? [])
      .filter((entry) => (claimTerms as readonly string[]).includes(entry.term))
      .map((entry) => ({
        ...entry,
        avoid: entry.avoid.map(normaliseClaimText),
        except: entry.except?.map(normaliseClaimText),
      })),
  );

/** The forbidden wordings found in a text of one language (or of any language: `all`). */
export const claimFindings = (locale: string | 'all', text: string): string[] => {
  const subject = normaliseClaimText(text);
  const locales = locale === 'all' ? [...glossaries.keys()] : [locale];
  const found = new Set<string>();
  for (const language of locales)
    for (const entry of entriesFor(language))
      for (const finding of findVariants(entry, subject)) found.add(finding.found);
  return [...found];
};

/** Every string in a JSON-LD value (names, descriptions, answers), with its path. */
export const jsonLdTexts = (value: unknown, path = '$'): [string, string][] => {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => jsonLdTexts(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => jsonLdTexts(item, `${path}.${key}`));
  return [];
};

const root = join(import.meta.dirname, '..');

/** The content sources: every `.ts` file of `packages/content/src`, tests and compiled catalogs left out. */
export const contentSources = (dir = join(root, 'packages', 'content', 'src')): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('locales'))
    .map((file) => join(dir, file));

/**
 * The texts of a source file: its string literals and template parts (comments are notes to developers,
 * not copy; a comment may name a wording to explain why it is forbidden).
 */
export const sourceTexts = (code: string, file = 'source.ts'): string[] => {
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true));
  return texts;
};

/** What the guard finds in the content sources, one line per file and wording. */
export const sourceFindings = (files = contentSources()): string[] =>
  files.flatMap((file) =>
    // One pass per file: its strings joined by NUL, which no wording spans (a space between words is
    // any whitespace, NUL is none).
    claimFindings('all', sourceTexts(readFileSync(file, 'utf8'), file).join('\u0000')).map(
      (found) => `${relative(root, file)}: "${found}"`,
    ),
  );
