import { messages as uiEnglish } from '../packages/ui/src/i18n/locales/en.ts';
import { messages as storiesEnglish } from '../packages/ui/src/stories/locales/en.ts';
import { sameNames } from './sameNames.ts';

/** A catalog's texts that are right the same in a language (`allow-identical.json` beside its .po files). */
type Identical = Record<string, string | { locales?: string[] }>;

const identical = import.meta.glob<Identical>(
  '../packages/ui/src/{i18n,stories}/locales/allow-identical.json',
  {
    eager: true,
    import: 'default',
  },
);
const uiIdentical = identical['../packages/ui/src/i18n/locales/allow-identical.json'] ?? {};
const storiesIdentical = identical['../packages/ui/src/stories/locales/allow-identical.json'] ?? {};

/** What a story may show the same in English and in German, and why. */
type Same = { phrases?: (string | RegExp)[]; all?: boolean; reason: string };

/**
 * What a story shows the same in English and in German on purpose: the exceptions of the stories step's text
 * comparison (`englishLeft` in packages/ui/src/stories/storyText.ts, docs/adr/0066). Keyed by story id, or by
 * a title's prefix (`sections-enquiryinbox--`) for every story of a component. Keep it short; each entry says
 * why.
 */
export const sameText: Record<string, Same> = {
  'sections-proof--': sameNames.proof,
  'sections-enquiryinbox--': sameNames.inbox,
  'sections-enquiryinbox--hostile-text': {
    all: true,
    reason: 'Hostile input, shown as typed: that it stays inert text is the point.',
  },
  'sections-contactform--states': {
    phrases: [/(Holz ?)+/g],
    reason: 'A text too long for its field, made of one word repeated.',
  },
  'sections-contactform--states-reached': {
    phrases: [/(Holz ?)+/g],
    reason: 'A text too long for its field, made of one word repeated.',
  },
  'sections-section--tones': {
    phrases: ['default', 'muted', 'inverse'],
    reason: 'The tones’ names, as the code spells them (the value of `tone`).',
  },
  'primitives-icons--gallery': {
    all: true,
    reason: 'The icons’ names are the names of the exported components.',
  },
  'theme-tokens--': {
    all: true,
    reason:
      'The tokens’ reference for developers: token names, CSS values and notes in English, as the docs prose.',
  },
};

/** The English of the catalogs' messages that are right the same in German (`allow-identical.json`). */
const sameInGerman = (allowed: Identical, english: Record<string, unknown>): string[] =>
  Object.entries(allowed).flatMap(([id, entry]) => {
    const locales = typeof entry === 'string' ? undefined : entry.locales;
    const text = english[id];
    return (!locales || locales.includes('de')) &&
      Array.isArray(text) &&
      typeof text[0] === 'string' &&
      text.length === 1
      ? [text[0]]
      : [];
  });

/** The exceptions of one story: its own and its title's, with the catalogs' texts that are German too. */
export const sameTextOf = (id: string): Same => {
  const entries = Object.entries(sameText).filter(
    ([key]) => key === id || (key.endsWith('--') && id.startsWith(key)),
  );
  return {
    all: entries.some(([, entry]) => entry.all),
    phrases: [
      ...entries.flatMap(([, entry]) => entry.phrases ?? []),
      ...sameInGerman(uiIdentical, uiEnglish),
      ...sameInGerman(storiesIdentical, storiesEnglish),
    ],
    reason: entries.map(([, entry]) => entry.reason).join(' '),
  };
};
