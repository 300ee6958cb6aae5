/**
 * How a language writes names inside a sentence. Plain functions, no messages.
 */

/**
 * A title as it reads inside a sentence: "A private-label range of 40 products: recycled-plastic brushes
 * and dustpans", not "…: Recycled-plastic brushes and Dustpans". German keeps its capitals (its nouns are
 * capitalised), and so does a title that starts with an acronym ("FSC …").
 */
export const inSentence = (title: string, locale: string): string =>
  locale.startsWith('de') || /^\p{Lu}{2}/u.test(title)
    ? title
    : title.charAt(0).toLocaleLowerCase(locale) + title.slice(1);

/**
 * The locale whose lists and names a language uses: the English copy is British, so its lists have no
 * comma before "and" ("Switzerland, France and Sri Lanka"), as `en` would print it.
 */
export const listLocale = (locale: string): string => (locale === 'en' ? 'en-GB' : locale);
