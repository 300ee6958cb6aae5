/**
 * No text the site publishes calls the shipping (or anything else) neutral, net zero or zero-emission, nor
 * prints a short form of a claim: the emissions are offset, and the register of claims says so in full
 * (EU Directive 2024/825, Swiss UWG art. 3(1)(x), docs/adr/0035, docs/adr/0059). The guard
 * (`scripts/claimsGuard.ts`) normalises what it reads, so a variant typed with other characters is caught
 * too; it covers every language's catalogs and the content sources here, the structured data and the meta
 * descriptions in `site/build/claims.test.ts`. Each planted variant below must be caught.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogDirs } from './catalogs.ts';
import {
  claimFindings,
  jsonLdTexts,
  normaliseClaimText,
  sourceFindings,
  sourceTexts,
} from './claimsGuard.ts';
import {
  fingerprint,
  loadReviewed,
  pageMessages,
  pageMessagesIn,
  type Reviewed,
  translationFindings,
  translations,
  wordingFindings,
} from './environmentalWording.ts';
import { parsePo } from './po.ts';

const locales = ['en', 'de', 'fr', 'it', 'es'] as const;

describe('the claims guard', () => {
  it('normalises case, Unicode hyphens and spaces, ligatures and subscripts before it compares', () => {
    expect(normaliseClaimText('Carbon\u2011Neutral')).toBe('carbon-neutral');
    expect(normaliseClaimText('net\u00a0zero, net\u202fzero, net\u2009zero')).toBe(
      'net zero, net zero, net zero',
    );
    expect(normaliseClaimText('CO₂\u2212neutral \u2014 klima\u00adneutral')).toBe(
      'co2-neutral - klimaneutral',
    );
    expect(normaliseClaimText('certi\ufb01ed, o\ufb00set')).toBe('certified, offset');
  });

  it('catches every planted variant, in its own language or as an English loanword', () => {
    const planted: [locale: (typeof locales)[number], text: string][] = [
      ['en', 'Our shipping produces zero net emissions.'],
      ['en', 'Carbon\u2011neutral shipping since 2021'],
      ['en', 'A greenhouse-gas neutral plant'],
      ['fr', 'Des expéditions neutres en CO2'],
      ['fr', 'Des expéditions neutres en CO₂'],
      ['en', 'Measured, certi\ufb01ed and documented'],
      ['en', 'Carbon-o\ufb00set shipping'],
      ['en', 'Net\u00a0zero shipping'],
      ['de', 'Klima\u00adneutraler Versand'],
      ['de', 'Treibhausgas\u2010neutral produziert'],
      ['it', 'Spedizioni neutre in CO₂'],
      ['es', 'Envíos neutros en CO2'],
      ['de', 'Jede Sendung: CO2-kompensierter Versand'],
      ['en', 'FSC | PEFC | EUDR-compliant'],
      ['en', 'Every tree felled for our wood is replanted'],
      ['fr', 'Chaque arbre abattu est replanté'],
      ['it', 'Spazzole biodegradabili'],
      ['es', 'Distribución global'],
      ['de', 'Einfach langlebig'],
    ];
    for (const [locale, text] of planted)
      expect(claimFindings(locale, text), `${locale}: ${text}`).not.toEqual([]);
    // Loanwords: an English wording in a German text is caught as well.
    expect(claimFindings('de', 'Unser Versand ist carbon neutral.')).not.toEqual([]);
  });

  it('lets through what the copy says instead', () => {
    expect(
      claimFindings(
        'en',
        'Since 2021, we have bought and retired certified emission reduction credits from Beispiel AG, equal in tonnes to the calculated emissions of our shipping.',
      ),
    ).toEqual([]);
    expect(claimFindings('de', 'Die Emissionen unseres Versands werden kompensiert; das umfasst …')).toEqual(
      [],
    );
    expect(
      claimFindings('fr', 'Nous rémunérons X pour compenser les émissions calculées de nos expéditions.'),
    ).toEqual([]);
    expect(
      claimFindings('it', 'Paghiamo X per compensare le emissioni calcolate delle nostre spedizioni.'),
    ).toEqual([]);
    expect(
      claimFindings('es', 'Pagamos a X para compensar las emisiones calculadas de nuestros envíos.'),
    ).toEqual([]);
    expect(
      claimFindings('en', 'EUDR due-diligence information with every delivery of wood products.'),
    ).toEqual([]);
  });

  it('reads every string of a JSON-LD object: a claim typed into the structured data is caught', () => {
    const planted = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Rhein Brush & Wood',
      slogan: 'Klimaneutral seit 2021',
      makesOffer: [{ '@type': 'Offer', description: 'Carbon\u2011offset shipping to 12 countries' }],
    };
    const found = jsonLdTexts(planted).flatMap(([path, text]) =>
      claimFindings('all', text).map((wording) => `${path}: ${wording}`),
    );
    expect(found).toEqual(['$.slogan: klimaneutral', '$.makesOffer[0].description: carbon-offset']);
  });

  it('reads the strings of a source file, not its comments', () => {
    const planted = [
      '// Never write "net zero" or "klimaneutral": say what is done.',
      "const badge = 'Carbon\\u2011neutral';",
      'const tile = `Net\u00a0zero`;',
    ].join('\n');
    expect(sourceTexts(planted).flatMap((text) => claimFindings('all', text))).toEqual([
      'carbon-neutral',
      'net zero',
    ]);
  });
});

describe('climate neutrality claims and short forms of claims', () => {
  it('appear in no message of any catalog, in any language', () => {
    const found: string[] = [];
    for (const dir of catalogDirs())
      for (const locale of locales) {
        const { entries } = parsePo(readFileSync(join(dir, `${locale}.po`), 'utf8'));
        for (const { id, str } of entries)
          for (const wording of claimFindings(locale, str)) found.push(`${locale} ${id}: "${wording}"`);
      }
    expect(found).toEqual([]);
  });

  it('appear in no string of the content sources (packages/content/src)', () => {
    expect(sourceFindings()).toEqual([]);
  });
});

describe('environmental wording outside the register', () => {
  const reviewedTitle = 'Recycled and certified materials';
  const reviewed: Reviewed = { 'about.timeline.2008.title': ['names', fingerprint(reviewedTitle)] };

  it('catches each planted message: new, rewritten after review, typed with a ligature, or left on the list', () => {
    const planted = new Map([
      // A new sentence with an environmental benefit and no register entry.
      ['about.values.energy.text', 'Our plants cut the energy they use.'],
      // A reviewed heading rewritten into a generic claim, under the same id.
      ['about.timeline.2008.title', 'Climate-friendly since 2008'],
      // "Efficient", typed with the ligature ﬃ.
      ['sustainability.valueChain.factory.description', 'E\ufb03cient lines'],
    ]);
    expect(wordingFindings(planted, reviewed)).toEqual([
      expect.stringMatching(/^about\.values\.energy\.text: environmental wording outside the register/),
      expect.stringMatching(/^about\.timeline\.2008\.title: changed since it was reviewed/),
      expect.stringMatching(/^sustainability\.valueChain\.factory\.description: environmental wording/),
    ]);
    const gone = new Map([['about.timeline.2008.title', 'Founded in Basel']]);
    expect(wordingFindings(gone, reviewed)).toEqual([
      expect.stringMatching(/^about\.timeline\.2008\.title: reviewed, but no page message says this/),
    ]);
  });

  it('catches an origin tied to the goods in a new message: "Swiss manufacturer of brushes" (MSchG Art. 47)', () => {
    expect(
      wordingFindings(new Map([['home.hero.eyebrow', 'Swiss manufacturer of brushes since 1993']]), {}),
    ).toEqual([
      expect.stringMatching(/^home\.hero\.eyebrow: environmental wording outside the register, not reviewed/),
    ]);
  });

  it('lets through a register claim, a reviewed message as it was read, and a message about something else', () => {
    const messages = new Map([
      ['claims.energyReduction.statement', 'Our 3 production sites use 65 % less energy per unit produced.'],
      ['about.timeline.2008.title', reviewedTitle],
      ['legal.title', 'Legal notice'],
    ]);
    expect(wordingFindings(messages, reviewed)).toEqual([]);
  });

  it('finds none in the page catalogs: every such message is a claim of the register or reviewed as it reads now', () => {
    expect(wordingFindings(pageMessages(), loadReviewed())).toEqual([]);
  });
});

describe('a translation that claims more than its English', () => {
  it('is caught: offsetting, neutrality, recycling or sustainability the English does not say', () => {
    const english = new Map([
      [
        'sustainability.pillars.distribution.summary',
        'Below, you can read what we do about the emissions of our shipping.',
      ],
      ['about.values.partnership.text', 'Clear communication and long-term relationships.'],
      [
        'manufacturing.process.brush.filling.description',
        'Machines set synthetic or natural fibres into the block.',
      ],
    ]);
    expect(
      translationFindings(
        english,
        new Map([
          [
            'sustainability.pillars.distribution.summary',
            'A continuación, cómo compensamos las emisiones de los envíos.',
          ],
        ]),
        'es',
      ),
    ).toEqual([
      'es sustainability.pillars.distribution.summary: says "offsetting" where the English does not',
    ]);
    expect(
      translationFindings(
        english,
        new Map([
          [
            'manufacturing.process.brush.filling.description',
            'Les machines posent des fibres de plastique recyclé.',
          ],
        ]),
        'fr',
      ),
    ).toEqual([
      'fr manufacturing.process.brush.filling.description: says "recycling" where the English does not',
    ]);
    expect(
      translationFindings(
        english,
        new Map([['about.values.partnership.text', 'Eine klimaneutrale Partnerschaft.']]),
        'de',
      ),
    ).toEqual([
      'de about.values.partnership.text: says "neutrality" where the English does not',
      'de about.values.partnership.text: says "climate" where the English does not',
    ]);
  });

  it('lets a faithful translation through, and a lasting relationship is no sustainability claim', () => {
    const english = new Map([
      ['about.values.partnership.text', 'Clear communication and long-term relationships.'],
    ]);
    expect(
      translationFindings(
        english,
        new Map([['about.values.partnership.text', 'Des relations durables.']]),
        'fr',
      ),
    ).toEqual([]);
  });

  it('finds none in the four translations of the page catalogs', () => {
    const english = pageMessages();
    expect(
      translations.flatMap((locale) => translationFindings(english, pageMessagesIn(locale), locale)),
    ).toEqual([]);
  });
});
