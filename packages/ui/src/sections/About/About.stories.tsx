import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { asText, shown } from '../../stories/messages';
import { aboutSample, aboutYears } from '../../stories/sample/about';
import { homeFlags, pageFlags, sectionStory } from '../../stories/sectionStory';
import { useSample } from '../../stories/useSample';
import { AboutSection, type AboutSectionProps } from './AboutSection';

const meta = {
  title: 'Sections/About',
  ...sectionStory(AboutSection, aboutSample, homeFlags),
  // The designer's page is About.mdx.
  tags: ['!autodocs'],
} satisfies Meta<typeof AboutSection>;

export default meta;
type Story = StoryObj<AboutSectionProps>;

/** As on the home page: introduction, picture, three columns, the figures and a link to the About page. */
export const Home: Story = {};

/** As on the About page: the section is the page (`h1`), with its lead, the timeline, the values and the banner. */
export const Page: Story = { args: pageFlags };

/** The figures block: four `<dd>` values, each named by its `<dt>`, as the content gives them. */
const expectFigures = async (canvasElement: HTMLElement) => {
  const { stats } = shown(aboutSample);
  const values = [...canvasElement.querySelectorAll('dl dd')].map((dd) => dd.textContent);
  await expect(values).toEqual(stats.items.map((item) => item.value));
  await expect([...canvasElement.querySelectorAll('dl dt')].map((dt) => dt.textContent)).toEqual(
    stats.items.map((item) => item.label),
  );
};

/** Home: the anchor, an `h2`, the link to `/about` named in full, no banner, no timeline, no lead. */
export const HomeOutline: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const content = shown(aboutSample);
    await expect(canvas.getByRole('region', { name: content.title })).toHaveAttribute('id', 'about');
    await expect(canvas.getByRole('heading', { level: 2, name: content.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: content.learnMore.ariaLabel })).toHaveAttribute(
      'href',
      '/about',
    );
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: content.timeline?.title })).toBeNull();
    await expect(canvas.queryByText(asText(content.lead))).toBeNull();
    // The three columns, then the figures' title (for the outline and screen readers only).
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      ...content.columns.map((column) => column.title),
      content.stats.title,
    ]);
    await expect(canvas.getByRole('img', { name: content.image?.alt })).toBeVisible();
    await expectFigures(canvasElement);
  },
};

/** Page: an `h1` with its lead, the banner's two links, the timeline in year order and the values. */
export const PageOutline: Story = {
  args: pageFlags,
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const content = shown(aboutSample);
    await expect(canvas.getByRole('heading', { level: 1, name: content.title })).toBeVisible();
    await expect(canvas.getByText(asText(content.lead))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: content.learnMore.ariaLabel })).toBeNull();

    const banner = canvas.getByRole('complementary', { name: content.crossPromo.title });
    const links = within(banner).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/products', '/manufacturing']);

    const journey = canvas.getByRole('region', { name: content.timeline?.title });
    const entries = within(within(journey).getByRole('list')).getAllByRole('listitem');
    await expect(entries.map((entry) => Number(entry.querySelector('time')?.dateTime))).toEqual([
      ...aboutYears,
    ]);
    await expect(within(journey).getAllByRole('heading', { level: 3 })).toHaveLength(aboutYears.length);

    const values = canvas.getByRole('region', { name: content.values?.title });
    await expect(within(values).getAllByRole('listitem')).toHaveLength(content.values?.items.length ?? 0);
    await expectFigures(canvasElement);
  },
};

/** Milestones given out of order are still shown in year order: the first is the founding. */
export const TimelineInYearOrder: Story = {
  args: { extras: true },
  tags: ['no-visual', '!autodocs'],
  render: function Render(args, { globals }) {
    const content = useSample(aboutSample, args, globals.theme);
    const timeline = content.timeline && {
      ...content.timeline,
      entries: [...content.timeline.entries].reverse(),
    };
    return <AboutSection {...(content as AboutSectionProps)} timeline={timeline} />;
  },
  play: async ({ canvas }) => {
    const content = shown(aboutSample);
    const journey = canvas.getByRole('region', { name: content.timeline?.title });
    const shownYears = [...journey.querySelectorAll('ol > li')].map((entry) =>
      Number(entry.getAttribute('data-year')),
    );
    await expect(shownYears).toEqual([...aboutYears]);
    await expect(within(journey).getAllByRole('heading', { level: 4 })[0]).toHaveTextContent(
      asText(content.timeline?.entries[0]?.title ?? ''),
    );
  },
};

/** The home variant with the banner instead of the link, as a page might place it after another section. */
export const WithCrossPromotion: Story = {
  args: { crossPromotion: true },
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    const content = shown(aboutSample);
    await expect(canvas.queryByRole('link', { name: content.learnMore.ariaLabel })).toBeNull();
    const [range, making] = content.crossPromo.links;
    await expect(canvas.getByRole('link', { name: range?.label })).toHaveAttribute('href', '/products');
    await expect(canvas.getByRole('link', { name: making?.label })).toHaveAttribute('href', '/manufacturing');
  },
};
