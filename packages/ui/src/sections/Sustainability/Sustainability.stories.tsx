import { sustainabilityContent } from '@brand/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { homeFlags, sectionStory } from '../../stories/sectionStory';
import { SustainabilitySection, type SustainabilitySectionProps } from './SustainabilitySection';

const meta = {
  title: 'Sections/Sustainability',
  ...sectionStory(
    SustainabilitySection,
    sustainabilityContent,
    `The sustainability strategy (anchor \`sustainability\`): the three pillars (sourcing,
     manufacturing, distribution) with badges and pictures, and the key figures. On the home page it
     ends with a link to \`/sustainability\`; on the Sustainability page (\`headingLevel\` 1, \`subtitle\`,
     \`extras\`, \`crossPromotion\`) it adds the longer lead, the full descriptions in an accordion and
     the value chain, and ends with the banner to \`/contact\` and \`/products\`. All text and pictures
     come through props.`,
  ),
  args: homeFlags,
} satisfies Meta<typeof SustainabilitySection>;

export default meta;
type Story = StoryObj<SustainabilitySectionProps>;

const title = 'Responsible from forest to doorstep';

/** As on the home page: pillars and figures, then a link to the Sustainability page. */
export const Home: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = canvasElement.querySelector('section');
    await expect(section).toHaveAttribute('id', 'sustainability');
    await expect(canvas.getByRole('region', { name: title })).toBe(section);
    await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();

    const pillars = within(canvas.getAllByRole('list')[0] as HTMLElement).getAllByRole('heading', {
      level: 3,
    });
    await expect(pillars.map((pillar) => pillar.textContent)).toEqual([
      'Responsible sourcing',
      'Efficient manufacturing',
      'Distribution by river',
    ]);
    for (const badge of [
      'FSC',
      'PEFC',
      'EUDR',
      'No production waste to landfill',
      'Rhine barge',
      'Carbon-offset shipping',
    ]) {
      await expect(canvas.getByText(badge)).toBeVisible();
    }
    await expect(canvas.getAllByRole('img')).toHaveLength(3);

    const figures = [...canvasElement.querySelectorAll('dl dd')].map((dd) => dd.textContent);
    await expect(figures).toEqual(['100%', '100%', '65%', '0']);

    await expect(canvas.getByRole('link', { name: /Our sustainability commitments/ })).toHaveAttribute(
      'href',
      '/sustainability',
    );
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Our value chain' })).toBeNull();
  },
};

/** As on the Sustainability page: the section is the page (h1), with its lead, the extras and the banner. */
export const Page: Story = {
  args: { headingLevel: 1, subtitle: true, extras: true, crossPromotion: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByText(/Sustainability is not a product line for us/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Our sustainability commitments/ })).toBeNull();

    const banner = canvas.getByRole('complementary', { name: 'Build your range on documented materials' });
    const links = within(banner).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/contact', '/products']);

    const triggers = canvas.getAllByRole('button');
    await expect(triggers.map((trigger) => trigger.textContent)).toEqual([
      'Responsible sourcing',
      'Efficient manufacturing',
      'Distribution by river',
    ]);
    for (const trigger of triggers) {
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(trigger.closest('h3')).not.toBeNull();
    }

    const chain = canvas.getByRole('list', { name: 'Our value chain' });
    await expect(chain.tagName).toBe('OL');
    const links2 = within(chain).getAllByRole('listitem');
    await expect(links2.map((link) => link.querySelector('strong')?.textContent)).toEqual([
      'Forest',
      'Sawmill',
      'Factory',
      'Rhine warehouse',
      'Customer',
    ]);
  },
};

/** Expanding an entry with the keyboard shows the pillar's full description; Enter closes it again. */
export const ExpandWithKeyboard: Story = {
  args: { extras: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Responsible sourcing' });
    await expect(canvas.queryByText(/documented back to the forest of origin/)).not.toBeVisible();

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const region = canvas.getByRole('region', { name: 'Responsible sourcing' });
    await expect(within(region).getByText(/documented back to the forest of origin/)).toBeVisible();
    await expect(within(region).getByText(/100% replanting/)).toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Efficient manufacturing' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('region', { name: 'Efficient manufacturing' })).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Expanding an entry with the pointer shows the pillar's full description; a second click hides it. */
export const ExpandWithPointer: Story = {
  args: { extras: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Distribution by river' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/barges carry our goods along the Rhine/)).toBeVisible();

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(canvas.queryByText(/barges carry our goods along the Rhine/)).not.toBeVisible(),
    );
  },
};
