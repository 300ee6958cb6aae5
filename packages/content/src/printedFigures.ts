// Written by `pnpm figures` (scripts/figures.ts): the company's figures as printFigure prints them with
// Intl in the five languages: once where all print a figure alike, else per language; a [text, tile] pair
// where the stat tile's form differs (printFigure.ts: `Printings`). Do not edit; printedFigures.test.ts
// fails when this differs from what it prints.
import type { FigureKey } from './company.ts';
import type { Printings } from './printFigure.ts';

/** The languages the table holds (any other is printed with Intl). */
export const printedLocales: readonly string[] = ['en', 'de', 'fr', 'it', 'es'];

export const printedFigures: Record<FigureKey, Printings> = {
  yearsOfExperience: '30',
  productsPerMonth: {
    en: ['2.3\u00a0million', '2.3M'],
    de: ['2,3\u00a0Millionen', '2,3\u00a0Mio.'],
    fr: ['2,3\u00a0millions', '2,3\u00a0M'],
    it: ['2,3\u00a0milioni', '2,3\u00a0mln'],
    es: ['2,3\u00a0millones', '2,3\u00a0M'],
  },
  unitsPerYear: {
    en: ['27\u00a0million', '27M'],
    de: ['27\u00a0Millionen', '27\u00a0Mio.'],
    fr: ['27\u00a0millions', '27\u00a0M'],
    it: ['27\u00a0milioni', '27\u00a0mln'],
    es: ['27\u00a0millones', '27\u00a0M'],
  },
  sites: '4',
  productionSites: '3',
  privateLabelPartners: '60',
  products: '300',
  countriesServed: '12',
  certifiedWood: { en: '100%', de: '100\u00a0%', fr: '100\u00a0%', it: '100%', es: '100\u00a0%' },
  energyReduction: { en: '65%', de: '65\u00a0%', fr: '65\u00a0%', it: '65%', es: '65\u00a0%' },
  recycledPlasticShare: { en: '80%', de: '80\u00a0%', fr: '80\u00a0%', it: '80%', es: '80\u00a0%' },
  offsetTonnes: { en: '1,200', de: '1200', fr: '1\u202f200', it: '1200', es: '1200' },
  wasteToLandfill: '0',
  wasteRecycledShare: { en: '72%', de: '72\u00a0%', fr: '72\u00a0%', it: '72%', es: '72\u00a0%' },
  wasteEnergyShare: { en: '28%', de: '28\u00a0%', fr: '28\u00a0%', it: '28%', es: '28\u00a0%' },
  handleLength: {
    en: '60\u2060–\u2060180\u00a0cm',
    de: '60\u2060–\u2060180\u00a0cm',
    fr: '60\u2060–\u2060180\u202fcm',
    it: '60\u2060–\u2060180\u00a0cm',
    es: '60\u2060–\u2060180\u00a0cm',
  },
  handleDiameter: {
    en: '23.5\u2060–\u206028\u00a0mm',
    de: '23,5\u2060–\u206028\u00a0mm',
    fr: '23,5\u2060–\u206028\u202fmm',
    it: '23,5\u2060–\u206028\u00a0mm',
    es: '23,5\u2060–\u206028\u00a0mm',
  },
  woodMoisture: {
    en: '8\u2060–\u206012%',
    de: '8\u2060–\u206012\u00a0%',
    fr: '8\u2060–\u206012\u00a0%',
    it: '8\u2060–\u206012%',
    es: '8\u2060–\u206012\u00a0%',
  },
  minimumOrderRecycledBrushes: { en: '1,000', de: '1000', fr: '1\u202f000', it: '1000', es: '1000' },
  minimumOrderNaturalBrushes: { en: '1,000', de: '1000', fr: '1\u202f000', it: '1000', es: '1000' },
  minimumOrderDustpans: { en: '2,000', de: '2000', fr: '2\u202f000', it: '2000', es: '2000' },
  minimumOrderWoodenHandles: { en: '5,000', de: '5000', fr: '5\u202f000', it: '5000', es: '5000' },
  minimumOrderWoodComponents: { en: '5,000', de: '5000', fr: '5\u202f000', it: '5000', es: '5000' },
  leadTimeRecycledBrushes: '6\u2060–\u20608',
  leadTimeNaturalBrushes: '8\u2060–\u206010',
  leadTimeDustpans: '6\u2060–\u20608',
  leadTimeWoodenHandles: '4\u2060–\u20606',
  leadTimeWoodComponents: '6\u2060–\u206010',
  minimumOrderFrom: { en: '1,000', de: '1000', fr: '1\u202f000', it: '1000', es: '1000' },
  leadTimeWeeks: '4\u2060–\u206010',
  handleLines: '3',
  fillingMachines: '5',
};
