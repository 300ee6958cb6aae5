import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { asText, shown } from '../../stories/messages';
import { expectLinks } from '../../stories/play';
import { manufacturingSample } from '../../stories/sample/manufacturing';
import { homeFlags, pageFlags, sectionStory } from '../../stories/sectionStory';
import { ManufacturingSection, type ManufacturingSectionProps } from './ManufacturingSection';

const meta = {
  title: 'Sections/Manufacturing',
  ...sectionStory(ManufacturingSection, manufacturingSample, homeFlags),
  // The designer's page is Manufacturing.mdx.
  tags: ['!autodocs'],
} satisfies Meta<typeof ManufacturingSection>;

export default meta;
type Story = StoryObj<ManufacturingSectionProps>;

/** As on the home page: description and the three capability cards, then the link to the Manufacturing page. */
export const Home: Story = {};

/** As on the Manufacturing page: the lead, the workshops, the two process tracks, the checks, the sites, the banner. */
export const Page: Story = { args: pageFlags };

/** Home: the anchor, an `h2`, three capabilities, the links to the page and to the contact page, no extras. */
export const HomeOutline: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const content = shown(manufacturingSample);
    const section = canvasElement.querySelector('section');
    await expect(section).toHaveAttribute('id', 'manufacturing');
    await expect(canvas.getByRole('region', { name: content.title })).toBe(section);
    await expect(canvas.getByRole('heading', { level: 2, name: content.title })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      content.capabilities.map((capability) => capability.title),
    );
    await expectLinks(canvas, [
      [content.learnMore.label, '/manufacturing'],
      [content.related?.[0]?.label, '/contact'],
    ]);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: content.quality.title })).toBeNull();
    await expect(canvas.queryByRole('figure')).toBeNull();
    await expect(canvas.queryByText(asText(content.lead))).toBeNull();
  },
};

/** Page: an `h1` and its lead, two captioned pictures, two tracks of three steps, the checks, four sites, the banner. */
export const PageOutline: Story = {
  args: pageFlags,
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    const content = shown(manufacturingSample);
    await expect(canvas.getByRole('heading', { level: 1, name: content.title })).toBeVisible();
    await expect(canvas.getByText(asText(content.lead))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: content.learnMore.label })).toBeNull();

    const banner = canvas.getByRole('complementary', { name: content.crossPromo.title });
    const links = within(banner).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/contact', '/about']);

    const figures = canvas.getAllByRole('figure');
    await expect(figures).toHaveLength(content.heritage.images.length);
    for (const [index, figure] of figures.entries()) {
      const { image, caption } = content.heritage.images[index] ?? {};
      await expect(within(figure).getByRole('img', { name: image?.alt })).toHaveAttribute('width', '720');
      await expect(figure.querySelector('figcaption')).toHaveTextContent(asText(caption ?? ''));
    }

    const tracks = canvas.getAllByRole('list').filter((list) => list.tagName === 'OL');
    await expect(tracks.map((track) => track.getAttribute('aria-labelledby'))).not.toContain(null);
    await expect(tracks.map((track) => within(track).getAllByRole('listitem').length)).toEqual(
      content.process.tracks.map((track) => track.steps.length),
    );
    for (const [index, track] of tracks.entries()) {
      await expect(track).toHaveAccessibleName(content.process.tracks[index]?.title ?? '');
    }

    await expect(canvas.getByRole('heading', { level: 2, name: content.quality.title })).toBeVisible();
    const checks = canvas.getByRole('list', { name: content.quality.title });
    await expect(
      within(checks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(content.quality.checks);

    const sites = canvas.getByRole('list', { name: content.facilities.title });
    await expect(
      within(sites)
        .getAllByRole('heading', { level: 3 })
        .map((site) => site.textContent),
    ).toEqual(content.facilities.items.map((site) => site.name));
  },
};

/** The extras without the banner: the link to the Manufacturing page stays, the blocks' titles are `h3`. */
export const ExtrasWithoutBanner: Story = {
  args: { extras: true },
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    const content = shown(manufacturingSample);
    await expect(canvas.getAllByRole('figure')).toHaveLength(2);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expectLinks(canvas, [[content.learnMore.label, '/manufacturing']]);
    await expect(canvas.getByRole('heading', { level: 3, name: content.quality.title })).toBeVisible();
  },
};
