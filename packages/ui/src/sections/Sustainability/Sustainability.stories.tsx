import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { asText, shown } from '../../stories/messages';
import { expectLinks } from '../../stories/play';
import { sustainabilitySample } from '../../stories/sample/sustainability';
import { homeFlags, pageFlags, sectionStory } from '../../stories/sectionStory';
import { SustainabilitySection, type SustainabilitySectionProps } from './SustainabilitySection';

const meta = {
  title: 'Sections/Sustainability',
  ...sectionStory(SustainabilitySection, sustainabilitySample, homeFlags),
  // The designer's page is Sustainability.mdx.
  tags: ['!autodocs'],
} satisfies Meta<typeof SustainabilitySection>;

export default meta;
type Story = StoryObj<SustainabilitySectionProps>;

/** As on the home page: three pillars with pictures and badges, the figures, then the link to the page. */
export const Home: Story = {};

/** As on the Sustainability page: the lead, each pillar in full behind an accordion, the value chain, the banner. */
export const Page: Story = { args: pageFlags };

/** Home: the anchor, an `h2`, the pillars with their pictures and badges, the figures, no accordion. */
export const HomeOutline: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const content = shown(sustainabilitySample);
    const section = canvasElement.querySelector('section');
    await expect(section).toHaveAttribute('id', 'sustainability');
    await expect(canvas.getByRole('region', { name: content.title })).toBe(section);
    await expect(canvas.getByRole('heading', { level: 2, name: content.title })).toBeVisible();

    const pillars = within(canvas.getAllByRole('list')[0] as HTMLElement).getAllByRole('heading', {
      level: 3,
    });
    await expect(pillars.map((pillar) => pillar.textContent)).toEqual(
      content.pillars.map((pillar) => pillar.title),
    );
    for (const pillar of content.pillars) {
      await expect(canvas.getByRole('img', { name: pillar.image.alt })).toBeVisible();
      for (const badge of pillar.badges) await expect(canvas.getByText(asText(badge))).toBeVisible();
    }
    const figures = [...canvasElement.querySelectorAll('dl dd[data-figure]')].map((dd) => dd.textContent);
    await expect(figures).toEqual(content.metrics.items.map((item) => item.value));
    // A figure that states a claim links to the claim in full; its link's name says which figure.
    for (const item of content.metrics.items)
      if (item.proof)
        await expect(
          canvas.getByRole('link', { name: `${item.proof.label} – ${item.value} ${item.label}` }),
        ).toHaveAttribute('href', item.proof.href);

    await expectLinks(canvas, [[content.learnMore.label, '/sustainability']]);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: content.valueChain.title })).toBeNull();
  },
};

/** Page: an `h1` and its lead, the banner, one closed accordion entry per pillar, the value chain in order. */
export const PageOutline: Story = {
  args: pageFlags,
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    const content = shown(sustainabilitySample);
    await expect(canvas.getByRole('heading', { level: 1, name: content.title })).toBeVisible();
    await expect(canvas.getByText(asText(content.lead))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: content.learnMore.label })).toBeNull();

    const banner = canvas.getByRole('complementary', { name: content.crossPromo.title });
    const links = within(banner).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/contact', '/products']);

    const triggers = canvas.getAllByRole('button');
    await expect(triggers.map((trigger) => trigger.textContent)).toEqual(
      content.pillars.map((pillar) => pillar.title),
    );
    for (const trigger of triggers) {
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(trigger.closest('h3')).not.toBeNull();
    }

    const chain = canvas.getByRole('list', { name: content.valueChain.title });
    await expect(chain.tagName).toBe('OL');
    await expect(
      within(chain)
        .getAllByRole('listitem')
        .map((step) => step.querySelector('strong')?.textContent),
    ).toEqual(content.valueChain.steps.map((step) => step.title));

    // Every claim stands in sight at its anchor, statement then qualifier, where its figure's link leads.
    const claims = content.pillars.flatMap((pillar) => pillar.claims ?? []);
    await expect(canvas.getByRole('heading', { name: content.evidence?.title })).toBeVisible();
    for (const claim of claims) {
      const entry = document.getElementById(claim.id ?? '');
      await expect(entry).toBeVisible();
      await expect(entry).toHaveTextContent(`${asText(claim.statement)}${asText(claim.qualifier)}`);
    }
  },
};

/** An entry opened with the keyboard shows the pillar in full; Tab and Space open the next, closing the first. */
export const ExpandWithKeyboard: Story = {
  args: { extras: true },
  play: async ({ canvas }) => {
    const [wood, fibres] = shown(sustainabilitySample).pillars;
    if (!wood || !fibres) throw new Error('two pillars expected');
    const trigger = canvas.getByRole('button', { name: wood.title });
    await expect(canvas.queryByText(asText(wood.description))).not.toBeVisible();

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const region = canvas.getByRole('region', { name: wood.title });
    await expect(within(region).getByText(asText(wood.description))).toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: fibres.title })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('region', { name: fibres.title })).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** An entry opened with the pointer shows the pillar in full; a second click hides it. */
export const ExpandWithPointer: Story = {
  args: { extras: true },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const rail = shown(sustainabilitySample).pillars[2];
    if (!rail) throw new Error('a third pillar expected');
    const trigger = canvas.getByRole('button', { name: rail.title });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(asText(rail.description))).toBeVisible();

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByText(asText(rail.description))).not.toBeVisible());
  },
};
