import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * Hyphenation at build time (docs/adr/0047-hyphenation-at-build-time.md): soft hyphens (U+00AD) go into
 * the long words of the compiled catalogs, found with TeX's hyphenation patterns for each language (the
 * `hyphen` package), so a narrow column breaks "Wieder­aufforstung" with a hyphen in every browser,
 * whether or not it has dictionaries for `hyphens: auto`. Nothing of this runs in a visitor's browser.
 */

/** A language of the site. */
export type HyphenLocale = 'en' | 'de' | 'fr' | 'it' | 'es';

/** U+00AD: invisible unless the line breaks there, where it shows as a hyphen. */
export const softHyphen = '\u00AD';

/** The pattern set of each language: British English, the 1996 German spelling (Swiss ss included). */
const patternSets: Record<HyphenLocale, string> = {
  en: 'en-gb',
  de: 'de-1996',
  fr: 'fr',
  it: 'it',
  es: 'es',
};

/**
 * Words shorter than this stay whole: they fit any column the site has (a phone's button holds ten
 * letters of its label), and every soft hyphen is two bytes more in the catalog a visit downloads.
 */
export const minWordLength = 12;

/** Letters kept together at a word's start and end ("Ge-" is fine, "-se" is not). */
const minLeft = 2;
const minRight = 3;

type Hyphenator = (word: string, options: { hyphenChar: string; minWordLength: number }) => string;

const require = createRequire(import.meta.url);
const hyphenators = new Map<HyphenLocale, Hyphenator>();

const hyphenatorOf = (locale: HyphenLocale): Hyphenator => {
  let hyphenator = hyphenators.get(locale);
  if (!hyphenator) {
    hyphenator = (require(`hyphen/${patternSets[locale]}/index.js`) as { hyphenateSync: Hyphenator })
      .hyphenateSync;
    hyphenators.set(locale, hyphenator);
  }
  return hyphenator;
};

/** One word's break points as soft hyphens, none nearer its ends than `minLeft` / `minRight` letters. */
export const hyphenateWord = (word: string, locale: HyphenLocale): string => {
  if (word.length < minWordLength) return word;
  const parts = hyphenatorOf(locale)(word, { hyphenChar: softHyphen, minWordLength }).split(softHyphen);
  let out = '';
  let done = 0;
  for (const [index, part] of parts.entries()) {
    const breakBefore = index > 0 && done >= minLeft && word.length - done >= minRight;
    out += (breakBefore ? softHyphen : '') + part;
    done += part.length;
  }
  return locale === 'de' ? out.replace(germanMisbreaks, '') : out;
};

/**
 * Breaks TeX's German patterns get wrong: "En-er-gie" (Energieaudit, Energieverbrauch) breaks only as
 * "Ener-gie" (the German reader, 29 November, twice).
 */
const germanMisbreaks = /(?<=\b[Ee]n)\u00ad(?=er)/g;

/**
 * A run of text between spaces that must stay exactly as written: an e-mail or web address (`@`, `://`,
 * `www.`), a path, a figure or a product code (a digit, a slash, an underscore).
 */
const verbatim = /[@/\\_\d]|:\/\/|^www\./u;

/** A word with two capitals is a name or an abbreviation (PEFC, MWST, UID), never hyphenated. */
const abbreviation = /\p{Lu}.*\p{Lu}/u;

/** Letters (and the apostrophes inside a word: "dell'azienda" is hyphenated as its two parts). */
const letters = /\p{L}+/gu;

/**
 * Puts soft hyphens into the long words of a text in a language. Spaces, punctuation, hard hyphens
 * ("Private-Label-Fertigung" breaks at its own hyphens first) and every verbatim run are kept as they are;
 * hyphenating twice changes nothing.
 */
export const hyphenateText = (text: string, locale: HyphenLocale): string =>
  text
    .split(/(\s+)/)
    .map((run) =>
      /^\s*$/.test(run) || verbatim.test(run) || run.includes(softHyphen)
        ? run
        : run.replace(letters, (word) => (abbreviation.test(word) ? word : hyphenateWord(word, locale))),
    )
    .join('');

/** A compiled Lingui message: text, and placeholders (`[name]`, `[name, format, { branch: message }]`). */
type CompiledMessage = readonly (string | readonly unknown[])[];

const hyphenateMessage = (message: CompiledMessage, locale: HyphenLocale): CompiledMessage =>
  message.map((part) => {
    if (typeof part === 'string') return hyphenateText(part, locale);
    const [name, format, branches] = part;
    if (!branches || typeof branches !== 'object') return part;
    const hyphenated = Object.fromEntries(
      Object.entries(branches).map(([key, branch]) => [
        key,
        Array.isArray(branch) ? hyphenateMessage(branch, locale) : branch,
      ]),
    );
    return [name, format, hyphenated];
  });

