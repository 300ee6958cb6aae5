// @vitest-environment node
// Products' props, one each (docs/adr/0091): the banner and the longer lead show when their content is
// given, as Hero's figures and video do; the deprecated flags still decide when set, until the next major.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { productsSample } from '../../stories/sample/products';
import { brandArt, sourceI18n as i18n } from '../../stories/source';
import { ProductsCompactSection } from './ProductsCompactSection';
import { ProductsSection, type ProductsSectionProps } from './ProductsSection';

const content = productsSample(i18n, brandArt);
const lead = content.lead ?? '';
const banner = content.crossPromo?.title ?? '';
const html = (props: Partial<ProductsSectionProps> = {}) =>
  renderToString(<ProductsSection {...content} {...props} />);

describe('ProductsSection', () => {
  it('shows the banner and the lead because they are given, without a flag', () => {
    const page = html();
    expect(page).toContain(banner);
    expect(page).toContain(lead);
    expect(page).not.toContain('href="/products"');
  });

  it('leaves out what is not given: the link to the range, no banner, no lead', () => {
    const home = html({ crossPromo: undefined, lead: undefined });
    expect(home).not.toContain(banner);
    expect(home).not.toContain(lead);
    expect(home).toContain('href="/products"');
  });

  it('still honours the deprecated `crossPromotion` and `subtitle` when set', () => {
    const off = html({ crossPromotion: false, subtitle: false });
    expect(off).not.toContain(banner);
    expect(off).not.toContain(lead);
    expect(off).toContain('href="/products"');
    const on = html({ crossPromotion: true, subtitle: true });
    expect(on).toContain(banner);
    expect(on).toContain(lead);
  });

  it('ProductsCompactSection draws short cards: the name a link to `href`, one line, the quote button', () => {
    const [first] = content.products;
    const compact = renderToString(
      <ProductsCompactSection
        {...content}
        products={[
          { title: 'Dustpans', description: 'One line', href: '/products#dustpans', quote: first?.quote },
        ]}
      />,
    );
    expect(compact).toMatch(/<h3[^>]*><a[^>]*href="\/products#dustpans"[^>]*>Dustpans<\/a><\/h3>/);
    expect(compact).toContain('One line');
    expect(compact).toContain(`href="${first?.quote?.href}"`);
    expect(compact).not.toContain('<dl');
    // Its own content only: no banner and no lead, whatever the content holds.
    expect(compact).not.toContain(banner);
    expect(compact).not.toContain(lead);
  });
});
