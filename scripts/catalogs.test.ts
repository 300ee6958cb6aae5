import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { editorsNote, loadGlossaries, placeholders, problems } from './catalogs.ts';
import { findVariants, type GlossaryEntry, glossaryErrors, glossaryProblems } from './glossary.ts';

describe('placeholders', () => {
  it('names the arguments of a message, positional ones included', () => {
    expect(placeholders('Signed in as {who}.')).toEqual(['who']);
    expect(placeholders('Signed in as {0}.')).toEqual(['0']);
    expect(placeholders('{locations} sites, {partners} partners, {locations} again')).toEqual([
      'locations',
      'partners',
    ]);
    expect(placeholders('{count, plural, other {# brushes}}')).toEqual(['count']);
    expect(placeholders('No argument here')).toEqual([]);
  });
});

const entry = (rule: Partial<GlossaryEntry> & Pick<GlossaryEntry, 'avoid'>): GlossaryEntry => ({
  term: 'a term',
  use: 'the right word',
  note: 'why',
  ...rule,
});
const found = (rule: GlossaryEntry, text: string) => findVariants(rule, text).map((f) => f.found);

describe("an editor's note left in a message", () => {
  it('is caught: a code point, code, a file, a finding number, a Markdown line break', () => {
    for (const planted of [
      'Massgebend ist die Angabe …   (the space in «FSC 100 %» stays U+00A0)',
      'Die Zahlen … (a `de` exception «Ener-gie» would fix this)',
      'Die Zahlen … in hyphenate.ts would fix this and #5 for good',
      'Texte un<br>Texte deux',
    ])
      expect(editorsNote(planted), planted).toBeDefined();
  });

  it('lets copy through: percentages, article numbers, a hash in a product code, placeholders', () => {
    for (const copy of [
      'FSC 100 %, FSC Mix oder PEFC-zertifiziert',
      'Article 6(1)(f) GDPR; Art. 46 Abs. 2 lit. c DSGVO',
      'We reply within {days} working days.',
      'Reference PL-2025-0042',
    ])
      expect(editorsNote(copy), copy).toBeUndefined();
  });
});

describe('the glossary matcher', () => {
  it('finds a forbidden variant in any case, with any space between its words', () => {
    const privateLabel = entry({ avoid: ['marque blanche'] });
    expect(found(privateLabel, 'Marque blanche | Rhein Brush & Wood')).toEqual(['Marque blanche']);
    expect(found(privateLabel, 'un projet en marque\u00a0blanche')).toEqual(['marque\u00a0blanche']);
    expect(found(privateLabel, 'fabrication sous marque de distributeur')).toEqual([]);
  });

  it('matches whole words only, unless a trailing * allows longer ones', () => {
    expect(found(entry({ avoid: ['meter'] }), 'Diameter 23.5–28 mm')).toEqual([]);
    expect(found(entry({ avoid: ['invia'] }), 'Ci invii la richiesta')).toEqual([]);
    expect(found(entry({ avoid: ['invia'] }), 'Invia messaggio')).toEqual(['Invia']);
    const claim = entry({ avoid: ['klimaneutral*'] });
    expect(found(claim, 'und klimaneutraler Versand')).toEqual(['klimaneutraler']);
    expect(found(claim, 'CO₂-kompensierter Versand')).toEqual([]);
  });

  it('does not flag an allowed longer phrase (except), but does flag the variant elsewhere', () => {
    const enquiry = entry({ avoid: ['inquiry'], except: ['Manufacturing Inquiry'] });
    expect(found(enquiry, 'Manufacturing Inquiry')).toEqual([]);
    expect(found(enquiry, 'Send us your inquiry — subject: Manufacturing Inquiry')).toEqual(['inquiry']);
    const email = entry({ avoid: ['mail', 'courriel'], except: ['e-mail'] });
    expect(found(email, 'écrivez-nous par e-mail')).toEqual([]);
    expect(found(email, 'par mail ou par courriel')).toEqual(['mail', 'courriel']);
  });

  it('leaves the names of placeholders alone, but reads the words of plural branches', () => {
    const email = entry({ avoid: ['email'] });
    expect(found(email, 'Schreiben Sie an {email}.')).toEqual([]);
    expect(found(email, 'Write to {email} or by email')).toEqual(['email']);
    const days = entry({ avoid: ['days', 'jours'] });
    expect(found(days, '{days, plural, one {# jour} other {# jours}}')).toEqual(['jours']);
  });

  it('reads the typewriter apostrophe as the typographic one', () => {
    const machines = entry({ avoid: ['machines d’implantation'] });
    expect(found(machines, "Nouvelles machines d'implantation")).toEqual(["machines d'implantation"]);
  });

  it('finds a character inside words in text mode, and respects case when asked', () => {
    expect(found(entry({ avoid: ['ß'], match: 'text' }), 'Grosshandel, Maßstab, Schließen')).toEqual([
      'ß',
      'ß',
    ]);
    const email = entry({ avoid: ['E-mail', 'Email'], caseSensitive: true });
    expect(found(email, 'E-Mail-Adresse')).toEqual([]);
    expect(found(email, 'per E-mail oder Email')).toEqual(['E-mail', 'Email']);
  });

  it('applies regular expressions: French spaces, Spanish question marks, opening and written figures', () => {
    const { glossaries } = loadGlossaries();
    const [fr, es, en, de, it] = (['fr', 'es', 'en', 'de', 'it'] as const).map((locale) =>
      glossaries.get(locale),
    );
    const rule = (glossary: GlossaryEntry[] | undefined, term: string) => {
      const match = glossary?.find((e) => e.term.includes(term));
      if (!match) throw new Error(`no rule "${term}"`);
      return match;
    };
    const spaces = rule(fr, 'spaces');
    expect(found(spaces, 'Oups ! Page introuvable')).toEqual([' !']);
    expect(found(spaces, 'Oups\u202f! Page introuvable')).toEqual([]);
    expect(found(spaces, 'Bâle: Suisse')).toEqual([':']);
    expect(found(spaces, 'une adresse https://media.example.ch')).toEqual([]);
    const questions = rule(es, 'question');
    expect(found(questions, '¿Tiene alguna otra pregunta?')).toEqual([]);
    expect(found(questions, 'Sí. Tiene alguna otra pregunta?')).toEqual(['?']);
    const figures = rule(en, 'figure');
    expect(found(figures, '{years} years of know-how.')).toEqual(['{years}']);
    expect(found(figures, 'Yes. {certified} of the wood.')).toEqual(['{certified}']);
    expect(found(figures, '{company} | Brushes')).toEqual([]);
    expect(found(figures, 'Our know-how, built over {years} years.')).toEqual([]);
    for (const glossary of [en, de, fr, it, es]) {
      const written = rule(glossary, 'figures from company.ts');
      expect(found(written, 'Trusted by 60+ partners, 2.3M+ products a month')).toEqual(['60+', '2.3M+']);
      expect(found(written, 'über 27 Mio. Einheiten, 2,3 Mln prodotti')).toEqual(['27 Mio.', '2,3 Mln']);
      expect(
        found(written, 'trusted by {partners} partners since {founded}, in {countries} countries'),
      ).toEqual([]);
    }
  });
});

