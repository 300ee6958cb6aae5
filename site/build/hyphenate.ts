import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import type { Plugin } from 'vite';

/** Soft hyphens into the long words of the catalogs' running text, at build time (docs/adr/0047, 0065). */
export type HyphenLocale = 'en' | 'de' | 'fr' | 'it' | 'es';

export const softHyphen = '\u00AD';

/** Shorter words fit any column, and each soft hyphen costs two bytes. */
export const minWordLength = 12;

const patternSets = { en: 'en-gb', de: 'de-1996', fr: 'fr', it: 'it', es: 'es' };
type Hyphenator = (word: string, options: { hyphenChar: string; minWordLength: number }) => string;
const require = createRequire(import.meta.url);
const hyphenator = (locale: HyphenLocale): Hyphenator =>
  (require(`hyphen/${patternSets[locale]}/index.js`) as { hyphenateSync: Hyphenator }).hyphenateSync;

/** A word's break points, two letters from its start and three from its end at least; German "Ener-gie" only. */
export const hyphenateWord = (word: string, locale: HyphenLocale): string => {
  if (word.length < minWordLength) return word;
  const hyphenated = hyphenator(locale)(word, { hyphenChar: softHyphen, minWordLength });
  const out = hyphenated.replace(/^(\p{L})\u00ad|\u00ad(?=(?:\p{L}\u00ad?){1,2}$)/gu, '$1');
  return locale === 'de' ? out.replace(/(?<=\b[Ee]n)\u00ad(?=er)/g, '') : out;
};

/** A text's long words hyphenated; addresses, paths, figures, codes and words with two capitals kept whole. */
export const hyphenateText = (text: string, locale: HyphenLocale): string =>
  text.replace(/[^\s]+/g, (run) =>
    /[@/\\_\d\u00ad]|^www\./.test(run)
      ? run
      : run.replace(/\p{L}+/gu, (word) =>
          /\p{Lu}.*\p{Lu}/u.test(word) ? word : hyphenateWord(word, locale),
        ),
  );

/** A compiled Lingui message: text and placeholders (`[name, format, { branch: message }]`). */
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

/** Messages that are not running text (head, labels, headings, links, buttons, names, figures: docs/adr/0065). */
export const keepWhole = (id: string): boolean =>
  /^(seo|nav|facts|figures|ui\.header|ui\.products)\./.test(id) ||
  /^footer\.(?!tagline$|copyright$)/.test(id) ||
  /^contact\.form\.quote\.(?!packagingHint$)/.test(id) ||
  /\.crossPromo\.(?!text$)/.test(id) ||
  /\.(title|heading|eyebrow|link|cta\w*|learnMore|question|name|role|product|productNone)$/.test(id) ||
  /(alt|Alt|ariaLabel|AriaLabel|subject|Subject)$/.test(id);

/** A compiled catalog with its running text hyphenated; English is left as written. */
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

/** A compiled catalog module (`export const messages=JSON.parse("…")`) hyphenated, or undefined. */
export const hyphenateCatalogModule = (code: string, locale: HyphenLocale): string | undefined => {
  const match = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/s.exec(code);
  if (!match?.[1]) return undefined;
  const messages = JSON.parse(runInNewContext(match[1])) as Record<string, CompiledMessage>;
  const hyphenated = JSON.stringify(JSON.stringify(hyphenateCatalog(messages, locale)));
  return `${code.slice(0, match.index)}JSON.parse(${hyphenated})${code.slice(match.index + match[0].length)}`;
};

/** The compiled catalogs of every package (`…/locales/de.ts`, `de-CH.ts`). */
const catalogModule = /[\\/]locales[\\/](en|de|fr|it|es)(?:-CH)?\.ts$/;

/** Client, prerender and dev server hyphenate every catalog alike, so the HTML and the app match. */
export const hyphenation = (): Plugin => ({
  name: 'brand-hyphenation',
  enforce: 'pre',
  transform: {
    filter: { id: catalogModule },
    handler(code, id) {
      const locale = catalogModule.exec(id.split('?')[0] ?? '')?.[1] as HyphenLocale | undefined;
      const hyphenated = locale && hyphenateCatalogModule(code, locale);
      return hyphenated ? { code: hyphenated, map: null } : undefined;
    },
  },
});
