import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import type { Plugin } from 'vite';

/**
 * Hyphenation at build time (docs/adr/0047): soft hyphens (U+00AD) go into the long words of the running
 * text of the compiled catalogs, found with TeX's patterns for each language (the `hyphen` package), so a
 * narrow column breaks "Wieder­aufforstung" with a hyphen in every browser. Nothing of this runs in a browser.
 */

/** A language of the site. */
export type HyphenLocale = 'en' | 'de' | 'fr' | 'it' | 'es';

/** U+00AD: invisible unless the line breaks there, where it shows as a hyphen. */
export const softHyphen = '\u00AD';

/** Shorter words fit any column (a phone's button holds ten letters), and each soft hyphen costs two bytes. */
export const minWordLength = 12;

/** The pattern set of each language: British English, the 1996 German spelling (Swiss ss included). */
const patternSets = { en: 'en-gb', de: 'de-1996', fr: 'fr', it: 'it', es: 'es' };
type Hyphenator = (word: string, options: { hyphenChar: string; minWordLength: number }) => string;
const require = createRequire(import.meta.url);
const hyphenator = (locale: HyphenLocale): Hyphenator =>
  (require(`hyphen/${patternSets[locale]}/index.js`) as { hyphenateSync: Hyphenator }).hyphenateSync;

/**
 * One word's break points as soft hyphens, none with fewer than two letters before it ("Ge-" is fine) or
 * three after it ("-se" is not). TeX's German patterns break "En-er-gie" (Energieaudit, Energieverbrauch):
 * German writes only "Ener-gie" (the German reader, 29 November).
 */
export const hyphenateWord = (word: string, locale: HyphenLocale): string => {
  if (word.length < minWordLength) return word;
  const hyphenated = hyphenator(locale)(word, { hyphenChar: softHyphen, minWordLength });
  const out = hyphenated.replace(/^(\p{L})\u00ad|\u00ad(?=(?:\p{L}\u00ad?){1,2}$)/gu, '$1');
  return locale === 'de' ? out.replace(/(?<=\b[Ee]n)\u00ad(?=er)/g, '') : out;
};

/**
 * Puts soft hyphens into the long words of a text. Spaces, punctuation and hard hyphens stay as they are;
 * so does a run between spaces that must be read exactly (an address, a path, a figure, a product code:
 * `@`, `/`, `\`, `_`, a digit, `www.`), and a word with two capitals (PEFC, MWST: a name or an abbreviation).
 * Hyphenating twice changes nothing.
 */
export const hyphenateText = (text: string, locale: HyphenLocale): string =>
  text.replace(/[^\s]+/g, (run) =>
    /[@/\\_\d\u00ad]|^www\./.test(run)
      ? run
      : run.replace(/\p{L}+/gu, (word) =>
          /\p{Lu}.*\p{Lu}/u.test(word) ? word : hyphenateWord(word, locale),
        ),
  );

/** A compiled Lingui message: text, and placeholders (`[name]`, `[name, format, { branch: message }]`). */
type CompiledMessage = readonly (string | readonly unknown[])[];

const hyphenateMessage = (message: CompiledMessage, locale: HyphenLocale): CompiledMessage =>
  message.map((part) => {
    if (typeof part === 'string') return hyphenateText(part, locale);
    const [name, format, branches] = part;
    if (!branches || typeof branches !== 'object') return part;
    const each = (branch: unknown) => (Array.isArray(branch) ? hyphenateMessage(branch, locale) : branch);
    return [
      name,
      format,
      Object.fromEntries(Object.entries(branches).map(([key, branch]) => [key, each(branch)])),
    ];
  });

/**
 * Messages that are not running text keep their words whole (docs/adr/0065): the head (`seo.*`), picture
 * descriptions and accessible labels (read aloud), an e-mail's subject, headings (`…title`, `…heading`,
 * `…eyebrow`, `ui.products.*`), links and buttons (`nav.*`, `footer.*` but its tagline, a banner's links
 * `…crossPromo.*` but its text, `…link`, `…cta…`, `…learnMore`, an FAQ's `…question`), names and roles, the
 * form's product field and the quote's labels and options (but its hint), facts and figures. Headings and
 * buttons are balanced (`text-wrap: balance`); only paragraphs and list items break inside a word.
 */
export const keepWhole = (id: string): boolean =>
  /^(seo|nav|facts|figures|ui\.header|ui\.products)\./.test(id) ||
  /^footer\.(?!tagline$|copyright$)/.test(id) ||
  /^contact\.form\.quote\.(?!packagingHint$)/.test(id) ||
  /\.crossPromo\.(?!text$)/.test(id) ||
  /\.(title|heading|eyebrow|link|cta\w*|learnMore|question|name|role|product|productNone)$/.test(id) ||
  /(alt|Alt|ariaLabel|AriaLabel|subject|Subject)$/.test(id);

/**
 * A compiled catalog (`{ id: message }`) with its running text hyphenated. English is left as written: its
 * words fit every column, and "man-ufacturing" reads worse than a ragged line.
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

/**
 * A compiled catalog module (`lingui compile --typescript`: `export const messages=JSON.parse("…")`) with
 * its messages hyphenated, or `undefined` if the module is not one.
 */
export const hyphenateCatalogModule = (code: string, locale: HyphenLocale): string | undefined => {
  const match = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/s.exec(code);
  if (!match?.[1]) return undefined;
  // The regular expression matched a string literal only: evaluating it gives its text, escapes and all.
  const messages = JSON.parse(runInNewContext(match[1])) as Record<string, CompiledMessage>;
  const hyphenated = JSON.stringify(JSON.stringify(hyphenateCatalog(messages, locale)));
  return `${code.slice(0, match.index)}JSON.parse(${hyphenated})${code.slice(match.index + match[0].length)}`;
};

/** The compiled catalogs of every package (`…/locales/de.ts`, the library's `de-CH.ts`), with their language. */
const catalogModule = /[\\/]locales[\\/](en|de|fr|it|es)(?:-CH)?\.ts$/;

/**
 * The site's builds (client and prerender alike, so the HTML and the hydrated app read the same text) and
 * its dev server hyphenate every compiled catalog they bundle: the library's, the brand's, the site's.
 */
export const hyphenation = (): Plugin => ({
  name: 'brand-hyphenation',
  enforce: 'pre',
  transform: {
    // Only the catalogs reach the hook (no JavaScript call for the other modules of the build).
    filter: { id: catalogModule },
    handler(code, id) {
      const locale = catalogModule.exec(id.split('?')[0] ?? '')?.[1] as HyphenLocale | undefined;
      const hyphenated = locale && hyphenateCatalogModule(code, locale);
      return hyphenated ? { code: hyphenated, map: null } : undefined;
    },
  },
});
