import { describe, expect, it } from 'vitest';
import { company } from '../company';
import { contentI18n, contentLocales } from '../contentI18n.fixture';
import { faqContent } from './faq';
import { productsContent } from './products';

const locales = contentLocales;
const i18nFor = contentI18n;

describe('order terms on the product cards (issue 37 §3)', () => {
  it('every family card ends with its minimum order and lead time, in five languages, marked while a sample', async () => {
    for (const locale of locales) {
      const i18n = await i18nFor(locale);
      const sampleNote = 'facts.sample';
      const marker = i18n._(sampleNote);
      for (const product of productsContent(i18n).products) {
        const [order, lead] = product.specifications?.slice(-2) ?? [];
        expect([order?.key, lead?.key], `${locale} ${product.id}`).toEqual(['minimumOrder', 'leadTime']);
        expect(order?.label).not.toBe('');
        expect(order?.value, `${locale} ${product.id}`).toMatch(new RegExp(`\\d.* \\S+ ${literal(marker)}$`));
        expect(lead?.value, `${locale} ${product.id}`).toMatch(
          new RegExp(`\\d\\u2060–\\u2060\\d+ \\S+ ${literal(marker)}$`),
        );
      }
    }
  });

  it('prints each family its own terms from the facts: 5,000 handles, 6–10 weeks for components', async () => {
    const cards = productsContent(await i18nFor('en')).products;
    const terms = (id: string) =>
      cards
        .find((card) => card.id === id)
        ?.specifications?.slice(-2)
        .map((row) => row.value.replace(/ \[.*$/, ''));
    expect(terms('wooden-handles')).toEqual([
      `${company.orderTerms.woodenHandles.minimumOrder.toLocaleString('en')} pieces`,
      '4\u2060–\u20606 weeks',
    ]);
    expect(terms('wood-components')).toEqual(['5,000 pieces', '6\u2060–\u206010 weeks']);
    const german = productsContent(await i18nFor('de')).products.find((card) => card.id === 'dustpans');
    expect(german?.specifications?.slice(-2).map((row) => row.label)).toEqual([
      'Mindestbestellmenge',
      'Lieferzeit',
    ]);
  });

  it('the FAQ answers with the figures, no longer "it depends", in five languages', async () => {
    for (const locale of locales) {
      const i18n = await i18nFor(locale);
      const items = faqContent(i18n).items;
      const moq = items.find((item) => item.id === 'moq')?.answer ?? '';
      const lead = items.find((item) => item.id === 'lead-times')?.answer ?? '';
      expect(moq, locale).toMatch(/\b1\D?000\b/);
      expect(lead, locale).toMatch(/4\u2060–\u206010/);
    }
  });
});

/** A text as a literal in a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
