import { privateLabelContent } from '@brand/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { homeFlags, sectionStory } from '../../stories/sectionStory';
import { PrivateLabelSection, type PrivateLabelSectionProps } from './PrivateLabelSection';

const meta = {
  title: 'Sections/PrivateLabel',
  ...sectionStory(
    PrivateLabelSection,
    privateLabelContent,
    `Private-label (OEM) manufacturing for partners (anchor \`private-label\`): key figures and the
     four services. On the home page it ends with a link to \`/private-label\`; on the Private label
     page (\`headingLevel\` 1, \`subtitle\`, \`extras\`, \`crossPromotion\`) it adds the longer lead, the
     four-step process and the reasons to partner, and ends with the banner to \`/contact\` and
     \`/sustainability\`. All text comes through props.`,
  ),
  args: homeFlags,
} satisfies Meta<typeof PrivateLabelSection>;

export default meta;
type Story = StoryObj<PrivateLabelSectionProps>;

const title = 'Your brand, our manufacturing';
const services = ['Product development', 'Flexible manufacturing', 'Quality control', 'Global distribution'];

/** As on the home page: figures and services, then a link to the Private label page. */
export const Home: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = canvasElement.querySelector('section');
    await expect(section).toHaveAttribute('id', 'private-label');
    await expect(canvas.getByRole('region', { name: title })).toBe(section);
    await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();

    const figures = [...canvasElement.querySelectorAll('dl dd')].map((dd) => dd.textContent);
    await expect(figures).toEqual(['60+', '30+', '300+', '12+']);
    const labels = [...canvasElement.querySelectorAll('dl dt')].map((dt) => dt.textContent);
    await expect(labels).toEqual([
      'private-label partners',
      'years of experience',
      'products',
      'countries served',
    ]);

    const cards = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(services);

    await expect(canvas.getByRole('link', { name: /Explore our private-label service/ })).toHaveAttribute(
      'href',
      '/private-label',
    );
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'How a partnership works' })).toBeNull();
    await expect(canvas.queryByText(/from the first sketch/)).toBeNull();
  },
};

/** As on the Private label page: the section is the page (h1), with its lead, the extras and the banner. */
export const Page: Story = {
  args: { headingLevel: 1, subtitle: true, extras: true, crossPromotion: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByText(/from the first sketch/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Explore our private-label service/ })).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      ...services,
      'How a partnership works',
      'Why partners choose us',
    ]);

    const banner = canvas.getByRole('complementary', { name: 'Let’s develop your range' });
    const links = within(banner).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/contact', '/sustainability']);

    const process = canvas.getByRole('list', { name: 'How a partnership works' });
    await expect(process.tagName).toBe('OL');
    const steps = within(process).getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(
      within(process)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Consultation', 'Development', 'Production', 'Delivery']);
    await expect(steps.map((step) => step.firstElementChild?.textContent)).toEqual(['1', '2', '3', '4']);

    const reasons = canvas.getByRole('list', { name: 'Why partners choose us' });
    await expect(reasons.tagName).toBe('UL');
    await expect(within(reasons).getAllByRole('listitem')).toHaveLength(6);
    await expect(
      within(reasons).getByText('Trusted by more than 60 partners in more than 12 countries'),
    ).toBeVisible();
  },
};
