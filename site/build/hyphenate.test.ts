import { describe, expect, it } from 'vitest';
import {
  hyphenateCatalog,
  hyphenateCatalogModule,
  hyphenateText,
  hyphenateWord,
  hyphenation,
  softHyphen,
} from './hyphenate';

/** Soft hyphens made visible, to read the break points. */
const shown = (text: string) => text.replaceAll(softHyphen, '|');
const plain = (text: string) => text.replaceAll(softHyphen, '');

describe('hyphenateWord', () => {
  it('breaks the German words phones broke mid-word without a hyphen ("Wiederaufforstun|g")', () => {
    expect(shown(hyphenateWord('Wiederaufforstung', 'de'))).toBe('Wie|der|auf|fors|tung');
    expect(shown(hyphenateWord('Entwaldungsverordnung', 'de'))).toBe('Ent|wal|dungs|ver|ord|nung');
  });

  it('breaks "Energie…" as German writes it, "Ener-gie", never "En-er-gie" (the German reader, 29 November)', () => {
    const shown = (word: string) => hyphenateWord(word, 'de').replaceAll('\u00ad', '-');
    expect(shown('Energieaudit')).toBe('Ener-gie-au-dit');
    expect(shown('Energierückgewinnung')).toMatch(/^Ener-gie-/);
    expect(shown('Energieverbrauch')).not.toMatch(/^En-er/);
  });

  it("uses each language's own patterns", () => {
    expect(shown(hyphenateWord('développement', 'fr'))).toBe('dé|ve|lop|pe|ment');
    expect(shown(hyphenateWord('sostenibilità', 'it'))).toBe('so|ste|ni|bi|lità');
    expect(shown(hyphenateWord('responsabilidad', 'es'))).toBe('res|pon|sa|bi|li|dad');
    expect(shown(hyphenateWord('manufacturing', 'en'))).toBe('man|u|fac|tur|ing');
  });

  it('keeps short words whole and never leaves fewer than three letters after a break', () => {
    expect(hyphenateWord('Fertigung', 'de')).toBe('Fertigung');
    expect(shown(hyphenateWord('Produktionsstandorte', 'de'))).not.toMatch(/\|\p{L}{1,2}$/u);
  });
});

describe('hyphenateText', () => {
  it('leaves addresses, figures, product codes and abbreviations exactly as written', () => {
    const verbatim = [
      'info@rhein-brush-wood.ch',
      'https://www.rhein-brush-wood.ch/nachhaltigkeit',
      'www.verantwortungsvoll.ch',
      'CHE-000.000.000',
      '23,5–28 mm',
      '2,3 Millionen',
      'EUDR',
      'PEFC',
    ];
    for (const text of verbatim) expect(hyphenateText(text, 'de')).toBe(text);
  });

  it('hyphenates the long words of a sentence and keeps its spaces, hyphens and punctuation', () => {
    const sentence =
      'Im Einklang mit der EU-Entwaldungsverordnung.\u00A0Dank Wiederaufforstung wachsen die Wälder.';
    const result = hyphenateText(sentence, 'de');
    expect(plain(result)).toBe(sentence);
    expect(shown(result)).toContain('EU-Ent|wal|dungs|ver|ord|nung.');
    expect(shown(result)).toContain('Wie|der|auf|fors|tung');
    expect(shown(result)).toContain('Im Einklang mit der');
  });

  it('changes nothing when run twice', () => {
    const once = hyphenateText('Nachhaltigkeitsbericht und Holzkomponenten', 'de');
    expect(hyphenateText(once, 'de')).toBe(once);
  });
});

