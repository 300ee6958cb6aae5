import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { asText, shown } from '../../stories/messages';
import { expectLinks } from '../../stories/play';
import { privateLabelSample } from '../../stories/sample/privateLabel';
import { homeFlags, pageFlags, sectionStory } from '../../stories/sectionStory';
import { PrivateLabelSection, type PrivateLabelSectionProps } from './PrivateLabelSection';

const meta = {
  title: 'Sections/PrivateLabel',
  ...sectionStory(PrivateLabelSection, privateLabelSample, homeFlags),
  // The designer's page is PrivateLabel.mdx.
  tags: ['!autodocs'],
} satisfies Meta<typeof PrivateLabelSection>;

export default meta;
type Story = StoryObj<PrivateLabelSectionProps>;

/** As on the home page: four figures and four services, then the link to the Private label page. */
export const Home: Story = {};

/** As on the Private label page: the lead, the four-step process, the reasons to partner and the banner. */
export const Page: Story = { args: pageFlags };

/** Home: the anchor, an `h2`, the figures with their labels, four services, the link, no process. */
export const HomeOutline: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const content = shown(privateLabelSample);
    const section = canvasElement.querySelector('section');
    await expect(section).toHaveAttribute('id', 'private-label');
    await expect(canvas.getByRole('region', { name: content.title })).toBe(section);
    await expect(canvas.getByRole('heading', { level: 2, name: content.title })).toBeVisible();

    await expect([...canvasElement.querySelectorAll('dl dd')].map((dd) => dd.textContent)).toEqual(
      content.stats.map((stat) => stat.value),
    );
    await expect([...canvasElement.querySelectorAll('dl dt')].map((dt) => dt.textContent)).toEqual(
      content.stats.map((stat) => stat.label),
    );
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(
      content.services.length,
    );
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      content.services.map((service) => service.title),
    );
    await expectLinks(canvas, [[content.learnMore.label, '/private-label']]);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: content.process.title })).toBeNull();
    await expect(canvas.queryByText(asText(content.lead))).toBeNull();
  },
};

/** Page: an `h1` and its lead, the services then the two blocks as `h2`, the numbered steps, the reasons, the banner. */
export const PageOutline: Story = {
  args: pageFlags,
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    const content = shown(privateLabelSample);
    await expect(canvas.getByRole('heading', { level: 1, name: content.title })).toBeVisible();
    await expect(canvas.getByText(asText(content.lead))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: content.learnMore.label })).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      ...content.services.map((service) => service.title),
      content.process.title,
      content.reasons.title,
    ]);

    const banner = canvas.getByRole('complementary', { name: content.crossPromo.title });
    const links = within(banner).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/contact', '/sustainability']);

    const process = canvas.getByRole('list', { name: content.process.title });
    await expect(process.tagName).toBe('OL');
    const steps = within(process).getAllByRole('listitem');
    await expect(
      within(process)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(content.process.steps.map((step) => step.title));
    await expect(steps.map((step) => step.firstElementChild?.textContent)).toEqual(['1', '2', '3', '4']);

    const reasons = canvas.getByRole('list', { name: content.reasons.title });
    await expect(reasons.tagName).toBe('UL');
    await expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(content.reasons.items);
  },
};
