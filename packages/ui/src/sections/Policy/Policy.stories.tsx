import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { asText, shown } from '../../stories/messages';
import { policySample } from '../../stories/sample/legal';
import { sectionStory } from '../../stories/sectionStory';
import { PolicySection, type PolicySectionProps } from './PolicySection';

const meta = {
  title: 'Sections/Policy',
  ...sectionStory(PolicySection, policySample, { id: 'privacy', subtitle: true, headingLevel: 1 }),
  // The designer's page is Policy.mdx.
  tags: ['!autodocs'],
} satisfies Meta<typeof PolicySection>;

export default meta;
type Story = StoryObj<PolicySectionProps>;

/** The page: title, introduction, version line, contents, three parts. */
export const Default: Story = {};

/** Without a contents label there is no table of contents; without `subtitle`, no introduction. */
export const Plain: Story = { args: { contentsLabel: undefined, subtitle: false, updated: undefined } };

/** The outline: the title an `h1`, each part an `h2` that names its part, the list as a list. */
export const Outline: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const content = shown(policySample);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(asText(content.title));
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      content.parts.map((part) => part.heading),
    );
    await expect(canvas.getByText(asText(content.updated ?? ''))).toBeVisible();
    for (const part of content.parts) {
      await expect(canvasElement.querySelector(`section#${part.id}`)).toHaveAccessibleName(part.heading);
    }
    const storage = canvasElement.querySelector('section#browser-storage') as HTMLElement;
    await expect(within(storage).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(storage).getByText(asText(content.parts[1]?.after ?? ''))).toBeVisible();
  },
};

/** The contents: one link per part, in order, each to the anchor of its part (the browser does the jump). */
export const Contents: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const content = shown(policySample);
    const contents = canvas.getByRole('navigation', { name: content.contentsLabel });
    const links = within(contents).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      content.parts.map((part) => `#${part.id}`),
    );
    for (const link of links) {
      const target = canvasElement.querySelector(link.getAttribute('href') ?? '');
      await expect(target).toHaveAccessibleName(link.textContent ?? '');
    }
  },
};

/** As a section under another page's `h1`: the title an `h2`, the parts `h3`. */
export const AsSection: Story = {
  args: { headingLevel: 2, contentsLabel: undefined },
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(shown(policySample).parts.length);
  },
};

/** Plain: no contents, no introduction, no version line — only the title and the parts. */
export const PlainOutline: Story = {
  ...Plain,
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    const content = shown(policySample);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByText(asText(content.updated ?? ''))).not.toBeInTheDocument();
    await expect(canvas.queryByText(asText(content.lead ?? ''))).not.toBeInTheDocument();
  },
};