/**
 * Messages read where a soft hyphen has no business: the head (`seo.*`: titles, descriptions, keywords),
 * picture descriptions and accessible labels (read aloud, never wrapped), what leaves the page (an
 * e-mail's subject), and every message that is not running text (docs/adr/0065): headings (`…title`,
 * `…heading`, `…eyebrow`, the product card's headings `ui.products.*`), links and buttons (`nav.*`,
 * `footer.*` but its tagline, a banner's link labels `…crossPromo.*` but its text, `…link`, `…cta…`,
 * `…learnMore`, an FAQ's `…question`), names and roles, a form's product field and its options, the
 * quote's group name, labels and options (`contact.form.quote.*` but its hint), and the
 * facts and figures (`facts.*`, `figures.*`). Headings and buttons are balanced (`text-wrap: balance`)
 * and never split; only paragraphs and list items break inside a word.
 */
export const keepWhole = (id: string): boolean =>
  /^(seo|nav|facts|figures|ui\.header|ui\.products)\./.test(id) ||
  /^footer\.(?!tagline$|copyright$)/.test(id) ||
  // The quote's group name, field labels and options (its hint is text).
  /^contact\.form\.quote\.(?!packagingHint$)/.test(id) ||
  /\.crossPromo\.(?!text$)/.test(id) ||
  /\.(title|heading|eyebrow|link|cta\w*|learnMore|question|name|role|product|productNone)$/.test(id) ||
  /(alt|Alt|ariaLabel|AriaLabel|subject|Subject)$/.test(id);

/**
 * A compiled catalog (`{ id: message }`) with its running text hyphenated for its language. English is
 * left as written: its words are short enough for every column, and a hyphen mid-word ("man-ufacturing")
 * reads worse than a ragged line.
 */
export const hyphenateCatalog = (
  messages: Record<string, CompiledMessage>,
  locale: HyphenLocale,
): Record<string, CompiledMessage> =>
  locale === 'en'
    ? messages
    : Object.fromEntries(
        Object.entries(messages).map(([id, message]) => [
          id,
          keepWhole(id) ? message : hyphenateMessage(message, locale),
        ]),
      );

/** A compiled catalog's module (`lingui compile --typescript`): `export const messages=JSON.parse("…")`. */
const compiledCatalog = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/s;

/** The JavaScript string literal's value: JSON, once its `\xHH` escapes are written as `\u00HH`. */
const stringLiteralValue = (literal: string): string =>
  JSON.parse(
    literal.replace(/\\(x([0-9a-fA-F]{2})|[^x])/g, (sequence, _, hex?: string) =>
      hex ? `\\u00${hex}` : sequence,
    ),
  );

/**
 * A compiled catalog module with its messages hyphenated, or `undefined` if the module is not one (then it
 * is left alone).
 */
export const hyphenateCatalogModule = (code: string, locale: HyphenLocale): string | undefined => {
  const match = compiledCatalog.exec(code);
  if (!match?.[1]) return undefined;
  const messages = JSON.parse(stringLiteralValue(match[1])) as Record<string, CompiledMessage>;
  const hyphenated = JSON.stringify(JSON.stringify(hyphenateCatalog(messages, locale)));
  return `${code.slice(0, match.index)}JSON.parse(${hyphenated})${code.slice(match.index + match[0].length)}`;
};

/** The compiled catalogs of every package (`…/locales/de.ts`, the library's `de-CH.ts`), with their language. */
const catalogModule = /[\\/]locales[\\/](en|de|fr|it|es)(?:-CH)?\.ts$/;

/**
 * The site's builds (client and prerender alike, so the HTML and the hydrated app read the same text)
 * and its dev server hyphenate every compiled catalog they bundle: the library's, the brand's, the site's.
 */
export const hyphenation = (): Plugin => ({
  name: 'brand-hyphenation',
  enforce: 'pre',
  transform: {
    // Only the catalogs reach the hook (no JavaScript call for the other modules of the build).
    filter: { id: catalogModule },
    handler(code, id) {
      const locale = catalogModule.exec(id.split('?')[0] ?? '')?.[1] as HyphenLocale | undefined;
      if (!locale) return undefined;
      const hyphenated = hyphenateCatalogModule(code, locale);
      return hyphenated === undefined ? undefined : { code: hyphenated, map: null };
    },
  },
});
