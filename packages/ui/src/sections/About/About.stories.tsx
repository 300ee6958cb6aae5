import { aboutContent } from '@brand/content';
import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { homeFlags, sectionStory } from '../../stories/sectionStory';
import { AboutSection, type AboutSectionProps } from './AboutSection';

const meta = {
  title: 'Sections/About',
  ...sectionStory(
    AboutSection,
    aboutContent,
    `The company in brief (anchor \`about\`): introduction, three columns and the numbers block. On the
     home page it ends with a "More about us" link to \`/about\`; on the About page (\`headingLevel\` 1,
     \`subtitle\`, \`extras\`, \`crossPromotion\`) it adds the longer lead, the journey timeline and the
     values, and ends with the banner to \`/products\` and \`/manufacturing\`. All text comes through
     props.`,
  ),
  args: homeFlags,
} satisfies Meta<typeof AboutSection>;

export default meta;
type Story = StoryObj<AboutSectionProps>;

const figures = ['30+', '27M+', '100%', '100%'];
const years = [1993, 2004, 2008, 2013, 2018, 2021, 2023, 2025];

/** The numbers block shows the four figures, each a `<dd>` named by its `<dt>`. */
const expectFigures = async (canvasElement: HTMLElement) => {
  const values = [...canvasElement.querySelectorAll('dl dd')].map((dd) => dd.textContent);
  await expect(values).toEqual(figures);
  await expect(canvasElement.querySelectorAll('dl dt')).toHaveLength(4);
};

/** As on the home page: no subtitle, no extras, a learn-more link instead of the banner. */
export const Home: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole('region', { name: 'A Swiss company since 1993' });
    await expect(section).toHaveAttribute('id', 'about');
    await expect(canvas.getByRole('heading', { level: 2, name: 'A Swiss company since 1993' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /More about us/ })).toHaveAttribute('href', '/about');
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Our journey' })).toBeNull();
    await expect(canvas.queryByText(/From our headquarters in Basel/)).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Heritage', 'Craftsmanship', 'Responsibility']),
    );
    await expectFigures(canvasElement);
  },
};

/** As on the About page: the section is the page (h1) with its lead, timeline, values and the banner. */
export const Page: Story = {
  args: { headingLevel: 1, subtitle: true, extras: true, crossPromotion: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'A Swiss company since 1993' })).toBeVisible();
    await expect(canvas.getByText(/From our headquarters in Basel/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /More about us/ })).toBeNull();

    const banner = canvas.getByRole('complementary', { name: 'Discover what we make' });
    const links = within(banner).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/products', '/manufacturing']);

    const journey = canvas.getByRole('region', { name: 'Our journey' });
    const entries = within(within(journey).getByRole('list')).getAllByRole('listitem');
    await expect(entries).toHaveLength(8);
    await expect(entries.map((entry) => Number(entry.querySelector('time')?.dateTime))).toEqual(years);
    await expect(within(journey).getAllByRole('heading', { level: 3 })).toHaveLength(8);

    const values = canvas.getByRole('region', { name: 'What we stand for' });
    await expect(within(values).getAllByRole('listitem')).toHaveLength(4);
    await expectFigures(canvasElement);
  },
};

/** Milestones given out of order (the spec lists 2013 before 2008) are still shown in year order. */
export const TimelineInYearOrder: Story = {
  args: { extras: true },
  render: (args) => {
    const { i18n } = useLingui();
    const content = aboutContent(i18n);
    const timeline = content.timeline && {
      ...content.timeline,
      entries: [...content.timeline.entries].reverse(),
    };
    return <AboutSection {...args} {...content} timeline={timeline} />;
  },
  play: async ({ canvas }) => {
    const journey = canvas.getByRole('region', { name: 'Our journey' });
    const shown = [...journey.querySelectorAll('ol > li')].map((entry) =>
      Number(entry.getAttribute('data-year')),
    );
    await expect(shown).toEqual(years);
    await expect(within(journey).getAllByRole('heading', { level: 4 })[0]).toHaveTextContent(
      'Founded in Basel',
    );
  },
};

/** The home variant with the banner, as a page might place it after another section. */
export const WithCrossPromotion: Story = {
  args: { crossPromotion: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /More about us/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Explore our products' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(canvas.getByRole('link', { name: 'See our manufacturing' })).toHaveAttribute(
      'href',
      '/manufacturing',
    );
  },
};
