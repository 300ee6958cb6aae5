/**
 * Checks (and helps fill) the Lingui catalogs of every package.
 *
 *   node scripts/catalogs.ts check          fail when a de/fr/it/es message is missing, empty, left
 *                                           identical to English without an allow-list entry, or has other
 *                                           placeholders than English (run after `lingui extract --overwrite`,
 *                                           which makes the English catalog the code's own messages)
 *   node scripts/catalogs.ts fill FILE.json  write translations { id: { de, de-CH, fr, it, es } } into the catalogs
 *
 * Identical texts that are right (brand names, figures, words that are the same in a language) are
 * allow-listed per catalog in `allow-identical.json` beside the .po files: { "id": "reason" } or
 * { "id": { "locales": ["de"], "reason": "…" } }.
 *
 * The check also holds every catalog, English included, to the glossary of its language,
 * `packages/content/glossary/<locale>.json` (docs/adr/0025-glossary.md): a message that contains one of
 * an entry's `avoid` variants fails with the message id, the catalog, the variant found and the term to use.
 *
 * German comes twice in the library's folder: `de-CH` (Switzerland, the brand's own German: the German
 * glossary, no ß) and `de` (Germany). The German of Germany is held to the same glossary except the Swiss
 * spelling rule, and must say exactly what `de-CH` says but for ß: each of its messages, with ß written
 * ss, is the Swiss one (docs/adr/0064).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type GlossaryEntry, glossaryErrors, glossaryProblems, readGlossary } from './glossary.ts';
import { formatPo, parsePo } from './po.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const targets = ['de', 'fr', 'it', 'es'] as const;
const locales = ['en', ...targets] as const;

/** Where the glossaries live: `<locale>.json`, one per language. */
export const glossaryDir = join(root, 'packages', 'content', 'glossary');

/** The five glossaries, and what is wrong with them (a missing one, a malformed entry). */
export const loadGlossaries = (dir = glossaryDir) => {
  const glossaries = new Map<string, GlossaryEntry[]>();
  const errors: string[] = [];
  for (const locale of locales) {
    const glossary = readGlossary(dir, locale);
    if (!glossary) {
      errors.push(`${locale}: glossary ${locale}.json missing`);
      continue;
    }
    const mistakes = glossaryErrors(glossary);
    errors.push(...mistakes.map((mistake) => `${locale}: glossary ${locale}.json, ${mistake}`));
    if (!mistakes.length) glossaries.set(locale, glossary);
  }
  return { glossaries, errors };
};

/** Every folder that holds an en.po catalog. */
export const catalogDirs = (): string[] => {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'en.po') found.push(dir);
    }
  };
  for (const top of ['packages', 'site']) if (existsSync(join(root, top))) walk(join(root, top));
  return found.sort();
};

type Allow = Record<string, string | { locales: string[]; reason: string }>;

const allowed = (allow: Allow, id: string, locale: string) => {
  const rule = allow[id];
  return typeof rule === 'string' || Boolean(rule?.locales.includes(locale));
};

/**
 * The argument names of an ICU message, sorted: `{who}` and `{count, plural, …}` give `who` and `count`.
 * (A plural case's text in braces starts with `#` or a word followed by more text; a one-word case text
 * such as `one {item}` would count as an argument — none of our messages has one.)
 */
export const placeholders = (message: string): string[] =>
  [...new Set([...message.matchAll(/\{\s*([\w$]+)\s*[,}]/g)].map((match) => match[1] as string))].sort();

/** The catalogs of a folder besides English: the four languages, and Swiss German where there is one. */
const targetsOf = (dir: string): string[] => [
  ...targets,
  ...(existsSync(join(dir, 'de-CH.po')) ? ['de-CH'] : []),
];

/** The Swiss spelling rule of the German glossary: Switzerland writes ss where Germany writes ß. */
const isSwissSpelling = (entry: GlossaryEntry) => entry.avoid.includes('ß');

/**
 * The glossary a catalog is held to: its language's; Swiss German (`de-CH`) the German one; German for
 * Germany (`de` beside a `de-CH`) the German one without the Swiss spelling rule.
 */
const glossaryOf = (glossaries: Map<string, GlossaryEntry[]>, locale: string, swissBeside: boolean) => {
  if (locale === 'de-CH') return glossaries.get('de') ?? [];
  const glossary = glossaries.get(locale) ?? [];
  return locale === 'de' && swissBeside ? glossary.filter((entry) => !isSwissSpelling(entry)) : glossary;
};

/**
 * An editor's note left in a message: a code point named ("U+00A0"), code (`backticks`, a file "hyphenate.ts"),
 * a finding's number ("#5"), Markdown's line break. A reviewer's proposal pasted whole once shipped
 * "(the space in «FSC 100 %» stays U+00A0)" on six German pages (the German reader, 29 November).
 */