describe('the register and terms decided for issue 33', () => {
  const { glossaries } = loadGlossaries();
  const rule = (locale: string, term: string) => {
    const match = glossaries.get(locale)?.find((e) => e.term.includes(term));
    if (!match) throw new Error(`no rule "${term}" in ${locale}`);
    return match;
  };
  const found = (entry: GlossaryEntry, text: string) => findVariants(entry, text).map((f) => f.found);

  it('refuses Italian capital courtesy forms inside a sentence, not a capital that starts one', () => {
    const courtesy = rule('it', 'capitals of the courtesy pronouns');
    expect(found(courtesy, 'Il modulo chiede il Suo nome e La ricontatteremo.')).toEqual(['Suo', 'La']);
    expect(found(courtesy, 'Possiamo contattarLa? Le scriveremo.')).toEqual(['La']);
    expect(found(courtesy, 'La ricontatteremo. Il suo nome, la sua azienda; le risponderemo.')).toEqual([]);
    expect(found(courtesy, 'Le nostre quattro sedi – {sites} – e la Svizzera')).toEqual([]);
  });

  it('holds one word for private label and for the plants in Italian', () => {
    expect(found(rule('it', 'private label'), 'produzione a marchio privato')).toEqual(['marchio privato']);
    expect(found(rule('it', 'private label'), 'produzione private label')).toEqual([]);
    expect(found(rule('it', 'production plants'), 'da tre siti produttivi')).toEqual(['siti produttivi']);
  });

  it('refuses the German Masse for dimensions and regional words for the dustpan and hand brush', () => {
    expect(found(rule('de', 'dimensions'), 'Holzstiele nach unseren Massen, Sondermasse')).toEqual([
      'Massen',
      'Sondermasse',
    ]);
    expect(found(rule('de', 'dimensions'), 'Holzkomponenten nach Mass, Abmessungen')).toEqual([]);
    expect(found(rule('de', 'dustpan'), 'Kehrblech und Handfeger')).toEqual(['Kehrblech', 'Handfeger']);
    expect(found(rule('de', 'dustpan'), 'Kehrschaufel mit Handbesen')).toEqual([]);
    expect(found(rule('de', 'numbers in words'), 'an 4 Standorten in 12 Ländern')).toEqual([
      '4 Standorten',
      '12 Ländern',
    ]);
    expect(found(rule('de', 'numbers in words'), 'an vier Standorten, 23,5–28 mm, 13 Länder')).toEqual([]);
  });
});

