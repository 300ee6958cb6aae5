import { manufacturingContent } from '@brand/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { homeFlags, sectionStory } from '../../stories/sectionStory';
import { ManufacturingSection, type ManufacturingSectionProps } from './ManufacturingSection';

const meta = {
  title: 'Sections/Manufacturing',
  ...sectionStory(
    ManufacturingSection,
    manufacturingContent,
    `How the products are made (anchor \`manufacturing\`): description and the three capability cards.
     On the home page it ends with a link to \`/manufacturing\`; on the Manufacturing page
     (\`headingLevel\` 1, \`subtitle\`, \`extras\`, \`crossPromotion\`) it adds the longer lead, two heritage
     pictures, the wood and brush process tracks, quality testing and the four facilities, and ends
     with the banner to \`/contact\` and \`/about\`. All text and pictures come through props.`,
  ),
  args: homeFlags,
} satisfies Meta<typeof ManufacturingSection>;

export default meta;
type Story = StoryObj<ManufacturingSectionProps>;

/** As on the home page: description and capability cards, then a link to the Manufacturing page. */
export const Home: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = canvasElement.querySelector('section');
    await expect(section).toHaveAttribute('id', 'manufacturing');
    const title = canvas.getByRole('heading', { level: 2, name: 'Made with care, at industrial scale' });
    await expect(canvas.getByRole('region', { name: title.textContent ?? '' })).toBe(section);

    const capabilities = within(canvas.getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');
    await expect(capabilities).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Modern machinery',
      'Tested quality',
      'Sustainable production',
    ]);

    await expect(canvas.getByRole('link', { name: /Discover our manufacturing/ })).toHaveAttribute(
      'href',
      '/manufacturing',
    );
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Quality testing' })).toBeNull();
    await expect(canvas.queryByRole('figure')).toBeNull();
    await expect(canvas.queryByText(/one standard of quality/)).toBeNull();
  },
};

/** As on the Manufacturing page: the section is the page (h1), with its lead, the extras and the banner. */
export const Page: Story = {
  args: { headingLevel: 1, subtitle: true, extras: true, crossPromotion: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Made with care, at industrial scale' }),
    ).toBeVisible();
    await expect(canvas.getByText(/one standard of quality/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Discover our manufacturing/ })).toBeNull();

    const banner = canvas.getByRole('complementary', { name: 'See it for yourself' });
    const links = within(banner).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/contact', '/about']);

    const figures = canvas.getAllByRole('figure');
    await expect(figures).toHaveLength(2);
    for (const figure of figures) {
      const image = within(figure).getByRole('img');
      await expect(image.getAttribute('alt')).toMatch(/^Illustration of/);
      await expect(image).toHaveAttribute('width', '720');
      await expect(image).toHaveAttribute('height', '480');
      await expect(figure.querySelector('figcaption')?.textContent).toBeTruthy();
    }

    const tracks = canvas.getAllByRole('list').filter((list) => list.tagName === 'OL');
    await expect(tracks).toHaveLength(2);
    await expect(tracks.map((track) => track.getAttribute('aria-labelledby'))).not.toContain(null);
    await expect(tracks.map((track) => within(track).getAllByRole('listitem').length)).toEqual([3, 3]);
    await expect(within(tracks[0] as HTMLElement).getByText('Selection & drying')).toBeVisible();
    await expect(within(tracks[1] as HTMLElement).getByText('Assembly & inspection')).toBeVisible();

    await expect(canvas.getByRole('heading', { level: 2, name: 'Quality testing' })).toBeVisible();
    const checks = canvas.getByRole('list', { name: 'Quality testing' });
    await expect(within(checks).getAllByRole('listitem')).toHaveLength(6);

    const facilities = canvas.getByRole('list', { name: /One standard at all/ });
    const sites = within(facilities).getAllByRole('heading', { level: 3 });
    await expect(sites.map((site) => site.textContent)).toEqual([
      'Switzerland',
      'France',
      'Germany',
      'Sri Lanka',
    ]);
    await expect(within(facilities).getByText('Distribution centre')).toBeVisible();
  },
};

/** The extras without the banner: the link to the Manufacturing page stays. */
export const ExtrasWithoutBanner: Story = {
  args: { extras: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('figure')).toHaveLength(2);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Discover our manufacturing/ })).toHaveAttribute(
      'href',
      '/manufacturing',
    );
    await expect(canvas.getByRole('heading', { level: 3, name: 'Quality testing' })).toBeVisible();
  },
};
