import { describe, expect, it } from 'vitest';
import { figures } from './company';
import {
  type FigureWords,
  figureText,
  figureTexts,
  figureTile,
  figureTiles,
  printedFigure,
  type TileWords,
} from './figures';
import { printFigure } from './printFigure';

const four = { en: 'four', de: 'vier', fr: 'quatre', it: 'quattro', es: 'cuatro' } as const;
const wordsOf = (moreThan: (amount: string) => string, locale: keyof typeof four): FigureWords => ({
  moreThan,
  count: (value) => (value === 4 ? four[locale] : undefined),
});
const words = {
  en: wordsOf((amount) => `more than ${amount}`, 'en'),
  de: wordsOf((amount) => `über ${amount}`, 'de'),
  fr: wordsOf((amount) => `plus de ${amount}`, 'fr'),
  it: wordsOf((amount) => `oltre ${amount}`, 'it'),
  es: wordsOf((amount) => `más de ${amount}`, 'es'),
} as const;
/** The tiles' words for a floor, as the catalogs give them (figures.tileAtLeast). */
const tileWords = (prefix: string): TileWords => ({ atLeast: (amount) => `${prefix} ${amount}` });
const nnbsp = '\u202f';
const nbsp = '\u00a0';
/** The word joiner on each side of a range's dash: the range never breaks at the dash. */
const wj = '\u2060';

describe('figures in each language', () => {
  it('write decimal commas and an en dash in ranges where the language does', () => {
    expect(figureTexts('en', words.en).handleDiameter).toBe(`23.5${wj}–${wj}28${nbsp}mm`);
    for (const locale of ['de', 'fr', 'it', 'es'] as const)
      expect(figureTexts(locale, words[locale]).handleDiameter, locale).toMatch(
        new RegExp(`^23,5${wj}–${wj}28[${nnbsp}${nbsp}]mm$`),
      );
    expect(figureTexts('es', words.es).handleLength).toBe(`60${wj}–${wj}180${nbsp}cm`);
  });

  it('put the space before % that French, German and Spanish use, and none in English or Italian', () => {
    expect(figureTexts('fr', words.fr).certifiedWood).toMatch(new RegExp(`^100[${nnbsp}${nbsp}]%$`));
    expect(figureTexts('de', words.de).certifiedWood).toMatch(new RegExp(`^100[${nnbsp}${nbsp}]%$`));
    expect(figureTexts('es', words.es).energyReduction).toMatch(new RegExp(`^65[${nnbsp}${nbsp}]%$`));
    expect(figureTexts('en', words.en).certifiedWood).toBe('100%');
    expect(figureTexts('it', words.it).certifiedWood).toBe('100%');
    // No dot in a four-digit German number: in Switzerland "1.200" reads as 1.2.
    expect(figureTexts('de', words.de).offsetTonnes).toBe('1200');
    expect(figureTexts('fr', words.fr).woodMoisture).toMatch(
      new RegExp(`^8${wj}–${wj}12[${nnbsp}${nbsp}]%$`),
    );
  });

  it('say millions in words in sentences, unbroken, with the floor in words ("more than")', () => {
    expect(figureTexts('en', words.en).productsPerMonth).toBe(`more than 2.3${nbsp}million`);
    expect(figureTexts('de', words.de).productsPerMonth).toBe(`über 2,3${nbsp}Millionen`);
    expect(figureTexts('fr', words.fr).unitsPerYear).toBe(`plus de 27${nbsp}millions`);
    expect(figureTexts('it', words.it).unitsPerYear).toBe(`oltre 27${nbsp}milioni`);
    expect(figureTexts('es', words.es).unitsPerYear).toBe(`más de 27${nbsp}millones`);
    expect(figureTexts('en', words.en).privateLabelPartners).toBe('more than 60');
  });

  it('write a count from two to twelve in words in sentences, and keep digits on tiles and from 13', () => {
    for (const locale of ['en', 'de', 'fr', 'it', 'es'] as const)
      expect(figureTexts(locale, words[locale]).sites, locale).toBe(four[locale]);
    expect(figureTiles('de').sites).toBe('4');
    const twelve = { ...words.de, count: (value: number) => (value === 12 ? 'zwölf' : undefined) };
    expect(figureText({ value: 12 }, 'de', twelve)).toBe('zwölf');
    expect(figureTexts('de', twelve).countriesServed).toBe('über zwölf');
    expect(figureText({ value: 13 }, 'de', { ...words.de, count: () => 'dreizehn' })).toBe('13');
    expect(figureText({ value: 10 }, 'en', words.en)).toBe('10');
    expect(figureText({ value: 1 }, 'fr', { ...words.fr, count: () => 'un' })).toBe('1');
    expect(figureText({ value: 4, unit: 'centimeter' }, 'en', words.en)).toBe(`4${nbsp}cm`);
    expect(figureText({ value: 4 }, 'en', { moreThan: words.en.moreThan })).toBe('4');
  });

  it('keep stat tiles compact, the floor marked "+" in English, in the language\'s own abbreviation', () => {
    expect(figureTiles('en').productsPerMonth).toBe('2.3M+');
    expect(figureTiles('en').yearsOfExperience).toBe('30+');
    expect(figureTiles('fr').wasteToLandfill).toBe('0');
  });

  it('mark a floor on a tile with the language\'s word, not "27 Mio.+", and write Italian millions as "mln"', () => {
    expect(figureTiles('de', tileWords('über')).productsPerMonth).toBe(`über 2,3${nbsp}Mio.`);
    expect(figureTiles('it', tileWords('oltre')).unitsPerYear).toBe(`oltre 27${nbsp}mln`);
    expect(figureTiles('fr', tileWords('plus de')).yearsOfExperience).toBe('plus de 30');
    expect(figureTiles('it', tileWords('oltre')).certifiedWood).toBe('100%');
  });

  it('follow the facts in company.ts: a changed fact changes every language', () => {
    const changed = { ...figures.privateLabelPartners, value: 75 };
    expect(figureText(changed, 'de', words.de)).toBe('über 75');
    expect(figureTile(changed, 'en')).toBe('75+');
  });
});

describe('German figures for the Swiss market', () => {
  it('write thousands as Switzerland does: four digits closed up, then groups with ’, never a dot', () => {
    // "1.200 Tonnen" reads as 1.2 tonnes in Switzerland, where the dot is the decimal sign (CHF 12.50).
    expect(printFigure({ value: 1200 }, 'de').text).toBe('1200');
    expect(printFigure({ value: 12_000 }, 'de').text).toBe('12\u2019000');
    expect(printFigure({ value: 250_000 }, 'de').tile).toBe('250\u2019000');
    expect(printedFigure('de', 'offsetTonnes').text).toBe('1200');
    // Decimals keep the comma (ADR 0030), and a unit never wraps away from its number.
    expect(printedFigure('de', 'handleLength').text).toBe('60\u2060–\u2060180\u00a0cm');
    expect(printedFigure('de', 'handleDiameter').text).toBe('23,5\u2060–\u206028\u00a0mm');
  });
});
