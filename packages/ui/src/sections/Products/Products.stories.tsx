import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { asText, shown } from '../../stories/messages';
import { t } from '../../stories/play';
import { familyAnchors, productsSample } from '../../stories/sample/products';
import { sampleRender, sectionStory } from '../../stories/sectionStory';
import { sourceSample } from '../../stories/useSample';
import { ProductsCompactSection } from './ProductsCompactSection';
import { ProductsSection, type ProductsSectionProps } from './ProductsSection';

/** As on a home page: no lead and no banner given (docs/adr/0091: the content decides), an `h2` title. */
const home = { lead: undefined, crossPromo: undefined, headingLevel: 2 } as const;
/** The sample in English, as the controls hold it. */
const source = sourceSample(productsSample);
/** As on the section's own page: the sample's lead and banner given, an `h1` title. */
const page = { headingLevel: 1, lead: source.lead, crossPromo: source.crossPromo } as const;

const meta = {
  title: 'Sections/Products',
  ...sectionStory(ProductsSection, productsSample, home),
  // The designer's page is Products.mdx.
  tags: ['!autodocs'],
} satisfies Meta<typeof ProductsSection>;

export default meta;
type Story = StoryObj<ProductsSectionProps>;

const anchors = Object.values(familyAnchors);

/** The cards in order, as `article`s. */
const cards = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('article')];

/** As on the home page: five product families, each a card, then the link to the whole range. */
export const Home: Story = {};

/** As on the Products page: an `h1` with the longer lead, the cards, and the banner instead of the link. */
export const Page: Story = { args: page };

/** Home: the anchor, an `h2`, each card its anchor, its `h3`, features and specifications; every picture lazy. */
export const HomeOutline: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const content = shown(productsSample);
    await expect(canvas.getByRole('region', { name: content.title })).toHaveAttribute('id', 'products');
    await expect(canvas.getByRole('heading', { level: 2, name: content.title })).toBeVisible();
    await expect(cards(canvasElement).map((card) => card.id)).toEqual(anchors);
    await expect(canvas.getByRole('link', { name: content.viewRange?.label })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByText(asText(content.lead ?? ''))).toBeNull();
    // Far below the fold on the home page: no picture competes with the first paint.
    await expect(
      cards(canvasElement).map((card) => card.querySelector('img')?.getAttribute('loading')),
    ).toEqual(Array(anchors.length).fill('lazy'));

    for (const [index, card] of cards(canvasElement).entries()) {
      const product = content.products[index];
      const inCard = within(card);
      await expect(inCard.getByRole('heading', { level: 3, name: product?.title })).toBeVisible();
      const [features, specs] = inCard.getAllByRole('heading', { level: 4 });
      await expect(features).toHaveTextContent(asText(t('ui.products.features')));
      await expect(specs).toHaveTextContent(asText(t('ui.products.specifications')));
      await expect(
        within(inCard.getByRole('list'))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(product?.features);
      await expect([...card.querySelectorAll('dl > div')].map((row) => row.textContent)).toEqual(
        product?.specifications?.map((spec) => `${spec.label}${spec.value}`),
      );
    }
    const handles = canvasElement.querySelector('#wooden-handles');
    await expect(handles?.querySelector('[data-spec="lengthRange"] dd')).toHaveTextContent('80–160 cm');
    await expect(handles?.querySelector('[data-spec="diameterRange"] dd')).toHaveTextContent('22–30 mm');
  },
};

/** Page: an `h1` and its lead, the banner to manufacturing and sustainability, each card an `h2`. */
export const PageOutline: Story = {
  args: page,
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const content = shown(productsSample);
    await expect(canvas.getByRole('heading', { level: 1, name: content.title })).toBeVisible();
    await expect(canvas.getByText(asText(content.lead ?? ''))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: content.viewRange?.label })).toBeNull();
    const banner = canvas.getByRole('complementary', { name: content.crossPromo?.title });
    await expect(
      within(banner)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/manufacturing', '/sustainability']);
    await expect(cards(canvasElement).map((card) => card.id)).toEqual(anchors);
    for (const card of cards(canvasElement)) {
      await expect(within(card).getByRole('heading', { level: 2 })).toBeVisible();
      await expect(within(card).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    }
  },
};