export const editorsNote = (text: string): string | undefined =>
  /\bU\+[0-9A-F]{4}\b|`|\b[\w-]+\.(?:ts|tsx|po|json|md)\b|(?:^|\s)#\d+\b|<br\s*\/?>/.exec(text)?.[0];

/** Lists every problem in one catalog folder (the glossaries' rules included when they are given). */
export const problems = (dir: string, glossaries = new Map<string, GlossaryEntry[]>()): string[] => {
  const source = new Map(parsePo(readFileSync(join(dir, 'en.po'), 'utf8')).entries.map((e) => [e.id, e.str]));
  const allowPath = join(dir, 'allow-identical.json');
  const allow: Allow = existsSync(allowPath) ? JSON.parse(readFileSync(allowPath, 'utf8')) : {};
  const found: string[] = [];
  const catalog = (locale: string) => relative(root, join(dir, `${locale}.po`));
  for (const [id, english] of source) if (!english.trim()) found.push(`en: "${id}" has no English text`);
  const note = (locale: string, id: string, text: string) => {
    const left = editorsNote(text);
    if (left) found.push(`${locale}: "${id}" holds an editor's note ("${left}"), not copy: take it out`);
  };
  for (const [id, english] of source) note('en', id, english);
  found.push(...glossaryProblems(glossaries.get('en') ?? [], 'en', catalog('en'), source));
  const swissBeside = existsSync(join(dir, 'de-CH.po'));
  const read = (locale: string) =>
    new Map(parsePo(readFileSync(join(dir, `${locale}.po`), 'utf8')).entries.map((e) => [e.id, e.str]));
  for (const locale of targetsOf(dir)) {
    const path = join(dir, `${locale}.po`);
    if (!existsSync(path)) {
      found.push(`${locale}: catalog missing`);
      continue;
    }
    const translated = read(locale);
    for (const [id, english] of source) {
      const text = translated.get(id);
      if (text) note(locale, id, text);
      if (!text?.trim()) found.push(`${locale}: "${id}" is not translated`);
      else if (text === english && !allowed(allow, id, locale))
        found.push(`${locale}: "${id}" is still English`);
      else if (placeholders(text).join() !== placeholders(english).join())
        found.push(
          `${locale}: "${id}" has the placeholders {${placeholders(text).join('}, {')}} where English has {${placeholders(english).join('}, {')}}`,
        );
    }
    found.push(
      ...glossaryProblems(glossaryOf(glossaries, locale, swissBeside), locale, catalog(locale), translated),
    );
  }
  if (swissBeside && existsSync(join(dir, 'de.po'))) {
    const swiss = read('de-CH');
    for (const [id, german] of read('de')) {
      const text = swiss.get(id);
      // ß and ss, and the thousands separator between digits (Germany "100.000.000", Switzerland "100’000’000").
      const same = (value: string) =>
        value.replaceAll('ß', 'ss').replace(/(?<=\d)[.’\u00a0\u202f ](?=\d{3})/g, '');
      if (text && german && same(german) !== same(text))
        found.push(
          `de: "${id}" says "${german}" where de-CH says "${text}": the two differ only in ß (Germany) and ss (Switzerland), and in the thousands separator`,
        );
    }
  }
  return found;
};

const check = () => {
  const { glossaries, errors } = loadGlossaries();
  for (const error of errors) console.error(`  ${error}`);
  let failed = errors.length;
  for (const dir of catalogDirs()) {
    const list = problems(dir, glossaries);
    const count = parsePo(readFileSync(join(dir, 'en.po'), 'utf8')).entries.length;
    const catalogs = targetsOf(dir).length + 1;
    console.info(
      `${dir.slice(root.length + 1)}: ${count} messages × ${catalogs} catalogs, ${list.length} problems`,
    );
    for (const problem of list) console.error(`  ${problem}`);
    failed += list.length;
  }
  if (failed) {
    console.error(
      `\n${failed} catalog problems. Run \`pnpm i18n:extract\`, translate (the glossaries are in packages/content/glossary), and run this again.`,
    );
    process.exit(1);
  }
};

const fill = (file: string) => {
  const translations: Record<string, Partial<Record<string, string>>> = JSON.parse(
    readFileSync(file, 'utf8'),
  );
  for (const dir of catalogDirs()) {
    for (const locale of targetsOf(dir)) {
      const path = join(dir, `${locale}.po`);
      if (!existsSync(path)) continue;
      const { header, entries } = parsePo(readFileSync(path, 'utf8'));
      let changed = 0;
      for (const entry of entries) {
        const text = translations[entry.id]?.[locale];
        if (text === undefined || text === entry.str) continue;
        entry.str = text;
        changed++;
      }
      if (changed) writeFileSync(path, formatPo(header, entries));
    }
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, arg] = process.argv.slice(2);
  if (command === 'check') check();
  else if (command === 'fill' && arg) fill(arg);
  else {
    console.error('usage: node scripts/catalogs.ts check | fill FILE.json');
    process.exit(2);
  }
}
