import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor } from 'storybook/test';
import { t } from '../../stories/play';
import { Image, imageFits, imageLoadings } from './Image';

/** A local SVG picture (no network), labelled so the stories show which file the browser chose. */
const picture = (label: string, width = 640, height = 400, fill = '#a9743f') =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="${width}" height="${height}" fill="${fill}"/>` +
      `<rect x="${width * 0.15}" y="${height * 0.42}" width="${width * 0.5}" height="${height * 0.16}" rx="${height * 0.08}" fill="#6b4220"/>` +
      `<rect x="${width * 0.62}" y="${height * 0.3}" width="${width * 0.2}" height="${height * 0.4}" rx="${height * 0.04}" fill="#13301e"/>` +
      `<text x="${width / 2}" y="${height * 0.88}" font-family="sans-serif" font-size="${height * 0.09}" text-anchor="middle" fill="#faf8f4">${label}</text>` +
      '</svg>',
  )}`;

const broken = 'data:image/png;base64,broken';

/** Silences and records the component's warning for the stories that break on purpose. */
const spyOnWarn = () => {
  const warn = spyOn(console, 'warn').mockImplementation(() => undefined);
  return () => warn.mockRestore();
};

const meta = {
  title: 'Primitives/Image',
  component: Image,
  // The designer's page is Image.mdx.
  tags: ['!autodocs'],
  args: {
    src: picture('Beech handle brush'),
    alt: 'A broom head with a beech wood handle',
    width: 640,
    height: 400,
    loading: 'lazy',
    fit: 'cover',
  },
  argTypes: {
    fit: { control: 'inline-radio', options: imageFits },
    loading: { control: 'inline-radio', options: imageLoadings },
    fetchPriority: { control: 'inline-radio', options: ['auto', 'high', 'low'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Every content picture: give the intrinsic `width` and `height` (no layout shift), `sources` for ' +
          'AVIF/WebP, `loading="eager"` (and `fetchPriority="high"`) only for what is visible at once. ' +
          'A failed load shows a same-sized "Image not available" box. Not for icons (inline SVG) or the ' +
          'hero video poster.',
      },
    },
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const img = canvas.getByRole('img', { name: args.alt });
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    const { width, height } = img.getBoundingClientRect();
    await expect(width / height).toBeCloseTo(640 / 400, 1);
  },
};

/** Product cards, as on the products page: the first three load eagerly, the rest lazily (214×176). */
export const Lazy: Story = {
  args: { width: 214, height: 176 },
  render: (args) => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: '1rem' }}
    >
      {['Recycled', 'Natural', 'Dustpan', 'Handle', 'Components', 'Broom'].map((label, index) => (
        <Image
          {...args}
          key={label}
          src={picture(label, 214, 176, index % 2 ? '#245634' : '#a9743f')}
          alt={`${label} product`}
          loading={index < 3 ? 'eager' : 'lazy'}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const images = canvas.getAllByRole('img');
    await expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    await expect(images[0]).toHaveAttribute('width', '214');
    await expect(images[0]).toHaveAttribute('height', '176');
  },
};

/**
 * Far below the fold a lazy image is not requested yet (`complete` is false): it must not be taken for a
 * broken one. The address is never fetched unless someone scrolls down to it.
 */
export const LazyBelowTheFold: Story = {
  tags: ['!autodocs'],
  args: { src: '/lazy-image-not-requested-yet.png' },
  beforeEach: spyOnWarn,
  render: (args) => (
    <div>
      {/* Further down than Chrome's lazy-loading distance (up to 2500 px), whatever the window's height. */}
      <div style={{ height: '6000px' }} />
      <Image {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img') as HTMLImageElement;
    await expect(img).toHaveAttribute('loading', 'lazy');
    // An eager image would have been requested while the story rendered; a lazy one far below is not.
    await expect(performance.getEntriesByName(img.src)).toHaveLength(0);
    await expect(img.complete).toBe(false);
    await expect(canvas.queryByText(t('ui.image.unavailable'))).not.toBeInTheDocument();
    await expect(console.warn).not.toHaveBeenCalled();
  },
};

export const Eager: Story = {
  tags: ['same-picture'],
  args: { loading: 'eager', fetchPriority: 'high' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

/** The browser takes the first format it supports; each picture is labelled with its format. */
export const WithSources: Story = {
  args: {
    src: picture('PNG fallback'),
    sources: [
      { srcSet: picture('AVIF', 640, 400, '#245634'), type: 'image/avif' },
      { srcSet: picture('WebP', 640, 400, '#13301e'), type: 'image/webp' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const sources = canvasElement.querySelectorAll('picture > source');
    await expect([...sources].map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    const img = canvas.getByRole('img') as HTMLImageElement;
    await waitFor(() => expect(img.currentSrc).toBe(picture('AVIF', 640, 400, '#245634')));
  },
};

export const Fits: Story = {
  args: { width: 320, height: 320 },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      {imageFits.map((fit) => (
        <Image {...args} key={fit} fit={fit} alt={`Fit: ${fit}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const contain = canvas.getAllByRole('img').find((img) => img.closest('[data-fit="contain"]'));
    if (!contain) throw new Error('no picture with fit: contain');
    await expect(getComputedStyle(contain).objectFit).toBe('contain');
  },
};

/** Shows the component's own message, which follows the locale toolbar. */
export const Broken: Story = {
  args: { src: broken, width: 320, height: 200 },
  beforeEach: spyOnWarn,
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText(t('ui.image.unavailable'))).toBeVisible();
    const fallback = canvas.getByRole('img', { name: args.alt });
    await expect(fallback).toHaveAttribute('data-state', 'error');
    const { width, height } = fallback.getBoundingClientRect();
    await expect(width).toBe(320);
    await expect(height).toBe(200);
    await expect(console.warn).toHaveBeenCalledTimes(1);
    await expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(broken));
  },
};

export const BrokenDecorative: Story = {
  tags: ['same-picture'],
  args: { src: broken, alt: '', width: 320, height: 200 },
  beforeEach: spyOnWarn,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(t('ui.image.unavailable'))).toBeVisible();
    await expect(canvasElement.querySelector('[data-state="error"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
