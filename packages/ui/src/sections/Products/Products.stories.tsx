import { productsContent } from '@brand/content';
import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { sectionStory } from '../../stories/sectionStory';
import { ProductsSection, type ProductsSectionProps } from './ProductsSection';

const meta = {
  title: 'Sections/Products',
  ...sectionStory(
    ProductsSection,
    productsContent,
    `The range (anchor \`products\`): one card per category, each its own anchor (\`#dustpans\` …) with a
     214×176 picture (on the Products page the first three load eagerly), description, three features
     and specifications. Home: a "View the full range" link to \`/products\`; the Products page
     (\`headingLevel\` 1, \`subtitle\`, \`crossPromotion\`) adds the longer lead and the banner to
     \`/manufacturing\` and \`/sustainability\`. The section has no extra blocks.`,
  ),
  args: { crossPromotion: false, subtitle: false, headingLevel: 2 },
} satisfies Meta<typeof ProductsSection>;

export default meta;
type Story = StoryObj<ProductsSectionProps>;

const anchors = ['recycled-brushes', 'natural-brushes', 'dustpans', 'wooden-handles', 'wood-components'];

/** The cards in order, as `article`s. */
const cards = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('article')];

/** As on the home page: the five cards and a view-range link instead of the banner. */
export const Home: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Products made to last' })).toHaveAttribute(
      'id',
      'products',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Products made to last' })).toBeVisible();
    await expect(cards(canvasElement).map((card) => card.id)).toEqual(anchors);
    await expect(canvas.getByRole('link', { name: /View the full range/ })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByText(/Choose from our standard range/)).toBeNull();
    // Far below the fold on the home page: no picture competes with the first paint.
    await expect(
      cards(canvasElement).map((card) => card.querySelector('img')?.getAttribute('loading')),
    ).toEqual(Array(5).fill('lazy'));

    for (const card of cards(canvasElement)) {
      const inCard = within(card);
      await expect(inCard.getByRole('heading', { level: 3 })).toBeVisible();
      const [features, specs] = inCard.getAllByRole('heading', { level: 4 });
      await expect(features).toHaveTextContent('Key features');
      await expect(specs).toHaveTextContent('Specifications');
      await expect(within(inCard.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
      const rows = card.querySelectorAll('dl > div');
      await expect(rows.length).toBeGreaterThanOrEqual(3);
      for (const row of rows) {
        await expect(row.querySelector('dt')?.textContent).toBeTruthy();
        await expect(row.querySelector('dd')?.textContent).toBeTruthy();
      }
    }
    const handles = canvasElement.querySelector('#wooden-handles');
    await expect(handles?.querySelector('[data-spec="lengthRange"] dd')).toHaveTextContent('60–180 cm');
    await expect(handles?.querySelector('[data-spec="diameterRange"] dd')).toHaveTextContent('23.5–28 mm');
  },
};

/** As on the Products page: the section is the page (h1) with its lead and the banner. */
export const Page: Story = {
  args: { headingLevel: 1, subtitle: true, crossPromotion: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Products made to last' })).toBeVisible();
    await expect(canvas.getByText(/Choose from our standard range/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /View the full range/ })).toBeNull();
    const banner = canvas.getByRole('complementary', { name: 'Made by us, from raw material to shelf' });
    const links = within(banner).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/manufacturing',
      '/sustainability',
    ]);
    await expect(cards(canvasElement).map((card) => card.id)).toEqual(anchors);
    for (const card of cards(canvasElement)) {
      await expect(within(card).getByRole('heading', { level: 2 })).toBeVisible();
      await expect(within(card).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    }
  },
};

/**
 * As a page's main section, the first three pictures load at once, the others lazily; every one reserves
 * its 214×176 box. Further down a page (the `Home` story) every picture loads lazily.
 */
export const ImageLoading: Story = {
  args: { headingLevel: 1 },
  play: async ({ canvasElement }) => {
    const images = cards(canvasElement).map((card) => card.querySelector('img'));
    await expect(images.map((img) => img?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    for (const img of images) {
      await expect(img).toHaveAttribute('width', '214');
      await expect(img).toHaveAttribute('height', '176');
      await expect(img?.getAttribute('alt')).toMatch(/^Illustration of /);
    }
    const first = images[0];
    await waitFor(() => expect(first?.naturalWidth).toBe(214));
  },
};

/**
 * Each card stops below the fixed header when its anchor is followed: the page keeps the header's height
 * clear at the top of every scroll to an anchor (`scroll-padding-top` on the root, from the reset).
 */
export const AnchorsClearTheHeader: Story = {
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
  render: (args) => {
    const { i18n } = useLingui();
    const content = productsContent(i18n);
    const products = content.products.map((product, index) =>
      index === 1 && product.image
        ? { ...product, image: { ...product.image, src: 'data:image/png;base64,broken' } }
        : product,
    );
    return <ProductsSection {...args} {...content} products={products} />;
  },
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => undefined);
    return () => warn.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const natural = canvasElement.querySelector<HTMLElement>('#natural-brushes');
    if (!natural) throw new Error('natural-brushes card missing');
    const fallback = await within(natural).findByText('Image not available');
    await expect(fallback).toBeVisible();
    await expect(within(natural).getByRole('img', { name: /wooden scrubbing brush/ })).toHaveAttribute(
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
 * rows of two, each row full. Any count keeps its rows full (`productRows`: 4 → 2 + 2, 7 → 3 + 2 + 2).
 */
export const FourProducts: Story = {
  render: (args) => {
    const { i18n } = useLingui();
    const content = productsContent(i18n);
    return <ProductsSection {...content} {...args} products={content.products.slice(0, 4)} />;
  },
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement).map((card) => card.id)).toEqual(anchors.slice(0, 4));
    const rows = await expectFullRows(canvasElement);
    await expect(rows.reduce((sum, size) => sum + size, 0)).toBe(4);
    if (canvasElement.ownerDocument.documentElement.clientWidth >= 1024) await expect(rows).toEqual([2, 2]);
  },
};

/**
 * A range of the partner's own, with only what the section needs: a title, a description and products
 * with an id, a name and a description — no lead, no "view the range" link, no banner (even with
 * `crossPromotion`), no pictures, features or specifications.
 */
export const OnlyWhatIsGiven: Story = {
  args: { crossPromotion: true, subtitle: true },
  render: (args) => {
    const { i18n } = useLingui();
    const { title, description, products } = productsContent(i18n);
    return (
      <ProductsSection
        {...args}
        title={title}
        description={description}
        products={products.slice(0, 2).map(({ id, title, description }) => ({ id, title, description }))}
      />
    );
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