/**
 * As a page's main section, the first three pictures load at once, the others lazily; every one reserves
 * its 214×176 box and is named by its alternative text.
 */
export const ImageLoading: Story = {
  args: { headingLevel: 1 },
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvasElement }) => {
    const content = shown(productsSample);
    const images = cards(canvasElement).map((card) => card.querySelector('img'));
    await expect(images.map((img) => img?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    for (const [index, img] of images.entries()) {
      await expect(img).toHaveAttribute('width', '214');
      await expect(img).toHaveAttribute('height', '176');
      await expect(img).toHaveAccessibleName(content.products[index]?.image?.alt ?? '');
    }
    await waitFor(() => expect(images[0]?.naturalWidth).toBe(214));
  },
};

/**
 * Each card stops below the fixed header when its anchor is followed: the page keeps the header's height
 * clear at the top of every scroll to an anchor (`scroll-padding-top` on the root, from the reset).
 */
export const AnchorsClearTheHeader: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(Number.parseFloat(getComputedStyle(root).scrollPaddingTop)).toBeGreaterThanOrEqual(72);
    for (const card of cards(canvasElement)) {
      card.scrollIntoView({ block: 'start' });
      await expect(card.getBoundingClientRect().top).toBeGreaterThanOrEqual(72);
    }
  },
};

/** A picture that cannot load leaves a same-sized "Image not available" box and one console warning. */
export const BrokenImage: Story = {
  args: {
    products: source.products.map((product, index) =>
      index === 1 && product.image
        ? { ...product, image: { ...product.image, src: 'data:image/png;base64,broken' } }
        : product,
    ),
  },
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => undefined);
    return () => warn.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const broken = shown(productsSample).products[1];
    const natural = canvasElement.querySelector<HTMLElement>('#natural-brushes');
    if (!natural || !broken) throw new Error('the natural-fibre card is missing');
    const fallback = await within(natural).findByText(asText(t('ui.image.unavailable')));
    await expect(fallback).toBeVisible();
    await expect(within(natural).getByRole('img', { name: broken.image?.alt })).toHaveAttribute(
      'data-state',
      'error',
    );
    await expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Image not available'));
    const box = within(natural).getByRole('img').getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(214 / 176, 1);
    await expect(canvasElement.querySelectorAll('[data-state="error"]')).toHaveLength(1);
  },
};

/**
 * Every row of the grid is full, whatever the width: groups the cards by their top edge and checks that
 * each row's cards are as wide as each other and together span the grid.
 */
const expectFullRows = async (canvasElement: HTMLElement) => {
  const grid = canvasElement.querySelector('ul[data-count]')?.getBoundingClientRect();
  if (!grid) throw new Error('no product grid');
  const rows = new Map<number, DOMRect[]>();
  for (const card of cards(canvasElement)) {
    const box = card.getBoundingClientRect();
    const top = Math.round(box.top);
    rows.set(top, [...(rows.get(top) ?? []), box]);
  }
  for (const row of rows.values()) {
    const widths = row.map((box) => box.width);
    await expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(1);
    await expect(Math.abs((row[0]?.left ?? 0) - grid.left)).toBeLessThan(1);
    await expect(Math.abs((row.at(-1)?.right ?? 0) - grid.right)).toBeLessThan(1);
  }
  return [...rows.values()].map((row) => row.length);
};

/**
 * Four products (issue 23: the fourth card stretched over one and a half columns): on a wide screen two
 * rows of two, each row full. Any count keeps its rows full (4 → 2 + 2, 7 → 3 + 2 + 2).
 */
export const FourProducts: Story = {
  args: { products: source.products.slice(0, 4) },
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement).map((card) => card.id)).toEqual(anchors.slice(0, 4));
    const rows = await expectFullRows(canvasElement);
    await expect(rows.reduce((sum, size) => sum + size, 0)).toBe(4);
    if (canvasElement.ownerDocument.documentElement.clientWidth >= 1024) await expect(rows).toEqual([2, 2]);
  },
};

/**
 * A range of a partner's own, with only what the section needs: a title, a description and products with
 * an id, a name and a description — no lead, no link to the range, no banner, no pictures, features or
 * specifications.
 */
