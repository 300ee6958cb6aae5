/**
 * Does a story speak the toolbar's language? The stories step renders every story in English and in
 * German and compares what a person sees (docs/adr/0066). The texts are read as segments (each text node,
 * a field's value and placeholder: `readSegments`), and the German render fails when
 *
 * 1. it shows the same text as the English one (the story does not follow the toolbar at all), or
 * 2. a segment of it is also a segment of the English render, word for word, and has a word of four
 *    letters or more ("Empty", "Natural brushes": a label, a caption or a sample left in English), or
 * 3. a segment of it holds two words of four letters or more, one after the other, that follow each other
 *    in the English render too ("Produktfamilie: Natural brushes": an English phrase inside German).
 *
 * What is the same in both languages on purpose is taken out of the segments first: the sample company's
 * proper names, e-mail addresses and web addresses (`sameInEveryLanguage`), and a story's own few
 * (`allowed`). Numbers and codes have no word of four letters and never count.
 */

/** Proper names of the sample content, and addresses: written the same in every language. */
export const sameInEveryLanguage: readonly (string | RegExp)[] = [
  // The sample company, its town (bilingual on purpose), its people and customers.
  'Lindenmatt AG',
  'Lindenmatt',
  'Biel/Bienne',
  'Anna Keller',
  'Keller Haushalt GmbH',
  'Holzwerk Basel AG',
  'Mattenstrasse 12',
  'Marco Rossi',
  // Its sites, and a certification's name.
  'Langnau im Emmental',
  'Porto',
  'Olten',
  'PEFC',
  // A Swiss company number, as the register writes it.
  /CHE-\d{3}\.\d{3}\.\d{3}( MWST)?/g,
  // E-mail addresses, web addresses and domains.
  /[\w.+-]+@[\w-]+(\.[\w-]+)*/g,
  /https?:\/\/\S+/g,
  /\b[\w-]+\.example\b/g,
];

/** A word as the rules count it: four letters or more. */
const word = /\p{L}{4,}/gu;

/** One space for every run of white space, none at the ends: as a person reads the text. */
export const normalize = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A segment without what is the same in every language (`sameInEveryLanguage` and the story's own). */
const withoutAllowed = (segment: string, allowed: readonly (string | RegExp)[]): string =>
  [...sameInEveryLanguage, ...allowed].reduce<string>(
    (text, phrase) => (typeof phrase === 'string' ? text.split(phrase).join(' ') : text.replace(phrase, ' ')),
    segment,
  );

/** The pairs of words that follow each other in a text (one space between them, as `normalize` leaves). */
const wordPairs = (text: string): string[] => {
  const pairs: string[] = [];
  // Words of four letters or more, kept in order with what separates them: a pair is two such words
  // with only a space between them.
  const pattern = /(?<!\p{L})\p{L}{4,}(?= (\p{L}{4,})(?!\p{L}))/gu;
  for (const match of text.matchAll(pattern)) pairs.push(`${match[0]} ${match[1]}`);
  return pairs;
};

/** What the German render left in English: one line per finding, empty when the story follows the toolbar. */
export function englishLeft(
  english: readonly string[],
  german: readonly string[],
  allowed: readonly (string | RegExp)[] = [],
): string[] {
  const clean = (segments: readonly string[]) =>
    segments.map((segment) => normalize(withoutAllowed(normalize(segment), allowed))).filter(Boolean);
  const en = clean(english);
  const de = clean(german);
  const findings: string[] = [];
  if (en.length && en.join('\n') === de.join('\n') && en.some((text) => text.match(word)))
    findings.push('the German text is the English text');
  const enSegments = new Set(en);
  const enPairs = new Set(en.flatMap(wordPairs));
  for (const segment of new Set(de)) {
    if (!segment.match(word)) continue;
    if (enSegments.has(segment)) findings.push(`left in English: "${segment}"`);
    else {
      const pair = wordPairs(segment).find((candidate) => enPairs.has(candidate));
      if (pair) findings.push(`English words "${pair}" in "${segment}"`);
    }
  }
  return findings;
}

/** Elements whose text is no one's reading text (scripts, styles, an SVG's title), or is read as a value. */
const unread = 'script, style, template, noscript, title, desc, textarea';

/**
 * The text a person sees in `root` (the story's document), in reading order: each visible text node, and
 * the value and placeholder of each text field. Text inside an element in another language than the page
 * (`lang`: the language menu's names of the languages, each in its own language) or marked `translate="no"`
 * (code) is no text of the page's language and is left out.
 */
export function readSegments(root: HTMLElement): string[] {
  const pageLanguage = root.ownerDocument.documentElement.lang;
  const foreign = (element: Element) => {
    const marked = element.closest('[lang], [translate="no"]');
    if (!marked || marked === root.ownerDocument.documentElement) return false;
    if (marked.getAttribute('translate') === 'no') return true;
    const lang = marked.getAttribute('lang') ?? '';
    return lang !== '' && lang.split('-')[0] !== pageLanguage.split('-')[0];
  };
  const visible = (element: Element) =>
    typeof element.checkVisibility === 'function'
      ? element.checkVisibility({ visibilityProperty: true, opacityProperty: false })
      : true;
  const segments: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text) {
      const parent = node.parentElement;
      const text = normalize(node.data);
      if (text && parent && !parent.closest(unread) && visible(parent) && !foreign(parent))
        segments.push(text);
    } else if (
      (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) &&
      visible(node) &&
      !foreign(node)
    ) {
      if (node instanceof HTMLTextAreaElement || ['text', 'email', 'search', ''].includes(node.type)) {
        if (node.value) segments.push(normalize(node.value));
        if (node.placeholder) segments.push(normalize(node.placeholder));
      }
    }
  }
  return segments;
}