describe('hyphenateCatalog', () => {
  const messages = {
    'about.stats.replanting.label': ['Wiederaufforstung'],
    'privacy.retention.text': [
      [
        'years',
        'plural',
        { one: ['#', ' Jahr Aufbewahrungsfrist'], other: ['#', ' Jahre Aufbewahrungsfrist'] },
      ],
    ],
    'products.lead': ['Produktionsstandorten für ', ['count', 'number'], ' Partner'],
    'home.hero.posterAlt': ['Illustration: Kehrschaufeln auf einer Werkbank'],
    'seo.home.description': ['Holzkomponenten aus verantwortungsvoller Fertigung'],
    'contact.cards.email.subject': ['Fertigungsanfrage'],
    'nav.sustainability': ['Développement durable'],
    'products.woodComponents.title': ['Holzkomponenten'],
    'faq.items.moq.question': ['Welche Mindestbestellmengen gelten?'],
    'sustainability.crossPromo.sustainability': ['Unser Nachhaltigkeitsansatz'],
    'footer.privacyNotice': ['Datenschutzerklärung'],
    'contact.form.productNone': ['Keine bestimmte Produktfamilie'],
    'contact.crossPromo.text': ['Zertifizierte Materialien'],
    'contact.form.quote.deliveryDate': ['Gewünschter Liefertermin'],
    'contact.form.quote.legend': ['Ihre Offertanfrage (alle Angaben freiwillig)'],
    'contact.form.quote.packagingHint': ['Zum Beispiel verkaufsfertige Verpackung'],
  } as const;
  const result = hyphenateCatalog(messages, 'de');

  it('hyphenates text and plural branches, never placeholders', () => {
    expect(shown(result['about.stats.replanting.label']?.[0] as string)).toBe('Wie|der|auf|fors|tung');
    expect(JSON.stringify(result['privacy.retention.text'])).toContain(
      `Auf${softHyphen}be${softHyphen}wah${softHyphen}rungs${softHyphen}frist`,
    );
    expect(result['products.lead']?.[1]).toEqual(['count', 'number']);
  });

  it('keeps the head, picture descriptions, an e-mail subject and the navigation whole', () => {
    for (const id of [
      'home.hero.posterAlt',
      'seo.home.description',
      'contact.cards.email.subject',
      'nav.sustainability',
    ] as const)
      expect(result[id]).toEqual(messages[id]);
  });

  it("keeps headings, links, buttons and options whole, and hyphenates a banner's text", () => {
    for (const id of [
      'products.woodComponents.title',
      'faq.items.moq.question',
      'sustainability.crossPromo.sustainability',
      'footer.privacyNotice',
      'contact.form.productNone',
      'contact.form.quote.deliveryDate',
      'contact.form.quote.legend',
    ] as const)
      expect(result[id]).toEqual(messages[id]);
    expect(shown(result['contact.crossPromo.text']?.[0] as string)).toContain('|');
    expect(shown(result['contact.form.quote.packagingHint']?.[0] as string)).toContain('|');
  });

  it('leaves English as written', () => {
    const english = { 'manufacturing.lead': ['Our manufacturing sites'] };
    expect(hyphenateCatalog(english, 'en')).toEqual(english);
  });
});

describe('the catalogs of a build', () => {
  const module =
    '/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse("{\\"a\\":[\\"Bitte\\xA0Wiederaufforstung\\"],\\"b\\":[\\"Gr\\u00FCsse \\\\\\"zitiert\\\\\\"\\"]}")as Messages;';

  it('hyphenates a compiled catalog module and keeps its escapes meaning the same', () => {
    const out = hyphenateCatalogModule(module, 'de') ?? '';
    const literal = /JSON\.parse\((".*")\)as Messages;$/s.exec(out)?.[1] ?? '""';
    const messages = JSON.parse(JSON.parse(literal)) as Record<string, string[]>;
    expect(shown(messages.a?.[0] ?? '')).toBe('Bitte\u00A0Wie|der|auf|fors|tung');
    expect(messages.b?.[0]).toBe('Grüsse "zitiert"');
    expect(out.startsWith('/*eslint-disable*/import type{Messages}')).toBe(true);
  });

  it('transforms the locales modules of every package and nothing else', () => {
    const hook = hyphenation().transform as {
      filter: { id: RegExp };
      handler: (code: string, id: string) => { code: string } | undefined;
    };
    const transform = (code: string, id: string) =>
      hook.filter.id.test(id) ? hook.handler(code, id) : undefined;
    expect(transform(module, '/repo/packages/content/src/sections/locales/de.ts')?.code).toContain(
      softHyphen,
    );
    expect(transform(module, '/repo/packages/ui/src/i18n/locales/fr.ts')).toBeDefined();
    expect(transform(module, '/repo/site/src/pages/de.ts')).toBeUndefined();
    expect(transform('export const x = 1;', '/repo/site/src/locales/de.ts')).toBeUndefined();
  });
});
