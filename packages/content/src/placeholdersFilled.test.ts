// Every text a page section gets has all its placeholders filled: a value handed to the wrong message
// printed "Auf eine Feuchte von  getrocknet" in five languages (the German reader, 29 November).
import type { I18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { contentI18n, contentLocales } from './contentI18n.fixture';
import { aboutContent } from './sections/about';
import { contactContent } from './sections/contact';
import { faqContent } from './sections/faq';
import { heroContent } from './sections/hero';
import { homeTeasers } from './sections/home';
import { homeProducts } from './sections/homeProducts';
import { manufacturingContent } from './sections/manufacturing';
import { privateLabelContent } from './sections/privateLabel';
import { productsContent } from './sections/products';
import { proofContent } from './sections/proof';
import { sustainabilityContent } from './sections/sustainability';

const builders: Record<string, (i18n: I18n) => unknown> = {
  about: aboutContent,
  contact: contactContent,
  faq: faqContent,
  hero: heroContent,
  home: homeTeasers,
  homeProducts,
  manufacturing: manufacturingContent,
  privateLabel: privateLabelContent,
  products: productsContent,
  proof: proofContent,
  sustainability: sustainabilityContent,
};

/** Every string of a content object, with its path. */
const strings = (value: unknown, path: string): [string, string][] => {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
};

/** A hole a missing value leaves: two spaces in a row, a space before a stop or comma, a raw placeholder. */
const hole = /\S {2,}\S| [.,;:](?!\d)|\{\w+\}/;

describe('the sections’ texts', () => {
  it('catches a hole: "Auf eine Feuchte von  getrocknet", "of  pieces", "{woodMoisture}"', () => {
    for (const planted of [
      'Auf eine Feuchte von  getrocknet',
      'Minimum order of  pieces',
      'Dried to {woodMoisture}',
    ])
      expect(hole.test(planted), planted).toBe(true);
    expect(hole.test('Dried to 8–12 % moisture; offcuts reused.')).toBe(false);
  });

  for (const locale of contentLocales)
    it(`in ${locale}, have every placeholder filled`, async () => {
      const i18n = await contentI18n(locale);
      const found = Object.entries(builders).flatMap(([name, build]) =>
        strings(build(i18n), name)
          .filter(([, text]) => hole.test(text.replace(/\u00a0|\u202f/g, ' ').replace(/ (?=[;:!?»])/g, '')))
          .map(([path, text]) => `${path}: ${text}`),
      );
      expect(found).toEqual([]);
    });
});