describe('the glossaries', () => {
  it('exist for all five languages and are well formed', () => {
    const { glossaries, errors } = loadGlossaries();
    expect(errors).toEqual([]);
    expect([...glossaries.keys()].sort()).toEqual(['de', 'en', 'es', 'fr', 'it']);
  });

  it('reject an entry whose required wording is itself forbidden', () => {
    expect(glossaryErrors([entry({ use: 'durabilité', avoid: ['durabilité'] })])).toEqual([
      'entry 1 (a term): its "use" contains the forbidden "durabilité"',
    ]);
    expect(
      glossaryErrors([{ term: 'x', use: 'y', note: 'z', avoid: ['(unclosed'], match: 'regex' }]),
    ).toHaveLength(1);
  });

  it('name the message id, the catalog, the variant found and the required term', () => {
    const glossary = [
      entry({ term: 'private label', use: '"marque de distributeur"', avoid: ['marque blanche'] }),
    ];
    expect(
      glossaryProblems(glossary, 'fr', 'packages/content/src/locales/fr.po', [
        ['nav.privateLabel', 'Marque blanche'],
      ]),
    ).toEqual([
      'fr: "nav.privateLabel" in packages/content/src/locales/fr.po has "Marque blanche" (glossary: avoid "marque blanche" (private label)); use "marque de distributeur"',
    ]);
  });
});

describe('the catalog check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'catalogs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const po = (entries: Record<string, string>) =>
    `msgid ""\nmsgstr ""\n\n${Object.entries(entries)
      .map(([id, str]) => `msgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(str)}`)
      .join('\n\n')}\n`;

  it('reports a glossary violation with its catalog beside the other problems', () => {
    writeFileSync(join(dir, 'en.po'), po({ 'nav.privateLabel': 'Private label' }));
    writeFileSync(join(dir, 'de.po'), po({ 'nav.privateLabel': 'Private Label' }));
    writeFileSync(join(dir, 'fr.po'), po({ 'nav.privateLabel': 'Marque blanche' }));
    writeFileSync(join(dir, 'it.po'), po({ 'nav.privateLabel': 'Produzione private label' }));
    writeFileSync(join(dir, 'es.po'), po({ 'nav.privateLabel': 'Marca blanca' }));
    const list = problems(dir, loadGlossaries().glossaries);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatch(
      /^fr: "nav\.privateLabel" in .*fr\.po has "Marque blanche" \(glossary: avoid "marque blanche"/,
    );
  });
});

describe('German for Germany beside Swiss German (the library’s de and de-CH)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'catalogs-de-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const po = (entries: Record<string, string>) =>
    `msgid ""\nmsgstr ""\n\n${Object.entries(entries)
      .map(([id, str]) => `msgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(str)}`)
      .join('\n\n')}\n`;
  const write = (de: string, deCh: string) => {
    writeFileSync(join(dir, 'en.po'), po({ 'ui.close': 'Close' }));
    writeFileSync(join(dir, 'de.po'), po({ 'ui.close': de }));
    writeFileSync(join(dir, 'de-CH.po'), po({ 'ui.close': deCh }));
    writeFileSync(join(dir, 'fr.po'), po({ 'ui.close': 'Fermer' }));
    writeFileSync(join(dir, 'it.po'), po({ 'ui.close': 'Chiudere' }));
    writeFileSync(join(dir, 'es.po'), po({ 'ui.close': 'Cerrar' }));
    return problems(dir, loadGlossaries().glossaries);
  };

  it('lets Germany write ß, and Switzerland ss', () => {
    expect(write('Schließen', 'Schliessen')).toEqual([]);
  });

  it('holds the Swiss catalog to the Swiss spelling', () => {
    const list = write('Schließen', 'Schließen');
    expect(list.filter((problem) => problem.startsWith('de-CH:'))).toEqual([
      expect.stringMatching(/^de-CH: "ui\.close" in .*de-CH\.po has "ß"/),
    ]);
  });

  it('checks that the Swiss catalog is there and translated', () => {
    expect(write('Schließen', '')).toEqual(['de-CH: "ui.close" is not translated']);
  });

  it('fails when the two say different things, not only ß against ss', () => {
    expect(write('Zumachen', 'Schliessen')).toEqual([
      'de: "ui.close" says "Zumachen" where de-CH says "Schliessen": the two differ only in ß (Germany) and ss (Switzerland), and in the thousands separator',
    ]);
  });

  it('lets each write its thousands separator, and nothing more', () => {
    expect(write('Bis 100.000.000 Stück', 'Bis 100’000’000 Stück')).toEqual([]);
    expect(write('Bis 100.000.000 Stück', 'Bis 100’000’001 Stück')).toHaveLength(1);
  });
});
