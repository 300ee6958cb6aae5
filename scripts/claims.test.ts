/**
 * No catalog, in any language, calls the shipping (or anything else) neutral, net zero or zero-emission:
 * the emissions are offset, and the copy says so (EU Directive 2024/825, Swiss UWG art. 3(1)(x),
 * docs/adr/0035). Every message of every catalog is held to its own language's "climate neutrality
 * claims" glossary entry and to the English one, since "net zero" and "carbon neutral" also turn up as
 * loanwords. The catalogs step (`scripts/catalogs.ts check`) applies the same entries; this test names
 * the rule on its own and checks that each glossary forbids its language's wordings.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogDirs, loadGlossaries } from './catalogs.ts';
import { findVariants, type GlossaryEntry } from './glossary.ts';
import { parsePo } from './po.ts';

const locales = ['en', 'de', 'fr', 'it', 'es'] as const;
const { glossaries } = loadGlossaries();
const claimsEntry = (locale: string): GlossaryEntry => {
  const entry = glossaries.get(locale)?.find((e) => e.term === 'climate neutrality claims');
  if (!entry) throw new Error(`${locale}: the glossary has no "climate neutrality claims" entry`);
  return entry;
};
const caught = (locale: string, text: string) =>
  [claimsEntry(locale), claimsEntry('en')].flatMap((entry) => findVariants(entry, text).map((f) => f.found));

describe('climate neutrality claims', () => {
  it('are forbidden by every language’s glossary, in that language’s words', () => {
    const wordings: Record<(typeof locales)[number], string[]> = {
      en: [
        'carbon-offset to net zero',
        'net-zero shipping',
        'carbon neutral',
        'climate-neutral',
        'zero-emission transport',
      ],
      de: [
        'so ist unser Versand netto null',
        'klimaneutral',
        'CO₂-neutraler Versand',
        'Netto-Null-Versand',
        'emissionsfreier Versand',
      ],
      fr: ['à zéro émission nette', 'neutre en carbone', 'neutralité carbone', 'zéro carbone'],
      it: ['a zero emissioni nette', 'a emissioni zero', 'climaticamente neutrale', 'neutralità climatica'],
      es: ['de cero emisiones netas', 'neutro en carbono', 'neutralidad climática', 'climáticamente neutros'],
    };
    for (const locale of locales)
      for (const wording of wordings[locale])
        expect(caught(locale, wording), `${locale}: ${wording}`).not.toEqual([]);
    // What the copy says instead passes.
    expect(caught('en', 'Since 2021, we have offset the emissions of every shipment.')).toEqual([]);
    expect(caught('de', 'Die Emissionen jeder Sendung werden kompensiert.')).toEqual([]);
    expect(caught('fr', 'Les émissions de chaque envoi sont compensées.')).toEqual([]);
    expect(caught('it', 'Le emissioni di ogni spedizione vengono compensate.')).toEqual([]);
    expect(caught('es', 'Las emisiones de cada envío se compensan.')).toEqual([]);
  });

  it('appear in no message of any catalog, in any language', () => {
    const found: string[] = [];
    for (const dir of catalogDirs())
      for (const locale of locales) {
        const { entries } = parsePo(readFileSync(join(dir, `${locale}.po`), 'utf8'));
        for (const { id, str } of entries)
          for (const wording of caught(locale, str)) found.push(`${locale} ${id}: "${wording}"`);
      }
    expect(found).toEqual([]);
  });
});
