import { describe, expect, it } from 'vitest';
import { breadcrumbs, faqPage, organization, serializeJsonLd } from './structuredData';

describe('structured data', () => {
  it('describes the company as SPEC §2 asks: founded 1993, in Basel, country CH, with its e-mail', () => {
    const org = organization('https://site.test', 'https://site.test/logo.svg');
    expect(org).toMatchObject({
      '@type': 'Organization',
      foundingDate: '1993',
      address: { addressLocality: 'Basel', addressCountry: 'CH' },
    });
    expect(String(org.email)).toMatch(/@/);
  });

  it('numbers the breadcrumb trail from 1', () => {
    const list = breadcrumbs([
      { name: 'Home', url: 'https://site.test/' },
      { name: 'About', url: 'https://site.test/about' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://site.test/' },
      { '@type': 'ListItem', position: 2, name: 'About', item: 'https://site.test/about' },
    ]);
  });

  it('joins multi-paragraph FAQ answers', () => {
    const faq = faqPage([{ question: 'Q?', answer: ['One.', 'Two.'] }], 'de');
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'One.\n\nTwo.' } },
    ]);
  });

  it('leaves out the soft hyphens the build puts into long words', () => {
    const json = serializeJsonLd(
      faqPage([{ question: 'EU-Ent\u00ADwal\u00ADdungs\u00ADver\u00ADord\u00ADnung?', answer: 'Ja.' }], 'de'),
    );
    expect(JSON.parse(json).mainEntity[0].name).toBe('EU-Entwaldungsverordnung?');
  });

  it('cannot be broken out of its script element by the text it carries', () => {
    const json = serializeJsonLd(
      faqPage([{ question: '</script><script>alert(1)</script>', answer: 'a & b' }], 'en'),
    );
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json).mainEntity[0].name).toBe('</script><script>alert(1)</script>');
  });
});