export const OnlyWhatIsGiven: Story = {
  args: {
    ...page,
    eyebrow: undefined,
    lead: undefined,
    viewRange: undefined,
    crossPromo: undefined,
    products: source.products.slice(0, 2).map(({ id, title, description }) => ({ id, title, description })),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(cards(canvasElement).map((card) => card.id)).toEqual(anchors.slice(0, 2));
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    for (const card of cards(canvasElement)) {
      await expect(within(card).getAllByRole('heading')).toHaveLength(1);
      await expect(card.querySelector('dl')).toBeNull();
    }
    await expectFullRows(canvasElement);
  },
};

/**
 * Each card ends with a "Request a quote" button (secondary) that opens the contact form with its family
 * chosen: `/contact?product=<the card's anchor>#contact-form`. Its accessible name names the family.
 */
export const QuoteLinks: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { products } = shown(productsSample);
    for (const [index, card] of cards(canvasElement).entries()) {
      const quote = within(card).getByRole('link', { name: products[index]?.quote?.ariaLabel });
      await expect(quote).toHaveTextContent(products[index]?.quote?.label ?? '');
      await expect(quote).toHaveAttribute('href', `/contact?product=${card.id}#contact-form`);
      await expect(quote).toHaveAttribute('data-variant', 'secondary');
      // The last thing in the card.
      await expect(card.lastElementChild).toContainElement(quote);
    }
  },
};

/**
 * The deprecated flags still decide when set, until the next major version (docs/adr/0091): the page's
 * content with `crossPromotion={false}` and `subtitle={false}` shows the link to the range, not the banner,
 * and no lead.
 */
export const DeprecatedFlags: Story = {
  args: { ...page, crossPromotion: false, subtitle: false },
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    const content = shown(productsSample);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByText(asText(content.lead ?? ''))).toBeNull();
    await expect(canvas.getByRole('link', { name: content.viewRange?.label })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};

/** The compact sample: each family linked to its card on the Products page, no anchors of its own. */
const compactArgs = {
  ...home,
  products: source.products.map(({ id, title, description, image, quote }) => ({
    title,
    description,
    image,
    quote,
    href: `/products#${id}`,
  })),
};

/**
 * `ProductsCompactSection`, as on a home page: a grid a buyer scans — each family's picture beside its name (a link to
 * its card on the Products page), one line and its quote button; no features or specifications. A list
 * on phones, two a row from 640 px, three from 1,024 px, five from 1,600 px.
 */
export const Compact: Story = {
  args: compactArgs,
  render: sampleRender(ProductsCompactSection, productsSample),
  play: async ({ canvas, canvasElement }) => {
    const { products } = shown(productsSample);
    await expect(cards(canvasElement)).toHaveLength(products.length);
    for (const [index, card] of cards(canvasElement).entries()) {
      const product = products[index];
      const inCard = within(card);
      const name = inCard.getByRole('link', { name: product?.title });
      await expect(name).toHaveAttribute('href', `/products#${anchors[index]}`);
      await expect(inCard.getByRole('heading', { level: 3 })).toContainElement(name);
      const quote = inCard.getByRole('link', { name: product?.quote?.ariaLabel });
      await expect(quote).toHaveAttribute('href', `/contact?product=${anchors[index]}#contact-form`);
      await expect(card.querySelector('ul, dl')).toBeNull();
      // The picture beside the name, not above it.
      const [picture, heading] = [card.querySelector('img'), inCard.getByRole('heading')];
      await expect(picture?.getBoundingClientRect().right).toBeLessThanOrEqual(
        heading.getBoundingClientRect().left,
      );
    }
    await expect(canvas.getByRole('link', { name: shown(productsSample).viewRange?.label })).toBeVisible();
  },
};

/** The compact grid on a phone: one family under the other, the five within about one and a half screens. */
export const CompactOnPhone: Story = {
  args: compactArgs,
  render: sampleRender(ProductsCompactSection, productsSample),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const all = cards(canvasElement);
    const first = all[0]?.getBoundingClientRect();
    const last = all.at(-1)?.getBoundingClientRect();
    if (!first || !last) throw new Error('no cards');
    await expect(last.left).toBeCloseTo(first.left, 0);
    await expect(last.bottom - first.top).toBeLessThan(1.5 * window.innerHeight);
  },
};
